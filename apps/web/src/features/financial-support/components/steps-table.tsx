import type { FinancialSupportResultView } from '@bus/domain';
import { Grid, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatKRW, formatPercent } from '../../../lib/format';
import { isRateStep, type SupportStepView, stepKey } from '../lib/step-text';

type StepText = { label: string; formula: string; expression: string; value: string };

/** One step in the interface language: known steps translated, others as the server wrote them. */
function stepText(
  step: SupportStepView,
  costBasis: FinancialSupportResultView['costBasis'],
  t: TFunction,
  lng: 'ko' | 'en',
): StepText {
  const key = stepKey(step);
  const rate = isRateStep(step);
  const formulaKey = key === 'cost' ? `cost_${costBasis}` : key;
  let value = '-';
  if (step.value !== null)
    value = rate ? formatPercent(step.value * 100) : formatKRW(step.value, 'won', lng);
  return {
    label: key ? t(`steps.labels.${key}`) : step.label,
    formula: formulaKey ? t(`steps.formulas.${formulaKey}`) : step.formula,
    expression: rate && step.value === null ? t('steps.zeroCost') : step.expression,
    value,
  };
}

/**
 * result.steps with the real figures, so an official can check each one: a table from 768 px,
 * a stacked list below (four columns of formulas do not fit a phone).
 */
export function StepsTable({ result }: { result: FinancialSupportResultView }) {
  const { t, i18n } = useTranslation('financialSupport');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const wide = Grid.useBreakpoint().md ?? false;
  const rows = result.steps.map((step) => ({
    key: step.label,
    ...stepText(step, result.costBasis, t, lng),
  }));
  const title = <Typography.Text strong>{t('steps.title')}</Typography.Text>;

  if (!wide)
    return (
      <div data-testid="fs-steps">
        {title}
        <dl className="fs-step-list">
          {rows.map((row) => (
            <div key={row.key} className="fs-step">
              <dt>
                <span>{row.label}</span>
                <strong className="costing-amount">{row.value}</strong>
              </dt>
              <dd className="costing-small">{row.formula}</dd>
              <dd className="fs-expression">{row.expression}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  return (
    <Table<(typeof rows)[number]>
      size="small"
      pagination={false}
      data-testid="fs-steps"
      dataSource={rows}
      title={() => title}
      columns={[
        { key: 'label', dataIndex: 'label', title: t('steps.step') },
        { key: 'formula', dataIndex: 'formula', title: t('steps.formula') },
        {
          key: 'expression',
          title: t('steps.expression'),
          render: (_, row) => <span className="fs-expression">{row.expression}</span>,
        },
        {
          key: 'value',
          title: t('steps.value'),
          align: 'right',
          render: (_, row) => <span className="costing-amount">{row.value}</span>,
        },
      ]}
    />
  );
}
