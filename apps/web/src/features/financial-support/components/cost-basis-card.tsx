import type { FinancialSupportView, InvestmentSource } from '@bus/domain';
import { Alert, Button, Card, Descriptions, InputNumber, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKRW } from '../../../lib/format';
import {
  type CostBasis,
  overMaxFields,
  STANDARD_COST_MAX,
  type StandardCostDraft,
} from '../lib/standard-cost';

/** Where the investment compensation the total cost uses is calculated and saved. */
const INVESTMENT_PATH = '/investment-compensation';

const groupDigits = (value: number | string | undefined) =>
  `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const ungroup = (text: string | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

type Props = {
  basis: CostBasis;
  onBasis: (basis: CostBasis) => void;
  draft: StandardCostDraft;
  onDraft: (draft: StandardCostDraft) => void;
  /** The view on screen; its costBase holds the total-cost parts when that basis is shown. */
  view: FinancialSupportView | undefined;
  /** The standard cost form is complete but its result is not on screen yet. */
  recomputing: boolean;
  incomplete: boolean;
};

/** The cost side of the rule: 총괄원가 with its two parts, or the 준공영제 standard cost inputs. */
export function CostBasisCard(props: Props) {
  const { t } = useTranslation('financialSupport');
  return (
    <Card title={t('basis.title')} data-testid="fs-cost-basis">
      <Radio.Group
        aria-label={t('basis.choice')}
        optionType="button"
        buttonStyle="solid"
        className="costing-block"
        value={props.basis}
        onChange={(event) => props.onBasis(event.target.value as CostBasis)}
        options={[
          { value: 'total_cost', label: t('basis.total_cost') },
          { value: 'standard_cost', label: t('basis.standard_cost') },
        ]}
      />
      {props.basis === 'total_cost' ? <TotalCost view={props.view} /> : <StandardCost {...props} />}
    </Card>
  );
}

function TotalCost({ view }: { view: FinancialSupportView | undefined }) {
  const { t, i18n } = useTranslation('financialSupport');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const base = view?.costBase.kind === 'total_cost' ? view.costBase : null;
  const won = (value: number | undefined) =>
    value === undefined ? '-' : formatKRW(value, 'won', lng);
  const calculator = view
    ? `${INVESTMENT_PATH}?company=${view.companyId}&year=${view.fiscalYear}`
    : INVESTMENT_PATH;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('basis.totalHelp')}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered className="costing-block">
        <Descriptions.Item label={t('basis.appropriateCost')}>
          <span className="costing-amount" data-testid="fs-appropriate-cost">
            {won(base?.appropriateCost)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('basis.investmentCompensation')}>
          <span className="costing-amount" data-testid="fs-investment-compensation">
            {won(base?.investmentCompensation)}
          </span>
          {view ? <InvestmentSourceNote source={view.investment} /> : null}
        </Descriptions.Item>
        <Descriptions.Item label={<strong>{t('basis.totalCost')}</strong>}>
          <strong className="costing-amount" data-testid="fs-total-cost">
            {won(base ? base.appropriateCost + base.investmentCompensation : undefined)}
          </strong>
        </Descriptions.Item>
      </Descriptions>
      <Button type="link" size="small" href={calculator}>
        {t('basis.openInvestment')}
      </Button>
    </>
  );
}

/** Where the investment compensation comes from: the calculator's saved result, or the 3 % default. */
function InvestmentSourceNote({ source }: { source: InvestmentSource }) {
  const { t, i18n } = useTranslation('financialSupport');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const text =
    source.source === 'stored'
      ? t('basis.investmentStored', {
          date: source.storedAt ? formatDate(source.storedAt, lng) : '-',
        })
      : t('basis.investmentDefault');
  return (
    <Typography.Text
      type="secondary"
      className="costing-small costing-block"
      data-testid="fs-investment-source"
    >
      {text}
    </Typography.Text>
  );
}

function StandardCost({ draft, onDraft, view, recomputing, incomplete }: Props) {
  const { t, i18n } = useTranslation('financialSupport');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const cost = view?.result?.costBasis === 'standard_cost' ? view.result.cost : null;
  const over = overMaxFields(draft);
  const unitOver = over.includes('unitCostPerBusDay');
  const daysOver = over.includes('busDays');
  return (
    <>
      <Typography.Paragraph type="secondary">{t('basis.standardHelp')}</Typography.Paragraph>
      <div className="fs-fields">
        <label htmlFor="fs-unit-cost">{t('basis.unitCost')}</label>
        <InputNumber<number>
          id="fs-unit-cost"
          className="costing-full"
          min={0}
          precision={0}
          step={1000}
          status={unitOver ? 'error' : undefined}
          aria-invalid={unitOver}
          aria-describedby={unitOver ? 'fs-unit-cost-max' : undefined}
          placeholder={t('basis.unitCostPlaceholder')}
          formatter={groupDigits}
          parser={ungroup}
          value={draft.unitCostPerBusDay}
          onChange={(value) => onDraft({ ...draft, unitCostPerBusDay: value ?? null })}
        />
        {unitOver ? (
          <OverMax
            id="fs-unit-cost-max"
            text={t('basis.unitCostMax', { max: maxText('unitCostPerBusDay') })}
          />
        ) : null}
        <label htmlFor="fs-bus-days">{t('basis.busDays')}</label>
        <InputNumber<number>
          id="fs-bus-days"
          className="costing-full"
          min={0}
          precision={0}
          status={daysOver ? 'error' : undefined}
          aria-invalid={daysOver}
          aria-describedby={daysOver ? 'fs-bus-days-max' : undefined}
          placeholder={t('basis.busDaysPlaceholder')}
          formatter={groupDigits}
          parser={ungroup}
          value={draft.busDays}
          onChange={(value) => onDraft({ ...draft, busDays: value ?? null })}
        />
        {daysOver ? (
          <OverMax id="fs-bus-days-max" text={t('basis.busDaysMax', { max: maxText('busDays') })} />
        ) : null}
      </div>
      {/* An input over its bound is said beside it; asking to fill both would mislead. */}
      {over.length > 0 ? null : incomplete ? (
        <Alert className="costing-block" type="info" showIcon title={t('basis.incomplete')} />
      ) : (
        <Descriptions column={1} size="small" bordered className="costing-block">
          <Descriptions.Item label={<strong>{t('basis.standardCost')}</strong>}>
            <strong className="costing-amount" data-testid="fs-standard-cost">
              {recomputing || cost === null ? t('basis.recomputing') : formatKRW(cost, 'won', lng)}
            </strong>
          </Descriptions.Item>
        </Descriptions>
      )}
    </>
  );
}

const maxText = (field: keyof typeof STANDARD_COST_MAX) => groupDigits(STANDARD_COST_MAX[field]);

/**
 * An input above its bound (issue 14 §7). Antd's own `max` is not used: it drops typed values
 * above it without a word and clamps them on blur, so the user would not learn why.
 */
function OverMax({ id, text }: { id: string; text: string }) {
  return (
    <Typography.Text type="danger" id={id} role="alert" className="fs-field-error">
      {text}
    </Typography.Text>
  );
}
