import {
  type DepreciationAdjustmentView,
  type DepreciationInput,
  UNASSIGNED_ENTITY_LABEL_KEY,
} from '@bus/domain';
import { Alert, Card, Result, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { QueryError } from '../../../components/query-error';
import { useDepreciationAdjustment } from '../api/get-depreciation-adjustment';
import { DepreciationTable } from './depreciation-table';

/** Where depreciation is registered and calculated. */
const DEPRECIATION_PATH = '/depreciation';
/** Where the service entities and the allocation are kept. */
const ALLOCATION_PATH = '/cost-allocation';

/** The server's rows as the table reads them; the unassigned row is named in the language. */
function tableInputs(view: DepreciationAdjustmentView, t: TFunction): DepreciationInput[] {
  return view.inputs.map(({ entity, actual, allocated }) => ({
    entity: entity === UNASSIGNED_ENTITY_LABEL_KEY ? t('depreciation.unassigned') : entity,
    actual,
    allocated,
  }));
}

/** Why the allocated column is 0 (no entities, or an allocation that cannot run), if it is. */
function AllocationNotice({ view }: { view: DepreciationAdjustmentView }) {
  const { t } = useTranslation('costAdjustment');
  if (view.allocation === 'live') return null;
  return (
    <Alert
      type={view.allocation === 'refused' ? 'warning' : 'info'}
      showIcon
      data-testid="ca-depreciation-allocation"
      title={t(
        view.allocation === 'refused'
          ? 'depreciation.allocationRefused'
          : 'depreciation.noEntities',
        { period: view.period },
      )}
      action={
        <ButtonLink size="small" to={ALLOCATION_PATH}>
          {t('actions.openAllocation')}
        </ButtonLink>
      }
    />
  );
}

/**
 * First tab (spec §2 "Cost adjustment screen"): the adjustment per entity from the server's view
 * (the register's depreciation of the year against the allocation's), or — while the register is
 * empty — the warning with a way to /depreciation. The rule is described in both cases so the
 * figures can be checked by hand.
 */
export function DepreciationTab({
  companyId,
  fiscalYear,
}: {
  companyId: string;
  fiscalYear: number;
}) {
  const { t } = useTranslation('costAdjustment');
  const query = useDepreciationAdjustment(companyId, fiscalYear);
  const view = query.data;
  let body: React.ReactNode;
  if (query.isError) {
    body = (
      <QueryError
        title={t('depreciation.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!view) {
    body = (
      <div data-testid="ca-depreciation-loading" aria-busy="true">
        <Skeleton active />
      </div>
    );
  } else if (view.inputs.length === 0) {
    body = (
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
    );
  } else {
    body = (
      <>
        <AllocationNotice view={view} />
        <Card
          size="small"
          title={t('depreciation.tableTitle', { year: fiscalYear, period: view.period })}
        >
          <DepreciationTable inputs={tableInputs(view, t)} />
        </Card>
      </>
    );
  }
  return (
    <div className="ca-stack">
      {body}
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
