import { normalizeLabel } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr-engine';
import { recoverLabels } from './recover-labels';

/** A label's words as OCR gives them, starting at `x` on a row of height 30. */
function words(x: number, ...texts: string[]): OcrWord[] {
  let left = x;
  return texts.map((text) => {
    const word = {
      text,
      confidence: 90,
      bbox: { x0: left, y0: 0, x1: left + 20 * text.length, y1: 30 },
    };
    left = word.bbox.x1 + 12;
    return word;
  });
}

describe('recoverLabels', () => {
  it('numbers markers by their level and place, whatever OCR made of them', () => {
    const labels = recoverLabels(
      [
        words(10, '1.', '유동자산'),
        words(50, '1', '현금및현금성자산'),
        words(50, '2.', '매출채권'),
        words(10, '피.', '비유동자산'),
        words(50, '1.', '토지'),
      ],
      'balance_sheet',
    );
    expect(labels.map((l) => l.label)).toEqual([
      'Ⅰ. 유동자산',
      '1. 현금및현금성자산',
      '2. 매출채권',
      'Ⅱ. 비유동자산',
      '1. 토지',
    ]);
    expect(labels.map((l) => l.level)).toEqual([0, 1, 1, 0, 1]);
  });

  it('snaps a misread name to the one account it can only be, qualifier included', () => {
    const [vehicles, contra] = recoverLabels(
      [words(10, '(6)', '자량운반구'), words(10, '(7)', '감가상각누계액(기계장지)')],
      'balance_sheet',
    );
    expect(normalizeLabel(vehicles?.label ?? '')).toBe('차량운반구');
    expect(normalizeLabel(contra?.label ?? '')).toBe('감가상각누계액(기계장치)');
  });

  it('keeps a name it cannot place and marks it uncertain', () => {
    const [line] = recoverLabels([words(10, '뷁궯쀍')], 'balance_sheet');
    expect(line).toMatchObject({ label: '뷁궯쀍', uncertain: true });
  });
});
