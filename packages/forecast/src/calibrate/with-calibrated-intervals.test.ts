import { describe, expect, it } from 'vitest';
import { ForecastError } from '../types';
import { type MeanModelProbe, meanModel, noisySeries } from './test-models';
import {
  type BacktestCalibration,
  type CalibrationSettings,
  withCalibratedIntervals,
} from './with-calibrated-intervals';

const UNIT = { 50: 1, 80: 1, 95: 1 };
/** No M3 factor and the full series scale: what the backtest alone makes of the intervals. */
const FULL_SCALE: BacktestCalibration = {
  mode: 'backtest',
  withScale: UNIT,
  alone: UNIT,
  shrink: 1,
};
const HORIZON = 12;

const probe = (): MeanModelProbe => ({ fits: [] });

/** Share of held-out points inside the 95 % interval, over many noisy series. */
async function coverage95(width: number, settings?: BacktestCalibration): Promise<number> {
  const base = meanModel(width, probe());
  const model = settings ? withCalibratedIntervals(base, settings) : base;
  let inside = 0;
  let total = 0;
  for (let seed = 1; seed <= 150; seed++) {
    const series = noisySeries(seed, 60 + HORIZON);
    const training = { ...series, values: series.values.slice(0, 60) };
    const p = (await model.fit(training, model.defaults)).predict(HORIZON, [95]);
    series.values.slice(60).forEach((actual, i) => {
      const ok = actual >= (p.lower['95']?.[i] ?? 0) && actual <= (p.upper['95']?.[i] ?? 0);
      inside += ok ? 1 : 0;
      total += 1;
    });
  }
  return (100 * inside) / total;
}

describe('withCalibratedIntervals', () => {
  it('widens intervals half as wide as the noise back to about 95 % coverage', async () => {
    const raw = await coverage95(0.5);
    const calibrated = await coverage95(0.5, FULL_SCALE);
    expect(raw).toBeLessThan(70);
    expect(calibrated).toBeGreaterThan(92);
    expect(calibrated).toBeLessThan(98);
  });

  it('leaves intervals that were already right at about 95 %', async () => {
    const calibrated = await coverage95(1, FULL_SCALE);
    expect(calibrated).toBeGreaterThan(92);
    expect(calibrated).toBeLessThan(98);
  });

  it('never changes the point forecasts', async () => {
    const series = noisySeries(7, 60);
    const raw = await meanModel(0.5, probe()).fit(series, { auto_optimize: false });
    const model = withCalibratedIntervals(meanModel(0.5, probe()), FULL_SCALE);
    const calibrated = await model.fit(series, { auto_optimize: false });
    expect(calibrated.predict(18, [80, 95]).mean).toEqual(raw.predict(18, [80, 95]).mean);
    expect(calibrated.residuals).toEqual(raw.residuals);
  });

  it('says how it calibrated: three backtest folds and the factor of each level', async () => {
    const model = withCalibratedIntervals(meanModel(0.5, probe()), FULL_SCALE);
    const fitted = await model.fit(noisySeries(3, 60), { auto_optimize: false });
    const calibration = fitted.info?.calibration;
    expect(calibration?.method).toBe('backtest');
    expect(calibration?.folds).toBe(3);
    expect(calibration?.factor95).toBeGreaterThan(1.5);
    expect(calibration?.summary).toMatch(
      /^backtest, 3 folds \(×\d\.\d\d at 95 %, ×\d\.\d\d at 80 %\)$/,
    );
    expect(fitted.info?.description).toBe('training mean');
  });

  it('falls back to the M3 factors on a series too short for a backtest', async () => {
    const counter = probe();
    const alone = { 50: 1.1, 80: 1.2, 95: 1.3 };
    const model = withCalibratedIntervals(meanModel(1, counter), { ...FULL_SCALE, alone });
    const fitted = await model.fit(noisySeries(5, 20), { auto_optimize: false });
    expect(counter.fits).toHaveLength(1);
    expect(fitted.info?.calibration).toMatchObject({ method: 'm3-default', folds: 0 });
    expect(fitted.info?.calibration?.factor95).toBe(1.3);
    expect(fitted.info?.calibration?.summary).toContain('series too short for a backtest');
  });

  it('refits nothing for a model calibrated by fixed factors', async () => {
    const counter = probe();
    const settings: CalibrationSettings = {
      mode: 'fixed',
      factors: UNIT,
      basis: 'conformal-not-refitted',
    };
    const fitted = await withCalibratedIntervals(meanModel(1, counter), settings).fit(
      noisySeries(5, 60),
      { auto_optimize: false },
    );
    expect(counter.fits).toHaveLength(1);
    expect(fitted.info?.calibration).toMatchObject({
      method: 'm3-default',
      reason: 'conformal-not-refitted',
    });
    expect(fitted.info?.calibration?.summary).toMatch(
      /^M3 default \(×1\.00 at 95 %, ×1\.00 at 80 %\)/,
    );
  });

  it('does not repeat a parameter search in the backtest folds', async () => {
    const counter = probe();
    const model = withCalibratedIntervals(meanModel(1, counter), FULL_SCALE);
    await model.fit(noisySeries(5, 60), { auto_optimize: true });
    expect(counter.fits.map((f) => f.params.auto_optimize)).toEqual([true, false, false, false]);
  });

  it('stops with cancelled when the signal is aborted during the backtest', async () => {
    const controller = new AbortController();
    const counter: MeanModelProbe = {
      fits: [],
      onFit: (fit) => (fit === 2 ? controller.abort() : undefined),
    };
    const model = withCalibratedIntervals(meanModel(1, counter), FULL_SCALE);
    const fitting = model.fit(
      noisySeries(5, 60),
      { auto_optimize: false },
      {
        signal: controller.signal,
      },
    );
    await expect(fitting).rejects.toThrow(ForecastError);
    await expect(fitting).rejects.toMatchObject({ code: 'cancelled' });
    expect(counter.fits).toHaveLength(2);
  });

  it('keeps the M3 factors when the time budget leaves no room for a fold', async () => {
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {}
    };
    const counter: MeanModelProbe = { fits: [], onFit: () => busy(30) };
    const model = withCalibratedIntervals(meanModel(1, counter), FULL_SCALE);
    const fitted = await model.fit(noisySeries(5, 60), { auto_optimize: false }, { budgetMs: 40 });
    expect(counter.fits).toHaveLength(1);
    expect(fitted.info?.calibration?.summary).toContain('no backtest fold could be fitted in time');
  });
});
