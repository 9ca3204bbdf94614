import { describe, expect, it } from 'vitest';
import { validateAsset } from './assets';
import { reconcileWithStatements } from './reconcile';
import {
  DEFAULT_BASE_PERIOD,
  DEFAULT_ESTIMATE_PERIOD,
  depreciationResults,
  entityMatcher,
} from './results';
import { SAMPLE_ASSETS, SAMPLE_ENTITIES } from './sample-register';
import { depreciationForYear } from './schedule';

const busCount = (name: string) => Number(/(\d+)대/.exec(name)?.[1] ?? 0);

describe('the sample register (public demo)', () => {
  it('holds only valid assets with unique ids', () => {
    expect(SAMPLE_ASSETS.flatMap(({ id: _id, ...asset }) => validateAsset(asset))).toEqual([]);
    expect(new Set(SAMPLE_ASSETS.map((asset) => asset.id)).size).toBe(SAMPLE_ASSETS.length);
  });

  it("owns sample A's 300 buses at the end of 2024: 100, 84 and 116 per route", () => {
    const owned = SAMPLE_ASSETS.filter((a) => a.assetClass === 'bus' && a.disposalDate === null);
    const route = entityMatcher(SAMPLE_ENTITIES);
    const perRoute = SAMPLE_ENTITIES.map((entity) =>
      owned
        .filter((a) => a.entityId !== null && route(a.entityId)?.id === entity.id)
        .reduce((sum, a) => sum + busCount(a.name), 0),
    );
    expect(perRoute).toEqual([100, 84, 116]);
  });

  it("depreciates FY2024 within one percent of sample A's 감가상각비 (4,075,276,401 won)", () => {
    const fy2024 = SAMPLE_ASSETS.reduce((sum, asset) => sum + depreciationForYear(asset, 2024), 0);
    expect(fy2024).toBe(4_075_276_401);
    const check = reconcileWithStatements(fy2024, {
      costStatement: 3_980_000_000,
      sga: 88_000_000,
    });
    expect(check.withinOnePercent).toBe(true);
  });

  it('matches every asset entered with a route to one of the three routes', () => {
    const results = depreciationResults(SAMPLE_ASSETS, SAMPLE_ENTITIES, {
      base: DEFAULT_BASE_PERIOD,
      estimate: DEFAULT_ESTIMATE_PERIOD,
    });
    const unmatched = results.byEntity.base.filter(
      (row) => row.standardEntityId === null && row.originalEntityId !== null,
    );
    expect(unmatched).toEqual([]);
  });
});
