import type { InvestmentCalculationView } from '@bus/domain';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import { rateText } from '../lib/form';

type Step = NonNullable<InvestmentCalculationView['result']>['breakdown'][number];

/**
 * The domain writes the final amount of an expression with the Korean unit ("≈ 977,608,135원");
 * English shows it as every other English amount is shown (lib/format.ts: "977,608,135 KRW").
 */
export function expressionText(expression: string, lng: 'ko' | 'en'): string {
  return lng === 'en' ? expression.replace(/(\d)원/g, '$1 KRW') : expression;
}

/**
 * Spec §2 "Formula and flow diagram": the calculation's steps (domain investmentBreakdown) in
 * order, numbered (the flow reads left to right, top to bottom). Labels and formulas are translated by the step key; the expression carries the figures.
 */
export function FormulaFlow({ steps }: { steps: Step[] | null }) {
  const { t, i18n } = useTranslation('investment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const valueText = (step: Step) => {
    if (step.unit === 'won') return formatKRW(step.value, 'won', lng);
    return step.key === 'returnRate' ? rateText(step.value) : step.value.toFixed(8);
  };
  return (
    <Card title={t('cards.flow')} className="costing-block" data-testid="ic-flow">
      {!steps ? (
        <Empty description={t('result.incomplete')} />
      ) : (
        <ol className="ic-flow" aria-label={t('cards.flow')}>
          {steps.map((step) => (
            <li
              key={step.key}
              className={
                step.key === 'investmentCompensation' ? 'ic-step ic-step-final' : 'ic-step'
              }
              data-testid={`ic-step-${step.key}`}
            >
              <div className="ic-step-head">
                <Typography.Text strong>
                  {t(`steps.${step.key}.label`, { defaultValue: step.label })}
                </Typography.Text>
                <span className="costing-amount ic-strong">{valueText(step)}</span>
              </div>
              <Typography.Text type="secondary" className="costing-small costing-block">
                {t(`steps.${step.key}.formula`, { defaultValue: step.formula })}
              </Typography.Text>
              <code className="ic-expression">{expressionText(step.expression, lng)}</code>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
