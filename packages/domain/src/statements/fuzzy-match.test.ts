import { describe, expect, it } from 'vitest';
import {
  decomposeSyllable,
  FUZZY_MAX_DISTANCE,
  fuzzyMatchAccount,
  jamoDistance,
  needsOcrRecovery,
  recoverOcrMatch,
  toJamo,
} from './fuzzy-match';
import { mapStatement, matchAccount } from './match';
import { SAMPLE_COMPANIES, type SampleCompany, sampleStatement } from './test-fixtures';
import type { ExtractedStatement, ExtractionMethod, StatementType } from './types';
import { validateStatement } from './validate';

/**
 * The labels tesseract.js (kor, `4.0.0_best_int`, single-block page mode, as read-image.ts runs
 * it) read from fixtures/statements/<company>/statements-scan.png, line by line. Recorded once
 * from the real OCR output; the amounts it read are exactly those of the sample CSVs.
 */
const OCR_LABELS: Record<SampleCompany, readonly string[]> = {
  A_city_bus_300: [
    '매출액',
    '운 송수입',
    '재 정 지 원 금 수입',
    '광고수입',
    '매출원가',
    '매 출 총 이익',
    '판 매 비 와관리비',
    '임 원 급여',
    '급여',
    '퇴 직 급여',
    '복 리 후 생 비',
    '여 비 교통비',
    '기 업 업 무추진비',
    '통신비',
    '수도광열 비',
    '세 금 과 공과',
    '감가상각비',
    '무형 자산상각비',
    '지 급 임차료',
    '수 선 비',
    '보험료',
    '차 량 유지비',
    '교 육 훈련비',
    '도 서 인쇄비',
    '소 모 품 비',
    '지 급 수수료',
    '광고선 전 비',
    '대 손 상각비',
    '명 워 의 의',
    '영 업 외 수익',
    '이 자수익',
    '유형 자산 처 분 이익',
    '잡 이 익',
    '영 의 외 비 를',
    '이 자 비용',
    '유형 자산 처 분 손실',
    '기 튜 큼',
    '잡 손실',
    '법 인 세 비 용 차감전 순 이익',
    '법 인 세 비용',
    '당기 순이익',
  ],
  B_intercity_small: [
    '매출액',
    '운 송 수입',
    '소 화 물 운 송 수입',
    '손 실 보 상 금 수입',
    '매출원가',
    '매 출 총 이익',
    '판 매 비 와 관리비',
    '임 원 급여',
    '급여',
    '퇴 직 급여',
    '복 리 후 생 비',
    '여 비 교통비',
    '접대비',
    '통신비',
    '세 금 과 공과',
    '감 가상각비',
    '지 급 임차료',
    '보험료',
    '지 급 수수료',
    '소 모 품 비',
    '대 손 상각비',
    '영 월 의 리',
    '영 업 외 수익',
    '이 자수익',
    '유 형 자산 처 분 이익',
    '집 이익',
    '영 업 외 비용',
    '이 자 비용',
    '잡 손실',
    '법 인 세 차 감 전 순 이익',
    '법 인 세 등',
    '당 기 순이익',
  ],
};

/** The misread lines among them, with the account each one is (the sample CSV's line). */
const MISREADINGS: ReadonlyArray<{
  company: SampleCompany;
  read: string;
  id: string;
  name: string;
  previousId: string;
  nextId: string;
}> = [
  {
    company: 'A_city_bus_300',
    read: '명 워 의 의',
    id: 'is.operating_profit',
    name: '영업이익',
    previousId: 'is.bad_debt',
    nextId: 'is.non_operating_income',
  },
  {
    company: 'A_city_bus_300',
    read: '영 의 외 비 를',
    id: 'is.non_operating_expense',
    name: '영업외비용',
    previousId: 'is.miscellaneous_income',
    nextId: 'is.interest_expense',
  },
  {
    company: 'A_city_bus_300',
    read: '기 튜 큼',
    id: 'is.donations',
    name: '기부금',
    previousId: 'is.loss_on_disposal',
    nextId: 'is.miscellaneous_losses',
  },
  {
    company: 'B_intercity_small',
    read: '영 월 의 리',
    id: 'is.operating_profit',
    name: '영업이익',
    previousId: 'is.bad_debt',
    nextId: 'is.non_operating_income',
  },
  {
    company: 'B_intercity_small',
    read: '집 이익',
    id: 'is.miscellaneous_income',
    name: '잡이익',
    previousId: 'is.gain_on_disposal',
    nextId: 'is.non_operating_expense',
  },
];

/** The sample income statement with the OCR labels, as the OCR extractor hands it over. */
function scannedStatement(
  company: SampleCompany,
  extractor: ExtractionMethod = 'ocr',
): ExtractedStatement {
  const sample = sampleStatement(company, 'income_statement');
  const labels = OCR_LABELS[company];
  expect(labels).toHaveLength(sample.lines.length);
  return {
    ...sample,
    lines: sample.lines.map((line, i) => ({
      ...line,
      label: labels[i] ?? '',
      provenance: { extractor, sheet: null, page: 1, cell: null, position: `x=40,y=${i * 40}` },
    })),
  };
}

const IS = 'income_statement' satisfies StatementType;

describe('decomposeSyllable / toJamo', () => {
  it('splits a syllable into initial, medial and final by U+AC00 arithmetic', () => {
    expect(decomposeSyllable('가')).toEqual({ initial: 'ㄱ', medial: 'ㅏ', final: '' });
    expect(decomposeSyllable('영')).toEqual({ initial: 'ㅇ', medial: 'ㅕ', final: 'ㅇ' });
    expect(decomposeSyllable('힣')).toEqual({ initial: 'ㅎ', medial: 'ㅣ', final: 'ㅎ' });
    expect(decomposeSyllable('닭')).toEqual({ initial: 'ㄷ', medial: 'ㅏ', final: 'ㄺ' });
  });

  it('leaves other characters alone', () => {
    for (const ch of ['A', '1', '(', 'ㄱ', 'ㅏ', '', '가나'])
      expect(decomposeSyllable(ch)).toBeNull();
    expect(toJamo('영업이익')).toBe('ㅇㅕㅇㅇㅓㅂㅇㅣㅇㅣㄱ');
    expect(toJamo('연료비(LPG)')).toBe('ㅇㅕㄴㄹㅛㅂㅣ(LPG)');
  });
});

describe('jamoDistance', () => {
  it('is 0 for equal texts and 1 for texts with nothing in common', () => {
    expect(jamoDistance('영업이익', '영업이익')).toBe(0);
    expect(jamoDistance('가', 'A')).toBe(1);
    expect(jamoDistance('', '급여')).toBe(1);
  });

  it('counts a syllable by the share of its letters that differ, look-alikes half', () => {
    // 집 → 잡: one medial of nine letters.
    expect(jamoDistance('집이익', '잡이익')).toBeCloseTo(1 / 9);
    // 명 → 영: ㅁ and ㅇ are look-alikes.
    expect(jamoDistance('명', '영')).toBeCloseTo(0.5 / 3);
    expect(jamoDistance('명', '경')).toBeCloseTo(1 / 3);
    // A missing syllable costs one.
    expect(jamoDistance('여비', '여비교통비')).toBeCloseTo(3 / 5);
  });
});

describe('fuzzyMatchAccount', () => {
  it.each(MISREADINGS)(
    'reads $read ($company scan) as $name',
    ({ read, id, name, previousId, nextId }) => {
      const match = fuzzyMatchAccount(read, { statementType: IS, previousId, nextId });
      expect(match).toMatchObject({ standardId: id, canonicalName: name });
      expect(match?.confidence).toBeGreaterThanOrEqual(0.5);
      expect(match?.confidence).toBeLessThan(0.7);
      expect(match?.distance).toBeLessThanOrEqual(FUZZY_MAX_DISTANCE);
      // None of them is in the dictionary as read.
      expect(matchAccount(read, { statementType: IS }).standardId).toBeNull();
    },
  );

  it('leaves words that are not accounts unmatched', () => {
    const words = ['차량번호', '정비일자', '주행거리', '비고', '합계금액', '대표이사', '회사명'];
    words.push('영수증', '담당자', '운전기사', '차고지', '노선번호', '정류장', '배차간격');
    words.push('합계', '소계', '계정과목', '가', '');
    for (const statementType of ['balance_sheet', 'income_statement', 'cost_statement'] as const) {
      for (const word of words) expect(fuzzyMatchAccount(word, { statementType })).toBeNull();
    }
  });

  it('takes a far reading only where the order of the statement puts that account', () => {
    const read = '영 월 의 리';
    expect(fuzzyMatchAccount(read, { statementType: IS })).toBeNull();
    const misplaced = { previousId: 'is.interest_income', nextId: 'is.gain_on_disposal' };
    expect(fuzzyMatchAccount(read, { statementType: IS, ...misplaced })).toBeNull();
  });

  it('lets the order decide between two accounts equally close', () => {
    // 이자수용: one syllable from 이자수익 and one from 이자비용.
    expect(jamoDistance('이자수용', '이자수익')).toBeCloseTo(jamoDistance('이자수용', '이자비용'));
    expect(fuzzyMatchAccount('이자수용', { statementType: IS })).toBeNull();
    const income = { previousId: 'is.non_operating_income', nextId: 'is.gain_on_disposal' };
    const expense = { previousId: 'is.non_operating_expense', nextId: 'is.loss_on_disposal' };
    expect(fuzzyMatchAccount('이자수용', { statementType: IS, ...income })?.standardId).toBe(
      'is.interest_income',
    );
    expect(fuzzyMatchAccount('이자수용', { statementType: IS, ...expense })?.standardId).toBe(
      'is.interest_expense',
    );
  });

  it('does not give a garbled line an account another line already holds', () => {
    const ctx = { statementType: IS, previousId: 'is.gain_on_disposal' } as const;
    expect(fuzzyMatchAccount('집이익', ctx)?.standardId).toBe('is.miscellaneous_income');
    const takenIds = new Set(['is.miscellaneous_income']);
    expect(fuzzyMatchAccount('집이익', { ...ctx, takenIds })).toBeNull();
  });

  it('only looks at the accounts of the statement being read', () => {
    const ctx = { previousId: 'bs.cash', nextId: 'bs.inventories' };
    expect(fuzzyMatchAccount('영월의리', { statementType: 'balance_sheet', ...ctx })).toBeNull();
    expect(fuzzyMatchAccount('집이익', { statementType: 'cost_statement' })).toBeNull();
  });
});

describe('needsOcrRecovery / recoverOcrMatch', () => {
  it('reads again an unmatched line or one matched by a short name inside it', () => {
    const contained = matchAccount('임월급여', { statementType: IS });
    expect(contained).toMatchObject({ standardId: 'exp.salaries', confidence: 0.6 });
    expect(needsOcrRecovery(contained, IS)).toBe(true);
    expect(recoverOcrMatch('임월급여', contained, { statementType: IS })).toMatchObject({
      standardId: 'exp.executive_pay',
      canonicalName: '임원급여',
    });
  });

  it('keeps exact readings, including names of another statement', () => {
    expect(needsOcrRecovery(matchAccount('영업이익', { statementType: IS }), IS)).toBe(false);
    const foreign = matchAccount('미수수익', { statementType: IS });
    expect(foreign.standardId).toBe('bs.accrued_income');
    expect(needsOcrRecovery(foreign, IS)).toBe(false);
  });
});

describe.each(SAMPLE_COMPANIES)('mapStatement of the %s scan (OCR labels)', (company) => {
  it('maps every line to the account of the source CSV and verifies the statement', () => {
    const expected = mapStatement(sampleStatement(company, 'income_statement'));
    const mapped = mapStatement(scannedStatement(company));
    expect(mapped.map((m) => m.standardId)).toEqual(expected.map((m) => m.standardId));
    expect(mapped.map((m) => m.section)).toEqual(expected.map((m) => m.section));
    expect(mapped.every((m) => m.standardId !== null)).toBe(true);
    expect(validateStatement(IS, mapped)).toEqual({ status: 'verified', messages: [] });
  });

  it('names a recovered line canonically and keeps what OCR read', () => {
    const mapped = mapStatement(scannedStatement(company));
    for (const misread of MISREADINGS.filter((m) => m.company === company)) {
      const line = mapped.find((m) => m.originalName === misread.read);
      expect(line).toMatchObject({ standardId: misread.id, name: misread.name });
      expect(line?.confidence).toBeGreaterThanOrEqual(0.5);
      expect(line?.confidence).toBeLessThan(0.7);
    }
  });

  it('never reads typed text fuzzily', () => {
    const mapped = mapStatement(scannedStatement(company, 'pdf_text'));
    for (const misread of MISREADINGS.filter((m) => m.company === company)) {
      const line = mapped.find((m) => m.originalName === misread.read);
      expect(line).toMatchObject({ standardId: null, confidence: 0 });
    }
    expect(validateStatement(IS, mapped).status).not.toBe('verified');
  });
});
