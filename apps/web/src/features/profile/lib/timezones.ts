import { DEFAULT_TIMEZONE, isKnownTimezone } from '@bus/domain';

export type TimezoneOption = { value: string; label: string; offsetMinutes: number };

/** '+09:00' style offset of a zone at `at` (daylight saving counts as of that moment). */
function offsetOf(zone: string, at: Date): { text: string; minutes: number } {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // 'GMT' alone is UTC itself; otherwise 'GMT+09:00' or 'GMT-03:30'.
  const match = part?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return { text: '+00:00', minutes: 0 };
  const [, sign, hours, minutes] = match;
  const total = (Number(hours) * 60 + Number(minutes)) * (sign === '-' ? -1 : 1);
  return { text: `${sign}${hours}:${minutes}`, minutes: total };
}

/**
 * The browser's list, plus UTC and the stored zone when the list lacks them: the server takes any
 * name the runtime knows, aliases included (Asia/Calcutta where this browser lists Asia/Kolkata).
 */
function zones(current?: string): string[] {
  // Intl.supportedValuesOf is in every browser the app supports; UTC is not always among them.
  const listed = Intl.supportedValuesOf('timeZone');
  const extra = ['UTC', ...(current && isKnownTimezone(current) ? [current] : [])];
  return [...listed, ...extra.filter((zone) => !listed.includes(zone))];
}

/**
 * Every IANA zone the browser lists (and the stored one), labelled "(UTC+09:00) Asia/Seoul" and sorted by offset then
 * name, so a search by city or by offset finds it. The server accepts the same names.
 */
export function timezoneOptions(at = new Date(), current?: string): TimezoneOption[] {
  return zones(current)
    .map((zone) => {
      const offset = offsetOf(zone, at);
      return {
        value: zone,
        label: `(UTC${offset.text}) ${zone.replaceAll('_', ' ')}`,
        offsetMinutes: offset.minutes,
      };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.value.localeCompare(b.value));
}

/** The zone of this browser when it is a known one, for a profile that has none yet. */
export function browserTimezone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimezone(zone) ? zone : DEFAULT_TIMEZONE;
}
