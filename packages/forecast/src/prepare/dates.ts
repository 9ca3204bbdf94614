/**
 * Date cells as users upload them, normalised to a calendar date (spec §5 "Forecast upload":
 * "date formats auto-normalised"). `precision` says whether the cell named a day or only a month
 * (a quarter is its first month).
 */
export type CalendarDate = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly precision: 'month' | 'day';
};

/** Excel's day 0 is 1899-12-30 (it counts 1900-02-29, which never existed, so day 60 is skipped). */
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const MS_PER_DAY = 86_400_000;
/** Serial numbers of 1900-01-01 and 9999-12-31, the range Excel itself accepts. */
const EXCEL_SERIAL_MIN = 1;
const EXCEL_SERIAL_MAX = 2_958_465;

const MONTH_PATTERNS = [
  /^(\d{4})\s*[-./]\s*(\d{1,2})\.?$/, // 2024-01, 2024.01, 2024/1
  /^(\d{4})\s*년\s*(\d{1,2})\s*월$/, // 2024년 1월
  /^(\d{4})(\d{2})$/, // 202401
];
const DAY_PATTERNS = [
  /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\.?(?:[ T][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, // 2024-01-15, 2024/01/15
  /^(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일$/, // 2024년 1월 15일
  /^(\d{4})(\d{2})(\d{2})$/, // 20240115
];
const QUARTER_PATTERNS = [
  /^(\d{4})\s*[-\s]?\s*Q([1-4])$/i, // 2024Q1, 2024-Q1
  /^(\d{4})\s*년?\s*([1-4])\s*분기$/, // 2024년 1분기
];

/** UTC midnight of a date; unlike Date.UTC, years 0–99 stay as given (M3 has year 0001). */
function utcDate(year: number, month: number, day: number): Date {
  const time = new Date(0);
  time.setUTCFullYear(year, month - 1, day);
  return time;
}

function validDate(year: number, month: number, day: number): boolean {
  const time = utcDate(year, month, day);
  return (
    year >= 1 &&
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day
  );
}

function build(year: number, month: number, day: number, precision: 'month' | 'day') {
  return validDate(year, month, day) ? { year, month, day, precision } : undefined;
}

/** An Excel serial day number (whole days; a time-of-day fraction is dropped). */
export function fromExcelSerial(serial: number): CalendarDate | undefined {
  if (!(serial >= EXCEL_SERIAL_MIN && serial <= EXCEL_SERIAL_MAX)) return undefined;
  const time = new Date(EXCEL_EPOCH_UTC + Math.floor(serial) * MS_PER_DAY);
  return {
    year: time.getUTCFullYear(),
    month: time.getUTCMonth() + 1,
    day: time.getUTCDate(),
    precision: 'day',
  };
}

/**
 * A JavaScript Date from a spreadsheet reader: UTC midnight means a date written as UTC;
 * anything else is read in local time, as spreadsheet readers build dates at local midnight.
 */
function fromDate(date: Date): CalendarDate | undefined {
  if (Number.isNaN(date.getTime())) return undefined;
  const utcMidnight = date.getTime() % MS_PER_DAY === 0;
  return utcMidnight
    ? build(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 'day')
    : build(date.getFullYear(), date.getMonth() + 1, date.getDate(), 'day');
}

function fromText(text: string): CalendarDate | undefined {
  for (const pattern of MONTH_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return build(Number(match[1]), Number(match[2]), 1, 'month');
  }
  for (const pattern of DAY_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return build(Number(match[1]), Number(match[2]), Number(match[3]), 'day');
  }
  for (const pattern of QUARTER_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return build(Number(match[1]), Number(match[2]) * 3 - 2, 1, 'month');
  }
  if (/^\d+(\.\d+)?$/.test(text)) return fromExcelSerial(Number(text));
  return undefined;
}

/** Reads one date cell; undefined when it is not a date in any accepted format. */
export function parseDateCell(cell: unknown): CalendarDate | undefined {
  if (cell instanceof Date) return fromDate(cell);
  if (typeof cell === 'number') return fromExcelSerial(cell);
  if (typeof cell === 'string') return fromText(cell.trim());
  return undefined;
}

/** Whole days since 1970-01-01 (for spacing and ordering). */
export function dayNumber(date: CalendarDate): number {
  return utcDate(date.year, date.month, date.day).getTime() / MS_PER_DAY;
}

/** Months since year 0 (for monthly and quarterly spacing). */
export function monthNumber(date: CalendarDate): number {
  return date.year * 12 + date.month - 1;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date `days` days after day number 0 (1970-01-01). */
export function fromDayNumber(days: number): CalendarDate {
  const time = new Date(days * MS_PER_DAY);
  return {
    year: time.getUTCFullYear(),
    month: time.getUTCMonth() + 1,
    day: time.getUTCDate(),
    precision: 'day',
  };
}

/** The first day of the month `months` months after January of year 0. */
export function fromMonthNumber(months: number): CalendarDate {
  return { year: Math.floor(months / 12), month: (months % 12) + 1, day: 1, precision: 'month' };
}

/** "YYYY-MM" label of a date's month. */
export function formatMonth(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}`;
}

/** "YYYY-MM-DD" label of a date. */
export function formatDay(date: CalendarDate): string {
  return `${formatMonth(date)}-${pad(date.day)}`;
}
