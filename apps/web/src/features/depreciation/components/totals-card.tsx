import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';
import { type Periods, periodRange } from '../lib/periods';
import { signedWon } from './reconciliation-card';

/** The register's depreciation in the base and estimate years, their change and the asset count. */
export function TotalsCard({
  periods,
  total,
  assetCount,
}: {
  periods: Periods;
  total: { base: number; estimate: number };
  assetCount: number;
}) {
  const { t, i18n } = useTranslation('depreciation');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const rows: [string, string, string, string?][] = [
    ['base', t('totals.base'), formatKRW(total.base, 'won', lng), periodRange(periods.base)],
    [
      'estimate',
      t('totals.estimate'),
      formatKRW(total.estimate, 'won', lng),
      periodRange(periods.estimate),
    ],
    ['change', t('totals.change'), signedWon(total.estimate - total.base, lng)],
    ['assets', t('totals.assets'), t('totals.assetCount', { count: assetCount })],
  ];
  return (
    <Card size="small" title={t('totals.title')} data-testid="dep-totals">
      <dl className="dep-figures">
        {rows.map(([key, label, value, hint]) => (
          <div key={key} className="dep-figure">
            <dt>
              {label}
              {hint ? <span className="dep-hint">{hint}</span> : null}
            </dt>
            <dd className="costing-amount" data-testid={`dep-total-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
