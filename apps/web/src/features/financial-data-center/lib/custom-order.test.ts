import { afterEach, describe, expect, it } from 'vitest';
import { applyOrder, moveId, storedOrder, storeOrder } from './custom-order';

const rows = [
  { id: 'c', lineNo: 3 },
  { id: 'a', lineNo: 1 },
  { id: 'b', lineNo: 2 },
];

afterEach(() => localStorage.clear());

describe('custom account order', () => {
  it('starts from the file order', () => {
    expect(applyOrder(rows, null).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('applies the saved order and puts accounts added since at the end', () => {
    expect(applyOrder(rows, ['c', 'a']).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('moves one place up or down and not past the ends', () => {
    expect(moveId(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the order per statement and forgets it on reset', () => {
    storeOrder('s1', ['b', 'a']);
    expect(storedOrder('s1')).toEqual(['b', 'a']);
    expect(storedOrder('s2')).toBeNull();
    storeOrder('s1', null);
    expect(storedOrder('s1')).toBeNull();
  });
});
