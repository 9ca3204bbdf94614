import { describe, expect, it } from 'vitest';
import { syncedInvestmentInputs } from './investment-sync';

const stored = {
  tangibleAssetsBV: 1_000,
  operatingCost: 1_200,
  equity: 500,
  debt: 500,
  equityRate: 0.0562,
  debtRate: 0.045,
  corporateTaxRate: 0.2,
};

describe('syncedInvestmentInputs', () => {
  it('takes the statement figures from the current statements and keeps the chosen rates', () => {
    const synced = syncedInvestmentInputs(stored, {
      tangibleAssetsBV: 2_000,
      operatingCost: 2_400,
      equity: 700,
      debt: 300,
      equityRate: 0.0562,
      debtRate: 0.03,
      corporateTaxRate: 0.22,
    });
    expect(synced).toEqual({
      ...stored,
      tangibleAssetsBV: 2_000,
      operatingCost: 2_400,
      equity: 700,
      debt: 300,
    });
  });

  it('keeps a stored figure the statements no longer give', () => {
    const synced = syncedInvestmentInputs(stored, { tangibleAssetsBV: null, equity: Number.NaN });
    expect(synced.tangibleAssetsBV).toBe(1_000);
    expect(synced.equity).toBe(500);
  });
});
