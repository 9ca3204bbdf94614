import { DEFAULT_TIMEZONE, isKnownTimezone } from '@bus/domain/timezone';
import { useSyncExternalStore } from 'react';

/** Display units of money used in Korean statements (CONVENTIONS.md "Money"). */
export type KrwUnit = 'won' | 'thousand' | 'million';

const UNIT_DIVISOR: Record<KrwUnit, number> = { won: 1, thousand: 1_000, million: 1_000_000 };
const UNIT_SUFFIX: Record<'ko' | 'en', Record<KrwUnit, string>> = {
  ko: { won: '원', thousand: '천원', million: '백만원' },
  en: { won: ' KRW', thousand: ' thousand KRW', million: ' million KRW' },
};

const intFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/**
 * Formats integer won in the given unit, rounded half away from zero so that -1,500 and 1,500
 * round alike; negatives carry a leading minus and a value that rounds to zero never shows "-0".
 * `formatKRW(-1_234_567, 'thousand')` → "-1,235천원".
 */
export function formatKRW(
  won: number,
  unit: KrwUnit = 'won',
  lng: 'ko' | 'en' = 'ko',
  options: { suffix?: boolean } = {},
): string {
  if (!Number.isFinite(won)) return '-';
  const scaled = Math.round(Math.abs(won) / UNIT_DIVISOR[unit]);
  const sign = won < 0 && scaled !== 0 ? '-' : '';
  const suffix = options.suffix === false ? '' : UNIT_SUFFIX[lng][unit];
  return `${sign}${intFormat.format(scaled)}${suffix}`;
}

/** Percent figures are shown with two decimals (data-center-board-admin.md §5 "Ratios"). */
const PERCENT_DIGITS = 2;
const percentFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: PERCENT_DIGITS,
  maximumFractionDigits: PERCENT_DIGITS,
});

/**
 * A percent value (already × 100) with two decimals and '%', or '-' when there is none
 * (a ratio whose denominator is 0 or missing). `formatPercent(45.921) → "45.92%"`.
 */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const text = percentFormat.format(value);
  // -0.001 rounds to "-0.00": show it as 0.00%, like formatKRW never shows "-0".
  return `${/^-0\.0+$/.test(text) ? text.slice(1) : text}%`;
}

/**
 * The zone times are shown in: the signed-in user's profile zone (lib/use-auth.ts sets it when the
 * session is read), Korea's otherwise — the zone of the product's users, whatever the device says.
 */
let displayZone = DEFAULT_TIMEZONE;
const zoneListeners = new Set<() => void>();

/** Shows times in `zone` from now on; an unknown or missing zone falls back to Asia/Seoul. */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  const next = zone && isKnownTimezone(zone) ? zone : DEFAULT_TIMEZONE;
  if (next === displayZone) return;
  displayZone = next;
  for (const listener of zoneListeners) listener();
}

export function displayTimeZone(): string {
  return displayZone;
}

function subscribeZone(listener: () => void): () => void {
  zoneListeners.add(listener);
  return () => zoneListeners.delete(listener);
}

/**
 * The display zone, re-rendering the caller when it changes (a page whose times are on screen
 * while the user saves another zone).
 */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(subscribeZone, displayTimeZone);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lng: string, withTime: boolean): Intl.DateTimeFormat {
  const locale = lng.startsWith('en') ? 'en-US' : lng.startsWith('ja') ? 'ja-JP' : 'ko-KR';
  const key = `${locale}|${withTime}|${displayZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: displayZone,
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Formats an ISO date (optionally with time) in the interface language and the display zone;
 * '-' when unreadable.
 */
export function formatDate(iso: string, lng: string, options: { time?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return dateFormat(lng, options.time ?? false).format(date);
}
