/** data-center-board-admin.md §2 profile time zone: Korea's, for a profile that has none. */
export const DEFAULT_TIMEZONE = 'Asia/Seoul';

/**
 * An IANA zone name starts with a letter (Asia/Seoul, UTC, Etc/GMT+9); newer runtimes also take
 * offsets such as '+09:00' as a zone, which is not a name a profile should hold.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * Whether this runtime can show times in `zone`: any IANA name it knows, canonical or alias
 * (Asia/Kolkata and Asia/Calcutta alike). Lists differ between runtimes — Node lists Asia/Calcutta
 * where browsers list Asia/Kolkata (Intl.supportedValuesOf) — so the check formats instead.
 */
export function isKnownTimezone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
