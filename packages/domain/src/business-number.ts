/**
 * 사업자등록번호 (Korean business registration number): ten digits written `123-45-67890`, the
 * last a check digit (National Tax Service checksum). Companies store it as ten plain digits
 * (`1248100998`); the screens show it with dashes (`124-81-00998`).
 */

/** NTS checksum weights over the first nine digits. */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;
/** `1234567890` or `123-45-67890` (spaces around the dashes are tolerated). */
const TYPED_FORM = /^(\d{3})\s*-?\s*(\d{2})\s*-?\s*(\d{5})$/;

/**
 * True when ten digits carry a valid NTS check digit: the weighted sum of the first nine digits
 * (weights 1,3,7,1,3,7,1,3,5) plus floor(9th digit × 5 / 10); check = (10 − sum mod 10) mod 10.
 */
export function hasValidBusinessNumberChecksum(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = 0;
  WEIGHTS.forEach((weight, i) => {
    sum += (d[i] ?? 0) * weight;
  });
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/**
 * The stored form (ten digits) of a business number as typed, `123-45-67890` or `1234567890`;
 * null when it is not in either form or its check digit is wrong.
 */
export function normalizeBusinessNumber(input: string): string | null {
  const match = TYPED_FORM.exec(input.trim());
  if (!match) return null;
  const digits = `${match[1]}${match[2]}${match[3]}`;
  return hasValidBusinessNumberChecksum(digits) ? digits : null;
}

/** Display form of a stored business number: `1248100998` → `124-81-00998` (else unchanged). */
export function formatBusinessNumber(stored: string): string {
  if (!/^\d{10}$/.test(stored)) return stored;
  return `${stored.slice(0, 3)}-${stored.slice(3, 5)}-${stored.slice(5)}`;
}
