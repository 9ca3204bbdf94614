import { describe, expect, it } from 'vitest';
import { documentGrams, highlightParts, parseSearch } from './search';

describe('board search keys', () => {
  it('indexes two-syllable Korean words by their bigrams', () => {
    const grams = documentGrams('시내버스 요금 조정');
    expect(grams).toEqual(expect.arrayContaining(['시내', '내버', '버스', '요금', '조정']));
    expect(grams).not.toContain('스요');
  });

  it('makes every query word a substring condition and its bigrams the index condition', () => {
    expect(parseSearch(' 요금  BRT ')).toEqual({
      words: ['요금', 'brt'],
      grams: ['요금', 'br', 'rt'],
    });
    expect(parseSearch('   ')).toBeNull();
    expect(parseSearch('가')).toEqual({ words: ['가'], grams: [] });
  });

  it('highlights every occurrence of the words, case-insensitively', () => {
    expect(highlightParts('BRT 요금과 brt', 'brt')).toEqual([
      { text: 'BRT', match: true },
      { text: ' 요금과 ', match: false },
      { text: 'brt', match: true },
    ]);
    expect(highlightParts('본문', '')).toEqual([{ text: '본문', match: false }]);
  });
});
