import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_NAV } from './nav-items';

const locales = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
type Nav = { titles: Record<string, string>; short: Record<string, string> };
const nav = (language: string): Nav =>
  JSON.parse(readFileSync(join(locales, language, 'nav.json'), 'utf8')) as Nav;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s·]+/)
    .filter(Boolean);

describe.each(['ko', 'en', 'ja'])('%s navigation labels', (language) => {
  const { titles, short } = nav(language);

  it('has a title and a short label for every entry', () => {
    for (const entry of ALL_NAV) {
      expect(titles[entry.key], entry.key).toBeTruthy();
      expect(short[entry.key], entry.key).toBeTruthy();
    }
  });

  // One name per thing (issue 18 §5): the bar may shorten a screen's name, never rename it.
  it("shortens a title only with the title's own words", () => {
    for (const entry of ALL_NAV) {
      const title = words(titles[entry.key] ?? '');
      for (const word of words(short[entry.key] ?? ''))
        expect(title, `${entry.key}: "${word}"`).toContain(word);
    }
  });
});

it('lists financial support with the costing screens', () => {
  expect(ALL_NAV.map((entry) => entry.to)).toContain('/financial-support');
});
