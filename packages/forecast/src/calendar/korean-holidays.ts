import { KOREAN_LUNAR_HOLIDAY_DATES } from './korean-lunar-dates';

/**
 * Korean public holidays (관공서의 공휴일에 관한 규정 and, from 2021, 공휴일에 관한 법률) for the
 * years the lunar table covers, with the law's changes over time and its substitute-holiday
 * (대체공휴일) rules, so models can use real calendar effects of Korean data.
 */

export type KoreanHolidayName =
  | 'new_year'
  | 'seollal'
  | 'independence_movement'
  | 'arbor_day'
  | 'childrens_day'
  | 'buddha'
  | 'memorial'
  | 'constitution'
  | 'liberation'
  | 'chuseok'
  | 'foundation'
  | 'hangul'
  | 'christmas'
  | 'election'
  | 'temporary'
  | 'substitute';

export type KoreanHoliday = {
  /** "YYYY-MM-DD". */
  readonly date: string;
  readonly name: KoreanHolidayName;
};

const FIRST_ENTRY = KOREAN_LUNAR_HOLIDAY_DATES[0];
const LAST_ENTRY = KOREAN_LUNAR_HOLIDAY_DATES[KOREAN_LUNAR_HOLIDAY_DATES.length - 1];
/** First and last year with a complete holiday calendar (the lunar table's range). */
export const KOREAN_HOLIDAY_FIRST_YEAR = FIRST_ENTRY ? FIRST_ENTRY[0] : 2000;
export const KOREAN_HOLIDAY_LAST_YEAR = LAST_ENTRY ? LAST_ENTRY[0] : 2040;

/** Election days are public holidays (공직선거법 §34); only held or fixed ones are listed. */
const ELECTION_DAYS: readonly string[] = [
  '2000-04-13',
  '2002-06-13',
  '2002-12-19',
  '2004-04-15',
  '2006-05-31',
  '2007-12-19',
  '2008-04-09',
  '2010-06-02',
  '2012-04-11',
  '2012-12-19',
  '2014-06-04',
  '2016-04-13',
  '2017-05-09',
  '2018-06-13',
  '2020-04-15',
  '2022-03-09',
  '2022-06-01',
  '2024-04-10',
  '2025-06-03',
  '2026-06-03',
];

/** Temporary holidays (임시공휴일) the government declared; future ones cannot be known. */
const TEMPORARY_HOLIDAYS: readonly string[] = [
  '2002-07-01',
  '2015-08-14',
  '2016-05-06',
  '2017-10-02',
  '2020-08-17',
  '2023-10-02',
  '2024-10-01',
  '2025-01-27',
];

type FixedHoliday = {
  readonly name: KoreanHolidayName;
  readonly monthDay: string;
  readonly from?: number;
  readonly until?: number;
};

/** Fixed-date holidays; 식목일 stopped after 2005, 제헌절 after 2007, 한글날 returned in 2013. */
const FIXED_HOLIDAYS: readonly FixedHoliday[] = [
  { name: 'new_year', monthDay: '01-01' },
  { name: 'independence_movement', monthDay: '03-01' },
  { name: 'arbor_day', monthDay: '04-05', until: 2005 },
  { name: 'childrens_day', monthDay: '05-05' },
  { name: 'memorial', monthDay: '06-06' },
  { name: 'constitution', monthDay: '07-17', until: 2007 },
  { name: 'liberation', monthDay: '08-15' },
  { name: 'foundation', monthDay: '10-03' },
  { name: 'hangul', monthDay: '10-09', from: 2013 },
  { name: 'christmas', monthDay: '12-25' },
];

const DAY_MS = 86_400_000;

export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function statutoryHolidays(year: number): KoreanHoliday[] {
  const holidays: KoreanHoliday[] = FIXED_HOLIDAYS.filter(
    (h) => (h.from === undefined || year >= h.from) && (h.until === undefined || year <= h.until),
  ).map((h) => ({ date: `${year}-${h.monthDay}`, name: h.name }));
  const lunar = KOREAN_LUNAR_HOLIDAY_DATES.find((entry) => entry[0] === year);
  if (lunar) {
    const [, seollal, buddha, chuseok] = lunar;
    holidays.push(...threeDays(`${year}-${seollal}`, 'seollal'));
    holidays.push({ date: `${year}-${buddha}`, name: 'buddha' });
    holidays.push(...threeDays(`${year}-${chuseok}`, 'chuseok'));
  }
  const prefix = `${year}-`;
  for (const date of ELECTION_DAYS.filter((d) => d.startsWith(prefix))) {
    holidays.push({ date, name: 'election' });
  }
  for (const date of TEMPORARY_HOLIDAYS.filter((d) => d.startsWith(prefix))) {
    holidays.push({ date, name: 'temporary' });
  }
  return holidays;
}

/** 설날 and 추석 are the day before, the day itself and the day after. */
function threeDays(date: string, name: KoreanHolidayName): KoreanHoliday[] {
  const day = dayNumber(date);
  return [day - 1, day, day + 1].map((d) => ({ date: dateOfDay(d), name }));
}

/**
 * Whether `name` on `date` earns a substitute when it falls on a weekend or on another holiday,
 * and which weekend days count: 설날/추석 and 어린이날 from 2014; 국경일 (삼일절, 광복절, 개천절,
 * 한글날) from 2021-08-04; 부처님오신날 and 성탄절 from 2023-05-04. 설날/추석 only on Sundays.
 */
function substituteRule(name: KoreanHolidayName, date: string): readonly number[] | undefined {
  const SUNDAY = 0;
  const SATURDAY = 6;
  if (name === 'seollal' || name === 'chuseok') return date >= '2014' ? [SUNDAY] : undefined;
  if (name === 'childrens_day') return date >= '2014' ? [SUNDAY, SATURDAY] : undefined;
  const national = ['independence_movement', 'liberation', 'foundation', 'hangul'];
  if (national.includes(name)) return date >= '2021-08-04' ? [SUNDAY, SATURDAY] : undefined;
  if (name === 'buddha' || name === 'christmas') {
    return date >= '2023-05-04' ? [SUNDAY, SATURDAY] : undefined;
  }
  return undefined;
}

/** Number of substitute days one date earns: one per holiday lost to a weekend or an overlap. */
function lostDays(date: string, names: readonly KoreanHolidayName[]): number {
  const day = weekday(dayNumber(date));
  const eligible = names.filter((name) => substituteRule(name, date) !== undefined);
  if (eligible.length === 0) return 0;
  const onWeekend = eligible.some((name) => substituteRule(name, date)?.includes(day));
  return Math.min(names.length - 1 + (onWeekend ? 1 : 0), eligible.length);
}

function withSubstitutes(holidays: readonly KoreanHoliday[]): KoreanHoliday[] {
  const byDate = new Map<string, KoreanHolidayName[]>();
  for (const h of holidays) byDate.set(h.date, [...(byDate.get(h.date) ?? []), h.name]);
  const taken = new Set(byDate.keys());
  const substitutes: KoreanHoliday[] = [];
  for (const date of [...byDate.keys()].sort()) {
    let count = lostDays(date, byDate.get(date) ?? []);
    let day = dayNumber(date);
    while (count > 0) {
      day += 1;
      const candidate = dateOfDay(day);
      const wd = weekday(day);
      if (wd === 0 || wd === 6 || taken.has(candidate)) continue;
      taken.add(candidate);
      substitutes.push({ date: candidate, name: 'substitute' });
      count -= 1;
    }
  }
  return [...holidays, ...substitutes];
}

const cache = new Map<number, readonly KoreanHoliday[]>();

/**
 * All public holidays of `year` sorted by date (a date may carry two names), or an empty list for
 * a year outside KOREAN_HOLIDAY_FIRST_YEAR…KOREAN_HOLIDAY_LAST_YEAR.
 */
export function koreanHolidays(year: number): readonly KoreanHoliday[] {
  if (year < KOREAN_HOLIDAY_FIRST_YEAR || year > KOREAN_HOLIDAY_LAST_YEAR) return [];
  const cached = cache.get(year);
  if (cached) return cached;
  const list = withSubstitutes(statutoryHolidays(year)).sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  cache.set(year, list);
  return list;
}
