import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each language reads as itself (issue 18 §5: English mode kept Korean hints, Korean mode said
 * "All rights reserved."). The e2e check (e2e/tests/shell.spec.ts) covers what the server and the
 * domain put on screen; this one covers every catalogue string, including those no test visits.
 */

const here = dirname(fileURLToPath(import.meta.url));
const HANGUL = /[\uAC00-\uD7A3]+(?:[ \uAC00-\uD7A3]*[\uAC00-\uD7A3])?/g;

/** Korean an English or Japanese text may quote as user input (quoted-korean.json says which). */
export const KOREAN_LITERALS = new Set<string>(
  JSON.parse(readFileSync(join(here, 'quoted-korean.json'), 'utf8')).words,
);

/** English a Korean text names as such: products and commands. */
const ENGLISH_NAMES = ['Google Authenticator', 'npm run bench'];

function strings(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => strings(child, `${where}.${key}`));
  return [];
}

function texts(language: string) {
  const folder = join(here, language);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      strings(JSON.parse(readFileSync(join(folder, file), 'utf8')), file.replace(/\.json$/, '')),
    );
}

/** Hangul words of a text that are not quoted input (KOREAN_LITERALS). */
export function koreanLeaks(text: string): string[] {
  const words = (text.match(HANGUL) ?? []).flatMap((run) => run.split(/\s+/));
  return words.filter((word) => !KOREAN_LITERALS.has(word));
}

/** English phrases (two or more words in a row) in a Korean text, placeholders and tags aside. */
export function englishPhrases(text: string): string[] {
  let rest = text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]+>/g, ' ');
  for (const name of ENGLISH_NAMES) rest = rest.replaceAll(name, ' ');
  return rest.match(/\b[A-Za-z][a-z]+(?: [A-Za-z][a-z]+)+\b/g) ?? [];
}

describe('language leaks in the catalogues', () => {
  it.each(['en', 'ja'])('%s has no Korean beyond quoted input', (language) => {
    const leaks = texts(language).flatMap(({ where, text }) =>
      koreanLeaks(text).map((word) => `${where}: ${word}`),
    );
    expect(leaks).toEqual([]);
  });

  it('ko has no English prose beyond product names', () => {
    const leaks = texts('ko').flatMap(({ where, text }) =>
      englishPhrases(text).map((phrase) => `${where}: ${phrase}`),
    );
    expect(leaks).toEqual([]);
  });

  it('finds the leaks the issue names', () => {
    expect(englishPhrases('© {{year}} 버스 운송원가 시스템. All rights reserved.')).toEqual([
      'All rights reserved',
    ]);
    expect(koreanLeaks('Source: 자본총계(당기)')).toEqual(['자본총계', '당기']);
    expect(koreanLeaks('Headers such as 일자 or 운송수입 are read')).toEqual([]);
  });
});
