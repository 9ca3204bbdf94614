import {
  type AccountValues,
  investmentInputsFromStatements,
  type OperatingCostLine,
} from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sourceKey, sourceText } from './source-text';

const line = (id: string, current: number, previous: number | null = null): AccountValues =>
  ({ id, name: id, current, previous }) as unknown as AccountValues;

/**
 * Every source description the domain gives: with and without statements, with classified cost
 * lines and without, and with totals only (the fallbacks). Each must have a translation.
 */
function everySource(): string[] {
  const costLines: OperatingCostLine[] = [
    {
      name: '퇴직급여',
      standardId: 'exp.retirement_benefits',
      amount: 1,
      category: 'transportation_cost',
      excluded: false,
    },
  ];
  const totalsOnly = [line('bs.total_assets', 100), line('bs.total_equity', 40)];
  const runs = [
    investmentInputsFromStatements(undefined, undefined, undefined),
    investmentInputsFromStatements(
      [line('bs.ppe', 10, 8), line('bs.land', 1, 1)],
      [line('is.sga', 5)],
      undefined,
    ),
    investmentInputsFromStatements(
      [line('bs.ppe', 10)],
      [line('is.sga', 5), line('is.cost_of_sales', 7)],
      undefined,
    ),
    investmentInputsFromStatements(totalsOnly, undefined, undefined),
    investmentInputsFromStatements(
      [line('bs.total_assets', 100), line('bs.total_liabilities', 60)],
      undefined,
      undefined,
    ),
    investmentInputsFromStatements(undefined, undefined, undefined, { costLines }),
  ];
  return [...new Set(runs.flatMap((run) => Object.values(run.fields).map((f) => f.source)))];
}

describe('sourceText', () => {
  it('knows every description the domain gives', () => {
    const sources = everySource();
    expect(sources.length).toBeGreaterThan(12);
    expect(sources.filter((source) => sourceKey(source) === null)).toEqual([]);
  });

  it('shows the sources in English without Korean, and in Korean as the domain wrote them', async () => {
    await i18n.loadNamespaces('investment');
    const en = i18n.getFixedT('en');
    const ko = i18n.getFixedT('ko');
    await i18n.loadLanguages(['en', 'ko']);
    await i18n.loadNamespaces('investment');
    for (const source of everySource()) {
      expect(sourceText(source, 'retirementFund', en)).not.toMatch(/[가-힣]/);
    }
    expect(sourceText('자본총계(당기)', 'equity', en)).toBe('total equity (current year)');
    expect(sourceText('퇴직급여(분류된 원가 항목)', 'retirementFund', en)).toBe(
      'Retirement benefits (classified cost lines)',
    );
    expect(sourceText('자본총계(당기)', 'equity', ko)).toBe('자본총계(당기)');
  });
});
