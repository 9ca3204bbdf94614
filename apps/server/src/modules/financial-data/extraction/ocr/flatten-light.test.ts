import { describe, expect, it } from 'vitest';
import { binarise } from './binarise';
import { flattenLight } from './flatten-light';

describe('flattenLight', () => {
  it('lets one threshold find ink on a page lit brightly on one side and dimly on the other', () => {
    const width = 400;
    const height = 100;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const paper = 240 - (x / width) * 140; // 240 at the left, 100 at the right
        const ink = x % 40 < 4 && y % 20 < 10; // short dark strokes all along the page
        data[y * width + x] = Math.round(ink ? paper * 0.35 : paper);
      }
    }
    const flat = flattenLight({ data, width, height });
    const ink = binarise(flat);
    let wrong = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const expected = x % 40 < 4 && y % 20 < 10 ? 1 : 0;
        if (ink.data[y * width + x] !== expected) wrong++;
      }
    }
    expect(wrong / data.length).toBeLessThan(0.01);
  });
});
