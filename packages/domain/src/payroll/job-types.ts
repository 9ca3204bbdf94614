import type { PayrollJobKey } from './types';

/**
 * Words that name a job type (ADR 0013 "Job values"), tried in this order: directors first
 * (대표이사 is a director before 이사 or 대표 could mean anything else; 관리이사 is a director),
 * then mechanics (정비기사 is a mechanic, not a 기사), then drivers, then office staff.
 */
const JOB_WORDS: ReadonlyArray<{ jobType: PayrollJobKey; words: readonly string[] }> = [
  {
    jobType: 'director',
    words: ['대표이사', '대표', '임원', '이사', '감사', '사장', '전무', '상무', '회장'],
  },
  { jobType: 'mechanic', words: ['정비'] },
  { jobType: 'driver', words: ['운전', '승무', '기사', '운수종사'] },
  {
    jobType: 'office',
    words: [
      '관리',
      '사무',
      '총무',
      '경리',
      '회계',
      '인사',
      '영업소',
      '배차',
      '노무',
      '직원',
      '영업',
    ],
  },
];

/** Suffixes that only say "a job" or "a person" (운전직, 정비원): 직원 alone keeps its meaning. */
const JOB_SUFFIX = /[직원]$/;

/** Spaces and zero-width characters are not part of a label; full-width forms become ASCII. */
function compact(label: string): string {
  return label
    .normalize('NFKC')
    .replace(/[\s\u200B-\u200D\uFEFF]+/g, '')
    .trim();
}

/** Strips the trailing 직/원 while something of two letters or more is left. */
function stripSuffix(label: string): string {
  let s = label;
  while (JOB_SUFFIX.test(s) && s.length > 2) s = s.slice(0, -1);
  return s;
}

function byWords(label: string): PayrollJobKey | null {
  if (label.length === 0) return null;
  for (const { jobType, words } of JOB_WORDS) {
    if (words.some((word) => label.includes(word))) return jobType;
  }
  return null;
}

/**
 * The job type a register's job value names (ADR 0013 "Job values"): 운전직/운전원/승무원/버스기사/
 * 운수종사자 → driver, 정비직/정비사/정비반장 → mechanic, 관리직/사무직/총무/경리/배차/영업소장/노무
 * → office, 임원/대표이사/이사/감사/상무/전무/사장/회장 → director. Spaces are ignored, a
 * bracketed qualifier too (`운전직(촉탁)`) unless the job is only in brackets (`(정비)`). Null
 * for anything else: the reader keeps such rows as `other` for the user to correct.
 */
export function recogniseJobType(label: string): PayrollJobKey | null {
  const text = compact(label);
  const withoutQualifier = text.replace(/[([{［【][^)\]}］】]*[)\]}］】]/g, '');
  const bare = text.replace(/[()[\]{}［］【】]/g, '');
  return byWords(stripSuffix(withoutQualifier)) ?? byWords(stripSuffix(bare));
}
