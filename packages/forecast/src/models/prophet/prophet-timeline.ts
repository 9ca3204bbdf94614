import { ForecastError, type Series } from '../../types';

/**
 * Timestamps for Prophet, which models time in seconds: monthly-type data (frequency 12, 4 or 1)
 * sits at month starts — the convention of Prophet's own monthly examples — and other
 * frequencies at fixed steps (52 → weeks, 7 → days, 24 → hours, else 365.25/frequency days).
 */
export type Timeline = {
  /** Seconds since the epoch of period `index` (0 = first observation). */
  readonly secondsAt: (index: number) => number;
  /** Calendar year and month (1–12) of period `index`, for month-based data. */
  readonly monthAt?: (index: number) => { readonly year: number; readonly month: number };
  /** Calendar months one period spans (1 monthly, 3 quarterly, 12 yearly), for month-based data. */
  readonly monthsPerPeriod?: number;
  /** Length of one period in days (approximate for months). */
  readonly stepDays: number;
  /** Whether the dates are real (a start date was given), so calendar effects make sense. */
  readonly realCalendar: boolean;
};

const MONTHS_PER_PERIOD: Readonly<Record<number, number>> = { 12: 1, 4: 3, 1: 12 };
const DAYS_PER_PERIOD: Readonly<Record<number, number>> = { 52: 7, 7: 1, 24: 1 / 24 };
/** Origin used when the series has no start date: any fixed date keeps the fit reproducible. */
const DEFAULT_ORIGIN = { year: 2000, month: 1, day: 1 };
const DAY_SECONDS = 86_400;

/** Date.UTC maps years 0–99 to 1900–1999; M3 has series starting in year 0001. */
function utcSeconds(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime() / 1000;
}

function parseStart(start: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(start);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = match?.[3] === undefined ? 1 : Number(match[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) {
    throw new ForecastError('invalid_date', `start must be YYYY-MM or YYYY-MM-DD, got '${start}'`);
  }
  return { year, month, day };
}

export function timelineOf(series: Series): Timeline {
  const origin = series.start === undefined ? DEFAULT_ORIGIN : parseStart(series.start);
  const realCalendar = series.start !== undefined;
  const months = MONTHS_PER_PERIOD[series.frequency];
  if (months !== undefined) {
    const monthAt = (index: number) => {
      const total = origin.year * 12 + origin.month - 1 + index * months;
      return { year: Math.floor(total / 12), month: (total % 12) + 1 };
    };
    return {
      secondsAt: (index) => {
        const { year, month } = monthAt(index);
        return utcSeconds(year, month - 1, 1);
      },
      monthAt,
      monthsPerPeriod: months,
      stepDays: months * (365.25 / 12),
      realCalendar,
    };
  }
  const stepDays = DAYS_PER_PERIOD[series.frequency] ?? 365.25 / series.frequency;
  const first = utcSeconds(origin.year, origin.month - 1, origin.day);
  return {
    secondsAt: (index) => first + Math.round(index * stepDays * DAY_SECONDS),
    stepDays,
    realCalendar,
  };
}
