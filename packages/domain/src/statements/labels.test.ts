import { describe, expect, it } from 'vitest';
import { isStatementTitle, normalizeLabel } from './labels';

describe('normalizeLabel', () => {
  it('removes all whitespace', () => {
    expect(normalizeLabel('자 산 총 계')).toBe('자산총계');
    expect(normalizeLabel('판매비와 관리비')).toBe('판매비와관리비');
    expect(normalizeLabel(' 매 출 액 ')).toBe('매출액');
  });

  it('strips Roman, circled, numbered and Korean outline markers', () => {
    expect(normalizeLabel('Ⅰ. 매출액')).toBe('매출액');
    expect(normalizeLabel('Ⅳ. 당기총운송원가')).toBe('당기총운송원가');
    expect(normalizeLabel('IV. 영업이익')).toBe('영업이익');
    expect(normalizeLabel('① 급여')).toBe('급여');
    expect(normalizeLabel('1. 유동자산')).toBe('유동자산');
    expect(normalizeLabel('(1) 당좌자산')).toBe('당좌자산');
    expect(normalizeLabel('가. 급여')).toBe('급여');
    expect(normalizeLabel('2. 1. 급여')).toBe('급여');
  });

  it('does not take a number that is part of the name for a marker', () => {
    expect(normalizeLabel('4대보험료')).toBe('4대보험료');
  });

  it('drops (손실), (이익) and (수익) suffixes', () => {
    expect(normalizeLabel('영업이익(손실)')).toBe('영업이익');
    expect(normalizeLabel('당기순이익 (손실)')).toBe('당기순이익');
    expect(normalizeLabel('법인세비용(수익)')).toBe('법인세비용');
  });

  it('keeps other parenthesised qualifiers', () => {
    expect(normalizeLabel('감가상각누계액(차량운반구)')).toBe('감가상각누계액(차량운반구)');
    expect(normalizeLabel('연료비（CNG）')).toBe('연료비(CNG)');
  });
});

describe('isStatementTitle', () => {
  it('recognises the titles of the three statements and their older names', () => {
    expect(isStatementTitle('재 무 상 태 표')).toBe('balance_sheet');
    expect(isStatementTitle('대차대조표')).toBe('balance_sheet');
    expect(isStatementTitle('제15기 손익계산서')).toBe('income_statement');
    expect(isStatementTitle('포괄손익계산서')).toBe('income_statement');
    expect(isStatementTitle('운송원가명세서')).toBe('cost_statement');
    expect(isStatementTitle('제조원가명세서 (2024)')).toBe('cost_statement');
    expect(isStatementTitle('Statement of Financial Position')).toBe('balance_sheet');
  });

  it('does not take account lines or sentences for titles', () => {
    expect(isStatementTitle('매출액')).toBeNull();
    expect(isStatementTitle('매출원가')).toBeNull();
    expect(
      isStatementTitle(
        '주석 12에서 설명하는 바와 같이 회사는 손익계산서상 매출원가를 운송원가명세서에 따라 계상하였습니다',
      ),
    ).toBeNull();
  });
});
