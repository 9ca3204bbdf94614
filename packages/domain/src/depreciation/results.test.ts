import { describe, expect, it } from 'vitest';
import type { Asset } from './assets';
import type { EntityRef } from './results';
import {
  DEFAULT_BASE_PERIOD,
  DEFAULT_ESTIMATE_PERIOD,
  depreciationResults,
  UNASSIGNED_ENTITY_LABEL_KEY,
} from './results';

const entities: EntityRef[] = [
  { id: 'R-101', name: '간선 101' },
  { id: 'R-202', name: '지선 202' },
  { id: 'R-909', name: '심야 909' },
];

// 108 won over 108 months: 12 won a year, so every figure below is easy to check by hand.
function asset(id: string, entityId: string | null, extra: Partial<Asset> = {}): Asset {
  return {
    id,
    code: null,
    name: `asset ${id}`,
    assetClass: 'bus',
    entityId,
    acquisitionDate: '2020-01-01',
    cost: 108,
    residualValue: 0,
    usefulLifeYears: 9,
    method: 'straight_line',
    disposalDate: null,
    ...extra,
  };
}

const periods = { base: DEFAULT_BASE_PERIOD, estimate: DEFAULT_ESTIMATE_PERIOD };

describe('depreciationResults', () => {
  it('matches entities by exact id, then id ignoring case and spaces, then name', () => {
    const results = depreciationResults(
      [asset('a', 'R-101'), asset('b', ' r-101'), asset('c', '지선202'), asset('d', 'R-202')],
      entities,
      periods,
    );
    expect(results.byEntity.base).toEqual([
      {
        entityName: '간선 101',
        standardEntityId: 'R-101',
        originalEntityId: ' r-101, R-101',
        currentYearDepreciation: 24,
      },
      {
        entityName: '지선 202',
        standardEntityId: 'R-202',
        originalEntityId: 'R-202, 지선202',
        currentYearDepreciation: 24,
      },
      {
        entityName: '심야 909',
        standardEntityId: 'R-909',
        originalEntityId: null,
        currentYearDepreciation: 0,
      },
    ]);
  });

  it('puts unknown entities in their own rows and assets without one in a single unassigned row', () => {
    const results = depreciationResults(
      [asset('a', 'X-1'), asset('b', null), asset('c', ''), asset('d', 'X-1')],
      entities,
      periods,
    );
    expect(results.byEntity.base.slice(3)).toEqual([
      {
        entityName: UNASSIGNED_ENTITY_LABEL_KEY,
        standardEntityId: null,
        originalEntityId: 'X-1',
        currentYearDepreciation: 24,
      },
      {
        entityName: UNASSIGNED_ENTITY_LABEL_KEY,
        standardEntityId: null,
        originalEntityId: null,
        currentYearDepreciation: 24,
      },
    ]);
  });

  it('takes a year from each period start, by class and by asset, with totals that agree', () => {
    const assets = [
      asset('bus', 'R-101'),
      asset('late', 'R-202', { acquisitionDate: '2024-07-01' }), // 6 months in the base year
      asset('sold', 'R-202', { assetClass: 'equipment', disposalDate: '2024-03-10' }),
    ];
    const results = depreciationResults(assets, entities, periods);
    expect(results.byAsset).toEqual([
      {
        assetId: 'bus',
        name: 'asset bus',
        assetClass: 'bus',
        entityId: 'R-101',
        base: 12,
        estimate: 12,
        bookValueEndOfBase: 48,
      },
      {
        assetId: 'late',
        name: 'asset late',
        assetClass: 'bus',
        entityId: 'R-202',
        base: 6,
        estimate: 12,
        bookValueEndOfBase: 102,
      },
      {
        assetId: 'sold',
        name: 'asset sold',
        assetClass: 'equipment',
        entityId: 'R-202',
        base: 3,
        estimate: 0,
        bookValueEndOfBase: 0,
      },
    ]);
    expect(results.byClass).toEqual([
      { assetClass: 'bus', base: 18, estimate: 24 },
      { assetClass: 'equipment', base: 3, estimate: 0 },
    ]);
    expect(results.total).toEqual({ base: 21, estimate: 24 });
    expect(results.byEntity.estimate.map((row) => row.currentYearDepreciation)).toEqual([
      12, 12, 0,
    ]);
    expect([results.basePeriod, results.estimatePeriod]).toEqual(['2024-01', '2025-01']);
  });

  it('gives empty tables for an empty register', () => {
    const results = depreciationResults([], [], periods);
    expect(results.byEntity).toEqual({ base: [], estimate: [] });
    expect(results.byClass).toEqual([]);
    expect(results.total).toEqual({ base: 0, estimate: 0 });
  });
});
