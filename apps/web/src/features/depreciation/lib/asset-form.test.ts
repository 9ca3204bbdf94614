import { describe, expect, it } from 'vitest';
import { type AssetDraft, assetFields, fieldProblems, validAsset } from './asset-form';

const BUS: AssetDraft = {
  code: ' BUS-01 ',
  name: ' 저상버스 ',
  assetClass: 'bus',
  entityId: '',
  acquisitionDate: '2024-03-15',
  cost: 120_000_000,
  residualValue: 0,
  usefulLifeYears: 9,
  method: 'straight_line',
  disposalDate: '',
};

describe('asset form', () => {
  it('accepts a complete asset, trimmed, with empty texts as none', () => {
    expect(validAsset(BUS)).toEqual({
      ...BUS,
      code: 'BUS-01',
      name: '저상버스',
      entityId: null,
      disposalDate: null,
    });
  });

  it('refuses a useful life of 0 years', () => {
    expect(fieldProblems({ ...BUS, usefulLifeYears: 0 })).toEqual({
      usefulLifeYears: 'asset/useful-life',
    });
  });

  it('refuses a residual value above cost on the residual field', () => {
    expect(fieldProblems({ ...BUS, residualValue: 120_000_001 })).toEqual({
      residualValue: 'asset/residual-above-cost',
    });
  });

  it('refuses a disposal before the acquisition, and negative amounts', () => {
    expect(fieldProblems({ ...BUS, disposalDate: '2024-03-14', cost: -1 })).toEqual({
      disposalDate: 'asset/disposal-before-acquisition',
      cost: 'asset/negative-amount',
    });
  });

  it('names every missing required field, and returns no asset', () => {
    const empty: AssetDraft = {};
    expect(fieldProblems(empty)).toEqual({
      name: 'asset/empty-name',
      cost: 'asset/invalid-amount',
      residualValue: 'asset/invalid-amount',
      usefulLifeYears: 'asset/useful-life',
      acquisitionDate: 'asset/invalid-date',
    });
    expect(validAsset(empty)).toBeNull();
    expect(assetFields(empty).method).toBe('straight_line');
  });
});
