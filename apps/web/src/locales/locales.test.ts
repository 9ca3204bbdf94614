import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));
const LANGUAGES = ['ko', 'en'] as const;
/** Partial languages: any subset of ko's files and keys; English shows for the rest (i18n.ts). */
const PARTIAL_LANGUAGES = ['ja'] as const;

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

describe('locales', () => {
  it('has the same namespace files in ko and en', () => {
    expect(namespaces('en')).toEqual(namespaces('ko'));
  });

  it.each(namespaces('ko'))('%s: ko and en have the same keys and no empty text', (namespace) => {
    const [ko, en] = LANGUAGES.map((language) => read(language, namespace));
    expect(keyPaths(en).sort()).toEqual(keyPaths(ko).sort());
    for (const [language, data] of [
      ['ko', ko],
      ['en', en],
    ] as const) {
      for (const path of keyPaths(data)) {
        const value = valueAt(data, path);
        expect(
          typeof value === 'string' ? value.trim() : value,
          `${language} ${namespace}.${path}`,
        ).toBeTruthy();
      }
    }
  });

  describe.each(PARTIAL_LANGUAGES)('%s', (language) => {
    it('has only namespace files that ko has, including the shell ones', () => {
      expect(namespaces('ko')).toEqual(expect.arrayContaining(namespaces(language)));
      expect(namespaces(language)).toEqual(expect.arrayContaining(['common', 'nav']));
    });

    it.each(namespaces(language))('%s: only keys that ko has, none empty', (namespace) => {
      const partial = read(language, namespace);
      const koKeys = new Set(keyPaths(read('ko', namespace)));
      for (const path of keyPaths(partial)) {
        expect(koKeys.has(path), `${language} ${namespace}.${path} is not in ko`).toBe(true);
        const value = valueAt(partial, path);
        expect(typeof value === 'string' ? value.trim() : value, path).toBeTruthy();
      }
    });
  });
});
