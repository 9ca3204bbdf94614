/**
 * Korean mobile numbers for the SMS second factor (data-center-board-admin.md §5 "two-factor
 * phone": normalised to +82 and checked against a mobile pattern). Stored in E.164.
 */

/** Current mobile numbers: +82 10 and eight digits (010-1234-5678). */
const MOBILE_E164 = /^\+8210\d{8}$/;
/** Legacy 2G prefixes still in service: 011, 016, 017, 018, 019 with seven or eight digits. */
const LEGACY_MOBILE_E164 = /^\+821[16789]\d{7,8}$/;

/**
 * Rewrites a number as typed into +82 form: spaces, dashes, dots and parentheses are dropped,
 * a leading 0 becomes +82, a leading 82 gets its +. Returns null when the result is not a
 * Korean mobile number (landlines such as 02-… are refused).
 */
export function normalizeKoreanPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let e164: string;
  if (compact.startsWith('+82')) e164 = compact.replace(/^\+820?/, '+82');
  else if (compact.startsWith('+')) return null;
  else if (compact.startsWith('82')) e164 = compact.replace(/^820?/, '+82');
  else if (compact.startsWith('0')) e164 = `+82${compact.slice(1)}`;
  else return null;
  return isKoreanMobile(e164) ? e164 : null;
}

/** True for an E.164 Korean mobile number (current 010 or a legacy 011/016/017/018/019). */
export function isKoreanMobile(e164: string): boolean {
  return MOBILE_E164.test(e164) || LEGACY_MOBILE_E164.test(e164);
}

/** Local display form of a stored number: +821012345678 → 010-1234-5678. */
export function formatKoreanPhone(e164: string): string {
  if (!e164.startsWith('+82')) return e164;
  const local = `0${e164.slice(3)}`;
  return local.length === 11
    ? `${local.slice(0, 3)}-${local.slice(3, 7)}-${local.slice(7)}`
    : `${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`;
}

/** Hides the middle digits for logs and lists: +821012345678 → 010-****-5678. */
export function maskKoreanPhone(e164: string): string {
  return formatKoreanPhone(e164).replace(
    /-(\d{3,4})-/,
    (_m, mid: string) => `-${'*'.repeat(mid.length)}-`,
  );
}
