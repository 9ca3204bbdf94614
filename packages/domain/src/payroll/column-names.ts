import { jamoDistance } from '../statements/fuzzy-match';
import type { PayrollField } from './types';

/**
 * The Korean column names of payroll registers (급여대장) and what each holds (ADR 0013 "What is
 * read and what is kept"). Tried in order: the specific before the general (연장근로수당 is
 * overtime before it is a 수당, 퇴직급여 is not 급여, 연장근로시간 is hours, not pay).
 */
const NAME_RULES: ReadonlyArray<{ pattern: RegExp; field: PayrollField }> = [
  { pattern: /주민(등록)?번호|외국인(등록)?번호|주민등록|외국인등록/, field: 'residentNumber' },
  // Known columns that hold nothing a cost includes: birth dates, sequence numbers, remarks, hours.
  {
    pattern:
      /생년월일|^(no\.?|번호|순번|연번)$|비고|메모|적요|입사|퇴사|^근속(연수|기간|년수)?$|계좌|은행|시간$|시간수|일수$/i,
    field: 'ignored',
  },
  { pattern: /실지급|차인지급|실수령|차감지급/, field: 'ignored' },
  { pattern: /공제/, field: 'ignored' },
  // 퇴직연금(회사부담) is the retirement accrual, not social insurance.
  { pattern: /퇴직/, field: 'retirement' },
  { pattern: /(사업주|회사|사용자|법인)(부담|분)/, field: 'employerInsurance' },
  {
    pattern: /국민연금|건강보험|장기요양|고용보험|산재|소득세|주민세|지방소득|보험료|연말정산|가불/,
    field: 'ignored',
  },
  {
    pattern:
      /지급합계|총지급|지급액계|지급총액|급여총액|총급여|지급계|급여합계|급여계|임금총액|^지급액$/,
    field: 'grossPay',
  },
  { pattern: /연장|시간외|야간|휴일|특근|초과근무|잔업/, field: 'overtime' },
  { pattern: /상여|성과급|성과금|인센티브|격려금/, field: 'bonuses' },
  { pattern: /기본급|본봉|기본임금|^(기본|급여|월급|봉급)$/, field: 'basePay' },
  { pattern: /수당|식대|식비/, field: 'allowances' },
  {
    pattern: /^(사번|사원번호|직원번호|사원코드|직원코드|사원id|사원no|개인번호)$/i,
    field: 'employeeNo',
  },
  { pattern: /^(성명|이름|사원명|직원명|성함|근로자명)$/, field: 'name' },
  {
    pattern:
      /^(귀속월|지급월|월|귀속연월|귀속년월|귀속년도월|급여월|지급연월|지급년월|해당월|연월|년월)$/,
    field: 'month',
  },
];

/**
 * Job columns, best first: 직종 names the job itself, 부서 only where it works, 직책/직위 a rank
 * (ADR 0013: 직종 preferred over 부서 when both are printed).
 */
const JOB_COLUMN_NAMES = ['직종', '직군', '직무', '구분', '업무', '부서', '소속', '직책', '직위'];

/** An upper header row above insurance columns that makes them the employer's share. */
const EMPLOYER_GROUP = /사업주|(회사|사용자|법인)(부담|분)/;
const INSURANCE = /국민연금|건강보험|장기요양|고용보험|산재|4대보험|보험료/;

/**
 * Names an OCR misreading is measured against (one syllable wrong in 연장근로수당 is still it):
 * three letters or more, as two-letter names come too close to each other (직종 ~ 직위).
 */
const CANONICAL_NAMES = [
  '사원번호',
  '주민등록번호',
  '외국인등록번호',
  '기본급',
  '제수당',
  '연장근로수당',
  '야간근로수당',
  '휴일근로수당',
  '상여금',
  '지급합계',
  '퇴직급여',
  '국민연금',
  '건강보험',
  '고용보험',
  '소득세',
  '지방소득세',
  '공제합계',
  '실지급액',
  '차인지급액',
  '귀속월',
];
/** At most one letter in four wrong: 기본금 for 기본급 (0.11), not 상여 for 성명. */
const OCR_NAME_DISTANCE = 0.25;

/** What a header cell names: its field, and for a job column its rank (0 = best). */
export type ColumnName = { field: PayrollField; known: boolean; jobRank: number | null };

/** Header text as compared: no spaces, full-width forms folded, no bracketed unit (`(원)`). */
export function compactHeader(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s\u200B-\u200D\uFEFF]+/g, '')
    .replace(/\((원|천원|단위:?원|월|년|연간)\)$/, '');
}

function byRules(text: string): ColumnName | null {
  for (const { pattern, field } of NAME_RULES) {
    if (pattern.test(text)) return { field, known: true, jobRank: null };
  }
  const jobRank = JOB_COLUMN_NAMES.findIndex((name) => text.includes(name));
  return jobRank >= 0 ? { field: 'jobType', known: true, jobRank } : null;
}

function byOcrReading(text: string): ColumnName | null {
  if ([...text].length < 3) return null;
  let best: { name: string; distance: number } | null = null;
  for (const name of CANONICAL_NAMES) {
    const distance = jamoDistance(text, name);
    if (distance <= OCR_NAME_DISTANCE && (!best || distance < best.distance)) {
      best = { name, distance };
    }
  }
  return best ? byRules(best.name) : null;
}

/**
 * Recognises a register's column name (ADR 0013): 사번/사원번호, 성명/이름, 주민등록번호,
 * 직종/직군/직무/직책/직위/구분/부서, 귀속월, 기본급/본봉, 수당 columns, 상여/성과급, 연장·야간·휴일
 * 근로수당, 퇴직급여/퇴직충당금, 4대보험 사업주부담, 지급합계; employee deductions, net pay and
 * remarks are known but ignored. `group` is the header printed above it (`사업주부담` over
 * 국민연금 makes it the employer's share). Unknown names are `ignored` with `known` false.
 */
export function recogniseColumnName(label: string, group: string | null = null): ColumnName {
  const text = compactHeader(label);
  if (text.length === 0) return { field: 'ignored', known: false, jobRank: null };
  const groupText = group ? compactHeader(group) : '';
  if (INSURANCE.test(text) && EMPLOYER_GROUP.test(groupText)) {
    return { field: 'employerInsurance', known: true, jobRank: null };
  }
  return byRules(text) ?? byOcrReading(text) ?? { field: 'ignored', known: false, jobRank: null };
}
