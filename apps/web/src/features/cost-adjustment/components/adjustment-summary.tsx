import type { TransportCostView } from '@bus/domain';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { formatKRW } from '../../../lib/format';

type Figure =
  | 'transportationCost'
  | 'administrationCost'
  | 'nonOperatingExpense'
  | 'nonOperatingIncome';

/** The four totals an other adjustment can change, with their category key for the label. */
const FIGURES: ReadonlyArray<[Figure, string]> = [
  ['transportationCost', 'transportation_cost'],
  ['administrationCost', 'administration_cost'],
  ['nonOperatingExpense', 'non_operating_expense'],
  ['nonOperatingIncome', 'non_operating_income'],
];

/**
 * How the other adjustments flow into the totals (spec §9): each category and the appropriate
 * cost before (baseSummary) and after (summary) them, and the total cost the server computes.
 */
export function AdjustmentSummary({
  view,
  transportCostHref,
}: {
  view: TransportCostView;
  transportCostHref: string;
}) {
  const { t, i18n } = useTranslation('costAdjustment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number) => formatKRW(value, 'won', lng);
  const row = (label: string, testId: string, before: number, after: number, strong = false) => (
    <tr key={testId} className={strong ? 'ca-summary-strong' : undefined}>
      <th scope="row">{label}</th>
      <td className="costing-tabular" data-testid={`${testId}-before`}>
        {won(before)}
      </td>
      <td className="costing-tabular" data-testid={`${testId}-after`}>
        {won(after)}
      </td>
    </tr>
  );

  return (
    <Card size="small" title={t('summary.title')} data-testid="ca-summary">
      <div className="ca-scroll">
        <table className="ca-summary-table">
          <thead>
            <tr>
              <th scope="col">{t('summary.figure')}</th>
              <th scope="col">{t('summary.before')}</th>
              <th scope="col">{t('summary.after')}</th>
            </tr>
          </thead>
          <tbody>
            {FIGURES.map(([figure, category]) =>
              row(
                t(`categories.${category}`),
                `ca-${category}`,
                view.baseSummary[figure],
                view.summary[figure],
              ),
            )}
            {row(
              t('summary.appropriateCost'),
              'ca-appropriate',
              view.baseSummary.appropriateCost,
              view.summary.appropriateCost,
              true,
            )}
          </tbody>
        </table>
      </div>
      <dl className="ca-summary-list">
        <dt>{t('summary.otherTotal')}</dt>
        <dd className="costing-amount" data-testid="ca-other-total">
          {won(view.otherAdjustmentsTotal)}
        </dd>
        <dt>{t('summary.investmentCompensation')}</dt>
        <dd className="costing-amount">{won(view.investment.amount)}</dd>
        <dt>
          <strong>{t('summary.totalCost')}</strong>
        </dt>
        <dd className="costing-amount" data-testid="ca-total-cost">
          <strong>{won(view.totalCost)}</strong>
        </dd>
      </dl>
      <Typography.Paragraph type="secondary" className="costing-small">
        {t('summary.note')}
      </Typography.Paragraph>
      <ButtonLink to={transportCostHref}>{t('actions.openTransportCost')}</ButtonLink>
    </Card>
  );
}
