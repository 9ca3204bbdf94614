import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ACTIONS, AUDIT_SOURCES, FINDING_CODES } from '@bus/domain';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['ko', 'en', 'ja'] as const;

function catalogue(language: string): Record<string, unknown> {
  const file = join(import.meta.dirname, '..', '..', '..', 'locales', language, 'superAdmin.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

function lookup(tree: Record<string, unknown>, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    tree,
  );
}

describe.each(LANGUAGES)('superAdmin catalogue (%s)', (language) => {
  const texts = catalogue(language);

  it('titles every finding a check can report', () => {
    const missing = FINDING_CODES.filter((code) => {
      const [area, rest] = code.split(/\.(.*)/s) as [string, string];
      return typeof lookup(texts, ['findings', area, rest]) !== 'string';
    });
    expect(missing).toEqual([]);
  });

  it('has a sentence for every audit action and a name for every source', () => {
    const missing = AUDIT_ACTIONS.filter(
      (action) => typeof lookup(texts, ['audit', 'messages', ...action.split('.')]) !== 'string',
    );
    expect(missing).toEqual([]);
    expect(
      AUDIT_SOURCES.filter(
        (source) => typeof lookup(texts, ['audit', 'sources', source]) !== 'string',
      ),
    ).toEqual([]);
  });
});
