import type { InvestmentField } from '@bus/domain';
import type { TFunction } from 'i18next';

/**
 * The domain says in Korean where an auto-loaded field came from (packages/domain/src/costing/
 * investment-inputs.ts `FieldSource.source`, e.g. "자본총계(당기)"); an English screen showed those
 * words as they were (issue 18 §5). Each description maps to a key under `investment:sources`;
 * the four deductions name their account, which the screen already labels by field.
 */
const SOURCE_KEYS: Record<string, string> = {
  '(유형자산 − 토지)의 전기·당기 평균': 'tangibleAverage',
  '유형자산 − 토지(당기)': 'tangibleCurrent',
  '재평가잉여금(당기)': 'revaluation',
  '당기총운송원가 + 판매비와관리비': 'operatingFromStatements',
  '매출원가 + 판매비와관리비': 'operatingFromCostOfSales',
  '운송원가 + 관리비(분류된 원가 항목, 제외 항목 빼고)': 'operatingFromLines',
  '자본총계(당기)': 'equity',
  '자산총계 − 부채총계(당기)': 'equityFromTotals',
  '부채총계(당기)': 'debt',
  '자산총계 − 자본총계(당기)': 'debtFromTotals',
  '법정 기준 5.62% (고정)': 'equityRate',
  '차입금평균이자율(당기) ÷ 100': 'debtRate',
  '법인세율 기본값 22%': 'corporateTaxRate',
};

/** "퇴직급여(분류된 원가 항목)", "감가상각비(원가명세서 + 판매비와관리비)". */
const DEDUCTION_SOURCES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^[^(]+\(분류된 원가 항목\)$/, 'deductionFromLines'],
  [/^[^(]+\(원가명세서 \+ 판매비와관리비\)$/, 'deductionFromStatements'],
];

/** The key of a source description, or null for one this screen does not know yet. */
export function sourceKey(source: string): string | null {
  const exact = SOURCE_KEYS[source];
  if (exact) return exact;
  return DEDUCTION_SOURCES.find(([pattern]) => pattern.test(source))?.[1] ?? null;
}

/**
 * The source in the reader's language. An unknown description shows as the domain wrote it, so
 * a new rule is never hidden (the test of this file lists every description the domain gives).
 */
export function sourceText(source: string, field: InvestmentField | string, t: TFunction): string {
  const key = sourceKey(source);
  if (!key) return source;
  return t(`investment:sources.${key}`, { account: t(`investment:fields.${field}`) });
}
