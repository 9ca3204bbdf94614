import { describe, expect, it } from 'vitest';
import { depreciationAdjustmentTable } from '../costing/depreciation-adjustment';
import { depreciationAdjustmentInputs } from './adjustment-inputs';

describe('depreciationAdjustmentInputs', () => {
  it('gives one row per entity in either list and the unassigned actual its own row', () => {
    const inputs = depreciationAdjustmentInputs(
      [
        { entityId: 'R-202', name: '지선', amount: 4_000_000 },
        { entityId: 'X-9', name: 'X-9', amount: 500_000 },
        { entityId: null, name: 'unassigned', amount: 300_000 },
        { entityId: 'R-101', name: '간선(입력)', amount: 3_000_000 },
      ],
      [
        { entityId: 'R-101', name: '간선', amount: 5_000_000 },
        { entityId: 'R-202', name: '지선', amount: 1_000_000 },
        { entityId: 'R-303', name: '광역', amount: 2_000_000 },
      ],
    );
    expect(inputs).toEqual([
      { entityId: 'R-101', entity: '간선', actual: 3_000_000, allocated: 5_000_000 },
      { entityId: 'R-202', entity: '지선', actual: 4_000_000, allocated: 1_000_000 },
      { entityId: 'R-303', entity: '광역', actual: 0, allocated: 2_000_000 },
      { entityId: 'X-9', entity: 'X-9', actual: 500_000, allocated: 0 },
      { entityId: null, entity: 'unassigned', actual: 300_000, allocated: 0 },
    ]);
    expect(depreciationAdjustmentTable(inputs).totals).toEqual({
      actual: 7_800_000,
      allocated: 8_000_000,
      adjustment: -2_000_000,
    });
  });

  it('sums an entity listed twice', () => {
    expect(
      depreciationAdjustmentInputs(
        [
          { entityId: 'R-101', name: '간선', amount: 1 },
          { entityId: 'R-101', name: '간선', amount: 2 },
        ],
        [],
      ),
    ).toEqual([{ entityId: 'R-101', entity: '간선', actual: 3, allocated: 0 }]);
  });
});
