import { describe, expect, it } from 'vitest';
import type { Asset } from './assets';
import { isAssetDate, validateAsset } from './assets';

const bus: Omit<Asset, 'id'> = {
  code: 'BUS-01',
  name: 'CNG 저상버스',
  assetClass: 'bus',
  entityId: 'R-101',
  acquisitionDate: '2024-03-15',
  cost: 108_000_000,
  residualValue: 0,
  usefulLifeYears: 9,
  method: 'straight_line',
  disposalDate: null,
};

function codes(asset: Omit<Asset, 'id'>): string[] {
  return validateAsset(asset).map((problem) => `${problem.code}:${problem.field}`);
}

describe('validateAsset', () => {
  it('accepts a well-formed bus', () => {
    expect(validateAsset(bus)).toEqual([]);
  });

  it('rejects a useful life of 0, a fraction or more than 100 years', () => {
    expect(codes({ ...bus, usefulLifeYears: 0 })).toEqual(['asset/useful-life:usefulLifeYears']);
    expect(codes({ ...bus, usefulLifeYears: 2.5 })).toEqual(['asset/useful-life:usefulLifeYears']);
    expect(codes({ ...bus, usefulLifeYears: 101 })).toEqual(['asset/useful-life:usefulLifeYears']);
    expect(codes({ ...bus, usefulLifeYears: 100 })).toEqual([]);
  });

  it('rejects a residual value above cost and names the asset', () => {
    expect(validateAsset({ ...bus, residualValue: 108_000_001 })).toEqual([
      { code: 'asset/residual-above-cost', field: 'residualValue', asset: 'BUS-01' },
    ]);
    expect(codes({ ...bus, residualValue: 108_000_000 })).toEqual([]);
  });

  it('rejects a disposal before acquisition but allows one on the same day', () => {
    expect(codes({ ...bus, disposalDate: '2024-03-14' })).toEqual([
      'asset/disposal-before-acquisition:disposalDate',
    ]);
    expect(codes({ ...bus, disposalDate: '2024-03-15' })).toEqual([]);
  });

  it('rejects negative, fractional and too large amounts', () => {
    expect(codes({ ...bus, cost: -1 })).toEqual(['asset/negative-amount:cost']);
    expect(codes({ ...bus, residualValue: 0.5 })).toEqual(['asset/invalid-amount:residualValue']);
    expect(codes({ ...bus, cost: Number.NaN })).toEqual(['asset/invalid-amount:cost']);
    expect(codes({ ...bus, cost: 1e13 + 1 })).toEqual(['asset/amount-too-large:cost']);
  });

  it('rejects impossible dates and an empty name, naming the asset by name without a code', () => {
    expect(validateAsset({ ...bus, code: null, acquisitionDate: '2023-02-29' })).toEqual([
      { code: 'asset/invalid-date', field: 'acquisitionDate', asset: 'CNG 저상버스' },
    ]);
    expect(codes({ ...bus, disposalDate: '2024-13-01' })).toEqual([
      'asset/invalid-date:disposalDate',
    ]);
    expect(validateAsset({ ...bus, code: null, name: '  ' })).toEqual([
      { code: 'asset/empty-name', field: 'name' },
    ]);
  });
});

describe('isAssetDate', () => {
  it('knows leap years and the 1950..2100 range', () => {
    expect(isAssetDate('2024-02-29')).toBe(true);
    expect(isAssetDate('2100-02-29')).toBe(false);
    expect(isAssetDate('2000-02-29')).toBe(true);
    expect(isAssetDate('1949-12-31')).toBe(false);
    expect(isAssetDate('2024-1-05')).toBe(false);
  });
});
