import { describe, expect, it } from 'vitest';
import { entityResultRows } from './results-rows';

const row = (name: string, standard: string | null, original: string | null, amount: number) => ({
  entityName: name,
  standardEntityId: standard,
  originalEntityId: original,
  currentYearDepreciation: amount,
});

describe('entityResultRows', () => {
  it('puts the base and estimate figures of each entity side by side', () => {
    expect(
      entityResultRows({
        base: [row('100번', 'R-100', 'r-100', 10), row('unassigned', null, null, 3)],
        estimate: [row('100번', 'R-100', 'r-100', 8), row('X', null, 'R-999', 1)],
      }),
    ).toEqual([
      {
        key: 'e:R-100',
        entityName: '100번',
        standardEntityId: 'R-100',
        originalEntityId: 'r-100',
        base: 10,
        estimate: 8,
      },
      {
        key: 'unassigned',
        entityName: 'unassigned',
        standardEntityId: null,
        originalEntityId: null,
        base: 3,
        estimate: 0,
      },
      {
        key: 'o:R-999',
        entityName: 'X',
        standardEntityId: null,
        originalEntityId: 'R-999',
        base: 0,
        estimate: 1,
      },
    ]);
  });
});
