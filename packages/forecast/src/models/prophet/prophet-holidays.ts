import type { ProphetHoliday } from '@bsull/augurs/prophet';
import {
  dayNumber,
  KOREAN_HOLIDAY_FIRST_YEAR,
  KOREAN_HOLIDAY_LAST_YEAR,
  koreanHolidays,
} from '../../calendar/korean-holidays';
import { isCoveredYear, monthlyHolidayFeatures } from '../../calendar/monthly-holiday-features';
import type { Timeline } from './prophet-timeline';

/**
 * Korean holidays for Prophet. A month-start timestamp never falls on a holiday, so for monthly
 * (and quarterly) data Prophet's day-level holiday indicators would be all zero: there the
 * holidays enter as two regressors per period (weekday holidays lost, 설날/추석 days — see
 * monthly-holiday-features.ts), which also capture the lunar holidays moving between months.
 * Day-based data (daily, weekly) uses Prophet's own holidays, one per holiday name, each
 * occurrence widened to the period that contains it.
 */
export type HolidayInputs = {
  /** Regressor name → value per period, for the history and any future period. */
  readonly regressors?: ReadonlyMap<string, (index: number) => number>;
  readonly holidays?: Map<string, ProphetHoliday>;
};

/** Two years of covered history are the least from which a holiday effect can be told apart. */
const MIN_COVERED_MONTHS = 24;
const DAY_SECONDS = 86_400;

export function holidayInputs(timeline: Timeline, n: number): HolidayInputs {
  if (!timeline.realCalendar) return {};
  if (timeline.monthAt && timeline.monthsPerPeriod) return monthlyRegressors(timeline, n);
  return dailyHolidays(timeline, n);
}

function periodFeature(
  timeline: Timeline,
  pick: 'workdaysLost' | 'festivalDays',
): (index: number) => number {
  return (index) => {
    const first = timeline.monthAt?.(index) ?? { year: 0, month: 1 };
    let sum = 0;
    for (let k = 0; k < (timeline.monthsPerPeriod ?? 1); k++) {
      const total = first.year * 12 + first.month - 1 + k;
      sum += monthlyHolidayFeatures(Math.floor(total / 12), (total % 12) + 1)[pick];
    }
    return sum;
  };
}

function monthlyRegressors(timeline: Timeline, n: number): HolidayInputs {
  let covered = 0;
  for (let i = 0; i < n; i++) {
    if (isCoveredYear(timeline.monthAt?.(i).year ?? 0)) covered += timeline.monthsPerPeriod ?? 1;
  }
  if (covered < MIN_COVERED_MONTHS) return {};
  const regressors = new Map<string, (index: number) => number>();
  for (const pick of ['workdaysLost', 'festivalDays'] as const) {
    const feature = periodFeature(timeline, pick);
    const values = Array.from({ length: n }, (_, i) => feature(i));
    // A regressor that never changes in the history is collinear with the trend's level.
    if (Math.max(...values) > Math.min(...values)) regressors.set(`kr_${pick}`, feature);
  }
  return regressors.size > 0 ? { regressors } : {};
}

function dailyHolidays(timeline: Timeline, n: number): HolidayInputs {
  const firstYear = new Date(timeline.secondsAt(0) * 1000).getUTCFullYear();
  const lastYear = new Date(timeline.secondsAt(n - 1) * 1000).getUTCFullYear();
  if (lastYear < KOREAN_HOLIDAY_FIRST_YEAR || firstYear > KOREAN_HOLIDAY_LAST_YEAR) return {};
  const widen = Math.max(0, timeline.stepDays - 1) * DAY_SECONDS;
  const holidays = new Map<string, ProphetHoliday>();
  for (let year = KOREAN_HOLIDAY_FIRST_YEAR; year <= KOREAN_HOLIDAY_LAST_YEAR; year++) {
    for (const h of koreanHolidays(year)) {
      const start = dayNumber(h.date) * DAY_SECONDS;
      const holiday = holidays.get(h.name) ?? { occurrences: [] };
      holiday.occurrences.push({ start: start - widen, end: start + DAY_SECONDS });
      holidays.set(h.name, holiday);
    }
  }
  return { holidays };
}
