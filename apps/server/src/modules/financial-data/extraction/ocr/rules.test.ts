import { describe, expect, it } from 'vitest';
import { inkImage } from './grey-image';
import { removeRules } from './rules';

function draw(width: number, height: number, paint: (x: number, y: number) => boolean) {
  const ink = inkImage(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) ink.data[y * width + x] = paint(x, y) ? 1 : 0;
  return ink;
}

const inkAt = (ink: { data: Uint8Array; width: number }, x: number, y: number) =>
  ink.data[y * ink.width + x];

describe('removeRules', () => {
  it('removes table rules, also where specks broke them, and keeps the glyphs beside them', () => {
    const page = draw(400, 100, (x, y) => {
      const rule = (y === 20 || y === 21) && x % 50 !== 7; // a rule with one-pixel breaks
      const column = x === 300 && y > 5 && y < 95;
      const glyph = x >= 100 && x < 110 && y >= 40 && y < 60 && (x - 100) % 3 !== 2;
      return rule || column || glyph;
    });
    const clean = removeRules(page);
    expect(inkAt(clean, 150, 20)).toBe(0);
    expect(inkAt(clean, 300, 50)).toBe(0);
    expect(inkAt(clean, 100, 50)).toBe(1);
  });

  it('keeps a row of digits, whose strokes leave gaps, however long', () => {
    const page = draw(400, 30, (x, y) => y === 10 && x % 8 < 5);
    expect(removeRules(page).data.reduce((s, v) => s + v, 0)).toBe(
      page.data.reduce((s, v) => s + v, 0),
    );
  });
});
