import { ForecastError } from '../types';
import {
  type CalendarDate,
  dayNumber,
  formatDay,
  formatMonth,
  fromDayNumber,
  fromMonthNumber,
  monthNumber,
} from './dates';

export type FrequencyKind = 'monthly' | 'quarterly' | 'yearly' | 'weekly' | 'daily';

/** Season length of each spacing: a year of months or quarters, a year of weeks, a week of days. */
export const SEASON_LENGTH: Readonly<Record<FrequencyKind, number>> = {
  monthly: 12,
  quarterly: 4,
  yearly: 1,
  weekly: 52,
  daily: 7,
};

type Spacing = {
  readonly kind: FrequencyKind;
  /** Steps of one period on the position scale (months for month-based, days otherwise). */
  readonly step: number;
  readonly position: (date: CalendarDate) => number;
  readonly label: (position: number) => string;
  readonly unit: string;
};

export type DatedValue = {
  readonly date: CalendarDate;
  readonly value: number;
  readonly row: number;
};

export type RegularSeries = {
  readonly kind: FrequencyKind;
  readonly values: number[];
  /** Period label of each value: "YYYY-MM" for month-based data, "YYYY-MM-DD" otherwise. */
  readonly labels: string[];
};

const monthLabel = (position: number) => formatMonth(fromMonthNumber(position));
const dayLabel = (position: number) => formatDay(fromDayNumber(position));

function gapsOf(positions: readonly number[]): number[] {
  return positions.slice(1).map((p, i) => p - (positions[i] ?? p));
}

/**
 * Monthly first: data named by month, or one date per month at least 28 days apart, is month-based
 * (quarterly or yearly when every gap is a multiple of 3 or 12); other dates are weekly when
 * every gap is a multiple of 7 days, else daily.
 */
function inferSpacing(dates: readonly CalendarDate[]): Spacing {
  const months = dates.map(monthNumber);
  const days = dates.map(dayNumber);
  const oneDatePerMonth = new Set(months).size === months.length;
  const monthBased =
    dates.some((d) => d.precision === 'month') ||
    (oneDatePerMonth && gapsOf(days).every((gap) => gap >= 28));
  if (monthBased) {
    const gaps = gapsOf(months).filter((gap) => gap > 0);
    const step = [12, 3].find((s) => gaps.length > 0 && gaps.every((g) => g % s === 0)) ?? 1;
    const kind = step === 12 ? 'yearly' : step === 3 ? 'quarterly' : 'monthly';
    const unit = step === 12 ? 'year' : step === 3 ? 'quarter' : 'month';
    return { kind, step, position: monthNumber, label: monthLabel, unit };
  }
  const gaps = gapsOf(days).filter((gap) => gap > 0);
  const weekly = gaps.length > 0 && gaps.every((gap) => gap % 7 === 0);
  return weekly
    ? { kind: 'weekly', step: 7, position: dayNumber, label: dayLabel, unit: 'week' }
    : { kind: 'daily', step: 1, position: dayNumber, label: dayLabel, unit: 'day' };
}

function checkGap(spacing: Spacing, before: DatedValue, after: DatedValue): void {
  const from = spacing.position(before.date);
  const to = spacing.position(after.date);
  if (to === from) {
    const date = spacing.label(to);
    throw new ForecastError(
      'duplicate_date',
      `rows ${before.row} and ${after.row}: the date ${date} appears twice`,
      { row: after.row, date, firstRow: before.row },
    );
  }
  const missing = Math.ceil((to - from) / spacing.step) - 1;
  if (missing > 0) {
    const first = spacing.label(from + spacing.step);
    const last = spacing.label(from + missing * spacing.step);
    throw new ForecastError(
      'missing_period',
      `row ${after.row}: ${missing} ${spacing.unit}${missing > 1 ? 's' : ''} missing between ` +
        `${spacing.label(from)} and ${spacing.label(to)} (first missing: ${first})`,
      { row: after.row, from: first, to: last, count: missing },
    );
  }
}

/** A gap as a spacing it could belong to: months 1, 3, 12 apart, or days 1, 7, about a month. */
function gapClass(gap: number, monthBased: boolean): string | undefined {
  if (monthBased) return [1, 3, 12].includes(gap) ? `${gap} months` : undefined;
  if (gap === 1 || gap === 7) return `${gap} days`;
  return gap >= 28 && gap <= 31 ? 'a month' : undefined;
}

/**
 * The point where a series changes spacing: at least two gaps of one regular spacing, then only
 * gaps of another (quarterly history then monthly figures, weekly then monthly). Refused as
 * mixed_frequency naming that row, where reading it as one spacing would report dozens of
 * "missing" periods. Undefined when the gaps are not two such runs (a real gap, a duplicate).
 */
function spacingChange(sorted: readonly DatedValue[], spacing: Spacing) {
  const positions = sorted.map((p) => spacing.position(p.date));
  const classes = gapsOf(positions).map((gap) =>
    gapClass(gap, spacing.unit !== 'day' && spacing.unit !== 'week'),
  );
  const change = classes.findIndex((c) => c !== classes[0]);
  if (change < 2 || classes.some((c) => c === undefined)) return undefined;
  const rest = classes.slice(change);
  if (rest.length < 2 || rest.some((c) => c !== rest[0])) return undefined;
  return { point: sorted[change + 1], before: classes[0] ?? '', after: rest[0] ?? '' };
}

/** Sorts by date, infers the spacing and refuses duplicate dates and skipped periods. */
export function toRegularSeries(points: readonly DatedValue[]): RegularSeries {
  const sorted = [...points].sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
  const spacing = inferSpacing(sorted.map((p) => p.date));
  const mixed = spacingChange(sorted, spacing);
  if (mixed?.point) {
    const { row } = mixed.point;
    throw new ForecastError(
      'mixed_frequency',
      `row ${row}: the dates change from ${mixed.before} apart to ${mixed.after} apart; upload one frequency`,
      { row },
    );
  }
  sorted.slice(1).forEach((after, i) => {
    const before = sorted[i];
    if (before) checkGap(spacing, before, after);
  });
  return {
    kind: spacing.kind,
    values: sorted.map((p) => p.value),
    labels: sorted.map((p) => spacing.label(spacing.position(p.date))),
  };
}
