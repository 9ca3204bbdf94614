import type { StatementType } from './types';

/**
 * accounts.md "Normalisation rules" 2: outline markers printed before a label — Roman numerals
 * (Ⅰ.–Ⅻ., also ASCII I./II./IV.), circled numbers (①–⑳), `1.`, `(1)`, `1)`, `가.`, `(가)`.
 * Applied after whitespace removal, repeatedly (`Ⅱ.1.급여`).
 */
const OUTLINE_MARKERS: readonly RegExp[] = [
  /^[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫⅰⅱⅲⅳⅴⅵⅶⅷⅸⅹ]+[.)．、]?/,
  /^(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})[.)．、]/,
  /^[①-⑳㉑-㉟❶-❿➀-➉]/,
  /^[(（]\d{1,3}[)）]/,
  /^\d{1,3}(?:\.\d{1,3})*[.)．、](?!\d)/,
  /^[(（][가-힣][)）]/,
  /^[가나다라마바사아자차카타파하][.)．、]/,
  /^[-–—·•*ㆍ]+/,
];

/** accounts.md rule 3: result suffixes that do not change which total a line is. */
const RESULT_SUFFIX = /\((?:손실|이익|수익)\)$/;

/**
 * Normalises a printed account label for matching (accounts.md "Normalisation rules" 1–4):
 * removes all whitespace, strips leading outline markers, drops `(손실)`/`(이익)`/`(수익)`
 * suffixes and keeps every other parenthesised qualifier (`감가상각누계액(차량운반구)`).
 * Full-width parentheses become ASCII ones so variants compare equal.
 */
export function normalizeLabel(raw: string): string {
  let s = raw
    .normalize('NFC')
    .replace(/\s+/g, '')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')');
  let changed = true;
  while (changed && s.length > 0) {
    changed = false;
    for (const marker of OUTLINE_MARKERS) {
      const next = s.replace(marker, '');
      if (next !== s && next.length > 0) {
        s = next;
        changed = true;
      }
    }
  }
  while (RESULT_SUFFIX.test(s)) s = s.replace(RESULT_SUFFIX, '');
  return s;
}

/** Title words that start a statement, most specific first (data-center-board-admin.md §4). */
const TITLE_PATTERNS: ReadonlyArray<{ type: StatementType; words: readonly string[] }> = [
  {
    type: 'cost_statement',
    words: [
      '운송원가명세서',
      '제조원가명세서',
      '용역원가명세서',
      '공사원가명세서',
      '매출원가명세서',
      '원가명세서',
    ],
  },
  {
    type: 'income_statement',
    words: ['포괄손익계산서', '손익계산서', '손익계산표'],
  },
  {
    type: 'balance_sheet',
    words: ['재무상태표', '대차대조표', '재무상태보고서'],
  },
];

const ENGLISH_TITLES: ReadonlyArray<{ type: StatementType; pattern: RegExp }> = [
  {
    type: 'cost_statement',
    pattern:
      /^(statementof)?(costofgoods|costof(transport|sales|services)|manufacturingcost|cost)statement|^statementofcost/i,
  },
  {
    type: 'income_statement',
    pattern:
      /^(statementof)?(comprehensive)?income(statement)?$|^incomestatement|^profitandloss|^statementof(comprehensive)?income/i,
  },
  { type: 'balance_sheet', pattern: /^balancesheet|^statementoffinancialposition/i },
];

/**
 * Tells whether a line or sheet name is the title of a statement (재무상태표/대차대조표,
 * 손익계산서/포괄손익계산서, 운송원가명세서/제조원가명세서/원가명세서 …) and which one.
 * The title may carry a prefix or a period (`제15기 손익계산서`, `1. 재무상태표(2024)`) but
 * not a sentence around it: long lines are not titles.
 */
export function isStatementTitle(text: string): StatementType | null {
  const s = normalizeLabel(text).replace(/[[\]<>《》〈〉「」『』"']/g, '');
  if (s.length === 0 || s.length > 40) return null;
  for (const { type, words } of TITLE_PATTERNS) {
    for (const word of words) {
      const at = s.indexOf(word);
      if (at >= 0 && at <= 12) return type;
    }
  }
  const ascii = s.replace(/[^A-Za-z]/g, '');
  for (const { type, pattern } of ENGLISH_TITLES) {
    if (pattern.test(ascii)) return type;
  }
  return null;
}
