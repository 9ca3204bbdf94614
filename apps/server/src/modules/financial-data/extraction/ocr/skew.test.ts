import { describe, expect, it } from 'vitest';
import { inkImage } from './grey-image';
import { estimateSkew } from './skew';

/** Dashed "text lines" drawn at a slant of `degrees` clockwise. */
function slantedLines(degrees: number) {
  const ink = inkImage(600, 400);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let line = 40; line < 360; line += 30) {
    for (let x = 20; x < 580; x++) {
      if (x % 12 > 8) continue;
      for (let t = 0; t < 4; t++) {
        const y = Math.round(line + x * slope) + t;
        if (y >= 0 && y < 400) ink.data[y * 600 + x] = 1;
      }
    }
  }
  return ink;
}

describe('estimateSkew', () => {
  it.each([-2, -0.7, 0, 1.4, 2])('finds a page turned %f° to within 0.1°', (degrees) => {
    expect(Math.abs(estimateSkew(slantedLines(degrees)) - degrees)).toBeLessThan(0.1);
  });
});
