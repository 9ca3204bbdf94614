import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr-engine';
import { pageTable } from './page-table';

function word(text: string, x0: number, x1: number, row: number, confidence = 90): OcrWord {
  return { text, confidence, bbox: { x0, x1, y0: row * 40, y1: row * 40 + 24 } };
}

describe('pageTable', () => {
  const words = [
    word('제7기', 300, 420, 0),
    word('2024년', 430, 520, 0),
    word('31일까지', 900, 1140, 0),
    word('1.', 180, 200, 1),
    word('유동자산', 210, 320, 1),
    word('2622,600,0002,990,500,000', 965, 1558, 1, 0),
    word('현금', 210, 260, 2),
    word('ㅇ', 700, 705, 2, 10),
    word('1,867,600,000', 981, 1163, 2),
    word('2,287,500,000', 1354, 1540, 2),
    word('미수금', 210, 290, 3),
    word('(36,000,000', 1010, 1150, 3),
    word(')', 1152, 1163, 3),
    word('(34,000,000)', 1380, 1540, 3),
  ];
  const table = pageTable(words);

  it('finds the amount columns by the right edges of the amounts', () => {
    expect(table.columns).toHaveLength(2);
  });

  it('splits two amounts read as one word and joins an amount read in pieces', () => {
    const values = table.rows.map((r) => r.cells.map((c) => c?.reading.value ?? null));
    expect(values[1]).toEqual([2_622_600_000, 2_990_500_000]);
    expect(values[3]).toEqual([-36_000_000, -34_000_000]);
  });

  it('reads no amounts in a line of text over the columns, and no specks in a label', () => {
    expect(table.rows[0]?.cells).toEqual([null, null]);
    expect(table.rows[2]?.label.map((w) => w.text)).toEqual(['현금']);
  });
});
