import {
  dayNumber,
  KOREAN_HOLIDAY_FIRST_YEAR,
  KOREAN_HOLIDAY_LAST_YEAR,
  koreanHolidays,
  weekday,
} from './korean-holidays';

/**
 * Holiday effects of one calendar month, for models of monthly data: a month-start timestamp never
 * falls on a holiday, so day-level holiday effects have to be aggregated to the month.
 * - `workdaysLost`: distinct Monday–Friday public holidays (substitutes included) — fewer working
 *   days means less output and turnover in most businesses.
 * - `festivalDays`: days of the 설날 and 추석 holidays, which move between January/February and
 *   September/October and change demand whatever the weekday.
 */
export type MonthlyHolidayFeatures = {
  readonly workdaysLost: number;
  readonly festivalDays: number;
};

function countMonth(year: number, month: number): MonthlyHolidayFeatures {
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  const inMonth = koreanHolidays(year).filter((h) => h.date.startsWith(prefix));
  const weekdays = new Set(
    inMonth
      .filter((h) => {
        const wd = weekday(dayNumber(h.date));
        return wd !== 0 && wd !== 6;
      })
      .map((h) => h.date),
  );
  const festivals = new Set(
    inMonth.filter((h) => h.name === 'seollal' || h.name === 'chuseok').map((h) => h.date),
  );
  return { workdaysLost: weekdays.size, festivalDays: festivals.size };
}

let averages: readonly MonthlyHolidayFeatures[] | undefined;

/** Mean features of each calendar month over the covered years: the expectation for other years. */
function calendarMonthAverages(): readonly MonthlyHolidayFeatures[] {
  if (averages) return averages;
  const years = KOREAN_HOLIDAY_LAST_YEAR - KOREAN_HOLIDAY_FIRST_YEAR + 1;
  averages = Array.from({ length: 12 }, (_, i) => {
    let workdaysLost = 0;
    let festivalDays = 0;
    for (let y = KOREAN_HOLIDAY_FIRST_YEAR; y <= KOREAN_HOLIDAY_LAST_YEAR; y++) {
      const f = countMonth(y, i + 1);
      workdaysLost += f.workdaysLost;
      festivalDays += f.festivalDays;
    }
    return { workdaysLost: workdaysLost / years, festivalDays: festivalDays / years };
  });
  return averages;
}

export function isCoveredYear(year: number): boolean {
  return year >= KOREAN_HOLIDAY_FIRST_YEAR && year <= KOREAN_HOLIDAY_LAST_YEAR;
}

/**
 * Features of `month` (1–12) of `year`; a year outside the table gets the calendar month's average,
 * so a forecast past the table still carries the usual seasonal share of holidays.
 */
export function monthlyHolidayFeatures(year: number, month: number): MonthlyHolidayFeatures {
  if (isCoveredYear(year)) return countMonth(year, month);
  return calendarMonthAverages()[month - 1] ?? { workdaysLost: 0, festivalDays: 0 };
}
