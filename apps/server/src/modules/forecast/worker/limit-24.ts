import type { SeriesData } from '@bus/domain';
import { LIMIT_MONTHS } from '@bus/forecast';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Spec §5 "Optional 24-month limit" on a series already read: the periods after the one 24 months
 * before the last (the engine's prepareSeries does the same to uploaded rows). Returns the kept
 * series and how many points were dropped.
 */
export function limitTo24Months(series: SeriesData): { series: SeriesData; dropped: number } {
  const last = series.labels.at(-1) ?? '';
  const [year, month, day] = last.split('-').map(Number);
  if (year === undefined || month === undefined) return { series, dropped: 0 };
  const back = year * 12 + month - 1 - LIMIT_MONTHS;
  const cut = `${pad(Math.floor(back / 12), 4)}-${pad((back % 12) + 1, 2)}`;
  const boundary = day === undefined ? cut : `${cut}-${pad(day, 2)}`;
  const start = Math.max(
    0,
    series.labels.findIndex((label) => label > boundary),
  );
  return {
    series: { ...series, labels: series.labels.slice(start), values: series.values.slice(start) },
    dropped: start,
  };
}
