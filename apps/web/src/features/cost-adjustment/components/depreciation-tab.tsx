import type { DepreciationInput } from '@bus/domain';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { DepreciationTable } from './depreciation-table';

/** Where depreciation is registered and calculated (a later issue builds the screen). */
const DEPRECIATION_PATH = '/depreciation';

/**
 * First tab (spec §2 "Cost adjustment screen"): the adjustment per entity, or — while there is no
 * depreciation result (`inputs` null or empty) — the warning with a way to /depreciation. The
 * rule is described in both cases so the figures can be checked by hand.
 */
export function DepreciationTab({
  inputs,
  fiscalYear,
}: {
  inputs: readonly DepreciationInput[] | null;
  fiscalYear: number;
}) {
  const { t } = useTranslation('costAdjustment');
  const empty = !inputs || inputs.length === 0;
  return (
    <div className="ca-stack">
      {empty ? (
        <Result
          status="warning"
          data-testid="ca-depreciation-empty"
          title={t('depreciation.emptyTitle')}
          subTitle={t('depreciation.emptyDescription', { year: fiscalYear })}
          extra={
            <ButtonLink type="primary" to={DEPRECIATION_PATH}>
              {t('actions.openDepreciation')}
            </ButtonLink>
          }
        />
      ) : (
        <DepreciationTable inputs={inputs} />
      )}
      <Card size="small" title={t('depreciation.ruleTitle')}>
        <ul className="ca-rule">
          <li>{t('depreciation.ruleZero')}</li>
          <li>{t('depreciation.ruleExcess')}</li>
          <li>{t('depreciation.ruleOtherwise')}</li>
        </ul>
      </Card>
    </div>
  );
}
