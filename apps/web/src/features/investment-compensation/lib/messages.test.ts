import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/investment.json';
import ko from '../../../locales/ko/investment.json';
import { FALLBACK_CODES, INVESTMENT_RULES } from './messages';

const DOMAIN = join(import.meta.dirname, '../../../../../../packages/domain/src/costing');

/** Rule codes the domain emits: `rule: 'x'` objects and `warn('x', …)` calls. */
function domainRules(file: string): string[] {
  const text = readFileSync(join(DOMAIN, file), 'utf8');
  const found = [...text.matchAll(/rule: '([a-z_]+)'|warn\(\s*'([a-z_]+)'/g)];
  return found.map((m) => m[1] ?? m[2] ?? '');
}

describe('investment messages', () => {
  it('translates every rule the domain emits, in Korean and English', () => {
    const rules = [...domainRules('investment.ts'), ...domainRules('investment-inputs.ts')];
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules) expect(INVESTMENT_RULES).toContain(rule);
    for (const rule of INVESTMENT_RULES) {
      expect(ko.rules[rule], rule).toBeTruthy();
      expect(en.rules[rule], rule).toBeTruthy();
    }
  });

  it('names every fallback code of the auto-load in both languages', () => {
    const text = readFileSync(join(DOMAIN, 'investment-inputs.ts'), 'utf8');
    for (const code of FALLBACK_CODES) {
      expect(text, code).toContain(`'${code}'`);
      expect(ko.fallbacks[code]).toBeTruthy();
      expect(en.fallbacks[code]).toBeTruthy();
    }
  });
});
