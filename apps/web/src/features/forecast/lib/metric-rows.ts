import type { ForecastMetrics } from '@bus/domain';
import { formatPercent } from '../../../lib/format';
import { formatDecimal } from './amounts';

/** The spec's RMSE, MAE, MAPE, R² (§3 "Performance metrics") and sMAPE, MASE and coverage. */
export const METRIC_KEYS = [
  'rmse',
  'mae',
  'mape',
  'r2',
  'smape',
  'mase',
  'coverage80',
  'coverage95',
] as const satisfies ReadonlyArray<keyof ForecastMetrics>;
export type MetricKey = (typeof METRIC_KEYS)[number];

/** Metrics in the series' unit (won), shown as amounts. */
const AMOUNT_METRICS: readonly MetricKey[] = ['rmse', 'mae'];
const PERCENT_METRICS: readonly MetricKey[] = ['mape', 'smape', 'coverage80', 'coverage95'];

/** One metric as shown: won for RMSE and MAE, percent for the percentages, decimals otherwise. */
export function formatMetric(
  key: MetricKey,
  value: number | null,
  won: (value: number) => string,
): string {
  if (value === null || !Number.isFinite(value)) return '-';
  if (AMOUNT_METRICS.includes(key)) return won(value);
  if (PERCENT_METRICS.includes(key)) return formatPercent(value);
  return formatDecimal(value, key === 'r2' ? 3 : 2);
}
