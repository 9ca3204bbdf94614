import type { KrwUnit } from '../../../lib/format';
import { formatKRW } from '../../../lib/format';

export type Lng = 'ko' | 'en';

export function lngOf(language: string | undefined): Lng {
  return language === 'en' ? 'en' : 'ko';
}

/**
 * The unit a chart axis reads best in: monthly fare revenue runs to billions of won (백만원), a
 * small operator's or a route's to millions (천원); anything smaller in won.
 */
export function axisUnit(values: readonly number[]): KrwUnit {
  const largest = values.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  if (largest >= 100_000_000) return 'million';
  if (largest >= 100_000) return 'thousand';
  return 'won';
}

/** Formatters of one chart or table: full won for a value, the axis unit for a tick. */
export function amountFormatters(values: readonly number[], lng: Lng) {
  const unit = axisUnit(values);
  return {
    unit,
    value: (value: number) => formatKRW(value, 'won', lng),
    tick: (value: number) => formatKRW(value, unit, lng, { suffix: false }),
  };
}

/** A plain decimal (R², MASE, coefficients) with `digits` decimals, '-' when there is none. */
export function formatDecimal(value: number | null | undefined, digits = 3): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
