import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

describe('csvText', () => {
  it('writes a BOM, quotes cells with commas or quotes, and leaves empty cells empty', () => {
    expect(
      csvText([
        ['자산명', '금액'],
        ['버스 "A", 2대', 1000],
        [null, -5],
      ]),
    ).toBe('\uFEFF자산명,금액\r\n"버스 ""A"", 2대",1000\r\n,-5\r\n');
  });
});
