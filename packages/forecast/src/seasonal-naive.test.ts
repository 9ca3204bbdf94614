import { describe, expect, it } from 'vitest';
import { seasonalNaive } from './seasonal-naive';
import { ForecastError } from './types';

// Two years of monthly data; every month of year 2 is year 1 plus its month number, so the
// in-sample seasonal-naive residuals are exactly 1, 2, …, 12.
const YEAR_1 = [100, 90, 110, 120, 130, 125, 140, 150, 135, 120, 110, 160];
const YEAR_2 = YEAR_1.map((value, i) => value + i + 1);
const SERIES = { values: [...YEAR_1, ...YEAR_2], frequency: 12 };

describe('seasonalNaive', () => {
  it('derives residuals y(t) − y(t−12) from the 24-point series', async () => {
    const model = await seasonalNaive.fit(SERIES, {});
    expect(model.residuals).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('repeats the last observed season as the point forecast, season after season', async () => {
    const { mean } = (await seasonalNaive.fit(SERIES, {})).predict(24, [80]);
    expect(mean).toEqual([...YEAR_2, ...YEAR_2]);
    expect(mean[0]).toBe(101);
    expect(mean[23]).toBe(172);
  });

  it('builds 80 % and 95 % intervals from type-7 residual quantiles', async () => {
    const { lower, upper } = (await seasonalNaive.fit(SERIES, {})).predict(12, [80, 95]);
    // Quantiles of 1..12: q(p) = 1 + 11p → q(0.1) = 2.1, q(0.9) = 10.9, q(0.025) = 1.275, q(0.975) = 11.725.
    expect(lower['80']?.[0]).toBeCloseTo(101 + 2.1, 10);
    expect(upper['80']?.[0]).toBeCloseTo(101 + 10.9, 10);
    expect(lower['95']?.[11]).toBeCloseTo(172 + 1.275, 10);
    expect(upper['95']?.[11]).toBeCloseTo(172 + 11.725, 10);
  });

  it('widens the interval by √2 in the second season ahead', async () => {
    const { lower, upper } = (await seasonalNaive.fit(SERIES, {})).predict(13, [80]);
    expect(lower['80']?.[12]).toBeCloseTo(101 + 2.1 * Math.SQRT2, 10);
    expect(upper['80']?.[12]).toBeCloseTo(101 + 10.9 * Math.SQRT2, 10);
  });

  it('keeps the bias of a growing series: the whole interval sits above the naive mean', async () => {
    const { mean, lower } = (await seasonalNaive.fit(SERIES, {})).predict(12, [95]);
    lower['95']?.forEach((bound, i) => {
      expect(bound).toBeGreaterThan(mean[i] ?? Number.POSITIVE_INFINITY);
    });
  });

  it('is the plain naive model with season length 1', async () => {
    const model = await seasonalNaive.fit({ values: [1, 2, 4], frequency: 1 }, {});
    const { mean, lower, upper } = model.predict(2, [50]);
    expect(model.residuals).toEqual([1, 2]);
    expect(mean).toEqual([4, 4]);
    // q(0.25) = 1.25 and q(0.75) = 1.75 of [1, 2]; step 2 is the second "season" → × √2.
    expect(lower['50']).toEqual([5.25, 4 + 1.25 * Math.SQRT2]);
    expect(upper['50']).toEqual([5.75, 4 + 1.75 * Math.SQRT2]);
  });

  it('rejects a series of one season or less', async () => {
    await expect(seasonalNaive.fit({ values: YEAR_1, frequency: 12 }, {})).rejects.toThrowError(
      expect.objectContaining({ code: 'series_too_short' }),
    );
  });

  it('rejects missing values, bad horizons and bad levels with stable codes', async () => {
    const withGap = { values: [...YEAR_1, Number.NaN, ...YEAR_2], frequency: 12 };
    await expect(seasonalNaive.fit(withGap, {})).rejects.toThrowError(ForecastError);
    const model = await seasonalNaive.fit(SERIES, {});
    expect(() => model.predict(0)).toThrowError(
      expect.objectContaining({ code: 'invalid_horizon' }),
    );
    expect(() => model.predict(3, [100])).toThrowError(
      expect.objectContaining({ code: 'invalid_level' }),
    );
  });

  it('has no parameters and stops on an aborted signal', async () => {
    expect(seasonalNaive.parseParams(undefined)).toEqual({});
    expect(() => seasonalNaive.parseParams({ season_length: 3 })).toThrowError(
      expect.objectContaining({ code: 'invalid_parameter' }),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(seasonalNaive.fit(SERIES, {}, { signal: controller.signal })).rejects.toThrowError(
      expect.objectContaining({ code: 'cancelled' }),
    );
  });
});
