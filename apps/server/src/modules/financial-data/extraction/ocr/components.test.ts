import { describe, expect, it } from 'vitest';
import { components, despeckle, glyphHeight } from './components';
import { inkImage } from './grey-image';

describe('despeckle', () => {
  it('drops specks and keeps glyph-sized ink', () => {
    const ink = inkImage(60, 40);
    ink.data[5 * 60 + 5] = 1; // a one-pixel speck
    for (let y = 10; y < 30; y++) for (let x = 20; x < 24; x++) ink.data[y * 60 + x] = 1; // a stroke
    const clean = despeckle(ink, 3);
    expect(clean.data[5 * 60 + 5]).toBe(0);
    expect(clean.data[20 * 60 + 21]).toBe(1);
  });
});

describe('glyphHeight', () => {
  it('is the median height of the pieces of ink that are neither specks nor rules', () => {
    const ink = inkImage(200, 800);
    for (const left of [10, 30, 50]) {
      for (let y = 100; y < 120; y++)
        for (let x = left; x < left + 5; x++) ink.data[y * 200 + x] = 1;
    }
    expect(glyphHeight(components(ink).parts, ink.height)).toBe(20);
  });
});
