import { describe, expect, it } from 'vitest';
import { binarise, otsuThreshold } from './binarise';

describe('otsuThreshold', () => {
  it('splits dark ink from light paper between the two levels', () => {
    const data = new Uint8Array(100).map((_, i) => (i < 20 ? 40 + (i % 5) : 220 + (i % 7)));
    const threshold = otsuThreshold({ data, width: 10, height: 10 });
    expect(threshold).toBeGreaterThanOrEqual(44);
    expect(threshold).toBeLessThan(220);
    const ink = binarise({ data, width: 10, height: 10 }, threshold);
    expect(ink.data.reduce((s, v) => s + v, 0)).toBe(20);
  });
});
