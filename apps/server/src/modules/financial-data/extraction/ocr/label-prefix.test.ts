import { describe, expect, it } from 'vitest';
import { levelStyle, markerStyle, printMarker, splitMarker } from './label-prefix';

describe('splitMarker', () => {
  it.each([
    [['Ⅱ.', '비유동자산'], 'Ⅱ.', '비유동자산'],
    [['(3)', '감가상각누계액(건물)'], '(3)', '감가상각누계액(건물)'],
    [['1', '매입채무'], '1', '매입채무'],
    [['피', '.', '유동부채'], '피.', '유동부채'],
    [['.(10)', '지급임차료'], '(10)', '지급임차료'],
  ])('splits the marker off %j', (words, marker, name) => {
    expect(splitMarker(words, 'balance_sheet')).toMatchObject({ marker, name });
  });

  it('keeps a spaced-out total whole (자 산 총 계 is no marker and a name)', () => {
    expect(splitMarker(['자', '산', '총', '계'], 'balance_sheet').marker).toBeNull();
  });
});

describe('levelStyle', () => {
  it('takes a level whose markers read as garbled letters and digits for Roman numerals', () => {
    expect(levelStyle(['1.', '1.', '피.', '10.', '\\.', '빈.', '비|,', '0.'])).toBe('roman');
  });

  it('takes a level of plain numbers for arabic numbering', () => {
    expect(levelStyle(['1.', '2.', '3', '4.'])).toBe('arabic');
  });

  it('reads circled and bracketed markers as such', () => {
    expect(markerStyle('③')).toBe('circled');
    expect(markerStyle('(12)')).toBe('paren');
    expect(printMarker('roman', 10)).toBe('Ⅹ.');
    expect(printMarker('circled', 2)).toBe('②');
  });
});
