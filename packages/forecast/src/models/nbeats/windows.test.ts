import { describe, expect, it } from 'vitest';
import { buildWindows, scalingFor, windowOrigin } from './windows';

const shape = { inputLength: 4, outputLength: 3 };

describe('N-BEATS windows', () => {
  it('measures a positive series relative to each window level, so a doubled series looks the same', () => {
    const values = [10, 20, 10, 20, 10, 20, 10, 20, 10];
    const doubled = values.map((v) => 2 * v);
    const scaling = scalingFor(values, 2, 4);
    expect(scaling.kind).toBe('ratio');
    const a = buildWindows(values, { first: 4, last: 6, end: 9 }, shape, scaling);
    const b = buildWindows(
      doubled,
      { first: 4, last: 6, end: 9 },
      shape,
      scalingFor(doubled, 2, 4),
    );
    expect(Array.from(b.inputs)).toEqual(Array.from(a.inputs));
    expect(Array.from(b.targets)).toEqual(Array.from(a.targets));
    // Level 15 (the last season of the input), unit 15: 10 → −1/3, 20 → +1/3.
    expect(a.inputs[0]).toBeCloseTo(-1 / 3, 6);
    expect(a.targets[0]).toBeCloseTo(-1 / 3, 6);
  });

  it('shifts and divides by one scale when the series has a zero or negative value', () => {
    const values = [0, 2, 4, 6, 8, 10, 12, 14];
    const scaling = scalingFor(values, 1, 4);
    expect(scaling).toEqual({ kind: 'shift', levelSpan: 1, scale: 2 });
    expect(windowOrigin([0, 2, 4, 6], scaling)).toEqual({ level: 6, unit: 2 });
    const w = buildWindows(values, { first: 4, last: 4, end: 8 }, shape, scaling);
    expect(Array.from(w.inputs)).toEqual([-3, -2, -1, 0]);
    expect(Array.from(w.targets)).toEqual([1, 2, 3]);
  });

  it('masks the target steps that lie at or past the end of what the windows may see', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const w = buildWindows(values, { first: 4, last: 7, end: 8 }, shape, scalingFor(values, 1, 4));
    expect(w.count).toBe(4);
    expect(Array.from(w.mask)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0]);
    // Nothing from index 8 on leaks into a target.
    expect(Array.from(w.targets).filter((_, i) => !w.mask[i])).toEqual([0, 0, 0]);
  });
});
