import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../lib/i18n';

const root = dirname(fileURLToPath(import.meta.url));
/** Korean is the source text; every other offered language must match its files and keys. */
const SOURCE = DEFAULT_LANGUAGE;
const TRANSLATIONS = SUPPORTED_LANGUAGES.filter((language) => language !== SOURCE);

/**
 * Placeholders that name the same value in two spellings: the period pickers pass the month both
 * as `month` (1–12, "2024년 1월") and as `mm` ('01'–'12', "2024-01"); planning-period-select.tsx.
 */
const SAME_VALUE: Readonly<Record<string, string>> = { mm: 'month' };

/** Dotted paths of every leaf (strings, numbers, arrays count as one value). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function namespaces(language: string): string[] {
  return readdirSync(join(root, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function read(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8'));
}

function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], data);
}

/** The texts of one value: a string, or each item of a list (landing, help, privacy). */
function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * What the code fills into a text and what it renders around it: `{{name}}` placeholders (by name,
 * so a Korean-only formatter such as `{{x, josa(…)}}` matches a plain `{{x}}`), `$t(…)` nestings
 * and `<tag>` components. A translation that drops or renames one shows a raw `{{` or loses a link.
 */
function slots(text: string): string[] {
  const variables = [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map(
    ([, name = '']) => `{{${SAME_VALUE[name] ?? name}}}`,
  );
  const nestings = [...text.matchAll(/\$t\(([^)]*)\)/g)].map(([whole]) => whole);
  const tags = [...text.matchAll(/<\/?[A-Za-z0-9]+\s*\/?>/g)].map(([tag]) =>
    tag.replace(/\s/g, ''),
  );
  return [...new Set([...variables, ...nestings, ...tags])].sort();
}

function expectFilled(language: string, namespace: string, data: unknown): void {
  for (const path of keyPaths(data)) {
    const value = valueAt(data, path);
    const where = `${language} ${namespace}.${path}`;
    expect(Array.isArray(value) ? value.length : value, where).toBeTruthy();
    for (const text of texts(value)) expect(text.trim(), where).not.toBe('');
  }
}

describe('locales', () => {
  it('offers at least Korean, English and Japanese', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(expect.arrayContaining(['ko', 'en', 'ja']));
  });

  it.each(namespaces(SOURCE))(`%s: ${SOURCE} has no empty text`, (namespace) => {
    expectFilled(SOURCE, namespace, read(SOURCE, namespace));
  });

  describe.each(TRANSLATIONS)('%s', (language) => {
    it(`has exactly the namespace files of ${SOURCE}`, () => {
      expect(namespaces(language)).toEqual(namespaces(SOURCE));
    });

    it.each(namespaces(SOURCE))(
      `%s: the keys of ${SOURCE}, no empty text, the same placeholders and tags`,
      (namespace) => {
        const source = read(SOURCE, namespace);
        const translation = read(language, namespace);
        expect(keyPaths(translation).sort()).toEqual(keyPaths(source).sort());
        expectFilled(language, namespace, translation);
        for (const path of keyPaths(source)) {
          const where = `${language} ${namespace}.${path}`;
          const sourceTexts = texts(valueAt(source, path));
          const translated = texts(valueAt(translation, path));
          expect(translated.length, `${where}: list length`).toBe(sourceTexts.length);
          sourceTexts.forEach((text, index) => {
            expect(slots(translated[index] ?? ''), where).toEqual(slots(text));
          });
        }
      },
    );
  });
});
