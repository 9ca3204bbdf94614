import { describe, expect, it } from 'vitest';
import { compactTable } from './compact-table';
import { inkImage } from './grey-image';

describe('compactTable', () => {
  it('narrows the blank gaps of the ruled band and maps x back to the page', () => {
    const width = 400;
    const height = 40;
    const ink = inkImage(width, height);
    for (const x of [10, 11, 300, 301]) ink.data[20 * width + x] = 1;
    const page = { data: new Uint8Array(width * height).fill(255), width, height };
    for (const x of [10, 11, 300, 301]) page.data[20 * width + x] = 0;
    const compact = compactTable(page, ink, [5, 35], 4);
    const row = compact.image.data.subarray(20 * width, 21 * width);
    const inked = [...row.keys()].filter((x) => row[x] === 0);
    expect(inked[2]).toBeLessThan(40);
    expect(inked.map((x) => compact.originalX(x, 20))).toEqual([10, 11, 300, 301]);
    expect(compact.originalX(50, 2)).toBe(50);
  });

  it('leaves a page without rules as it is', () => {
    const ink = inkImage(10, 10);
    const page = { data: new Uint8Array(100).fill(255), width: 10, height: 10 };
    expect(compactTable(page, ink, [], 4).image).toBe(page);
  });
});
