/**
 * How strong AUTH_SECRET looks (issue 18 §1 "weak or default secrets"). A secret cannot be proved
 * random; these rules catch what people actually deploy: the development placeholder, a word
 * with "change me" in it, a short or repetitive string.
 */

/** AUTH_SECRET must have at least this many characters (config.ts refuses fewer). */
export const SECRET_MIN_LENGTH = 32;
/**
 * Shannon entropy of the characters times the length, at least this many bits. `openssl rand
 * -base64 32` (~200) and `-hex 32` (~240) pass; a sentence or a repeated pattern does not.
 */
export const SECRET_MIN_ENTROPY_BITS = 100;
/** And at least this many different characters. */
export const SECRET_MIN_DISTINCT = 10;

/** Words that mark a value as a placeholder somebody meant to replace. */
const PLACEHOLDER_MARKERS = [
  'change-me',
  'changeme',
  'change_me',
  'placeholder',
  'insecure',
  'example',
  'replace',
  'default',
  'development',
];

/** Estimated bits: per-character Shannon entropy of the string times its length. */
export function entropyBits(secret: string): number {
  const characters = Array.from(secret);
  if (characters.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let perCharacter = 0;
  for (const n of counts.values()) {
    const p = n / characters.length;
    perCharacter -= p * Math.log2(p);
  }
  return Math.round(perCharacter * characters.length);
}

export type SecretVerdict =
  | { kind: 'placeholder' }
  | { kind: 'weak'; length: number; entropyBits: number; distinct: number }
  | { kind: 'ok'; length: number; entropyBits: number };

/** The verdict on a secret; `knownPlaceholder` is the development default of config.ts. */
export function judgeSecret(secret: string, knownPlaceholder: string): SecretVerdict {
  const lower = secret.toLowerCase();
  if (secret === knownPlaceholder || PLACEHOLDER_MARKERS.some((word) => lower.includes(word))) {
    return { kind: 'placeholder' };
  }
  const length = Array.from(secret).length;
  const bits = entropyBits(secret);
  const distinct = new Set(secret).size;
  if (
    length < SECRET_MIN_LENGTH ||
    bits < SECRET_MIN_ENTROPY_BITS ||
    distinct < SECRET_MIN_DISTINCT
  ) {
    return { kind: 'weak', length, entropyBits: bits, distinct };
  }
  return { kind: 'ok', length, entropyBits: bits };
}
