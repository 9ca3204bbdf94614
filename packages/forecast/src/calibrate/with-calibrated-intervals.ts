import type { FitOptions, ForecastModel, IntervalCalibration, Model, Series } from '../types';
import { calibrationPlan, type FoldErrors, foldErrors } from './calibration-folds';
import { type LevelFactors, scaled, seriesScale, stretchIntervals } from './interval-factors';

/**
 * How one model is calibrated (its row of m3-calibration.ts). 'backtest': refit on rolling-origin
 * folds of the series for a scale of its own, times `withScale`; without a usable backtest (too
 * short, out of time) `alone`, the factors that needed no scale on M3. 'fixed': `factors` only,
 * for models whose own intervals a backtest did not improve on M3, too slow to refit, or already
 * rescaled by a backtest of their own — `note` says which.
 */
export type BacktestCalibration = {
  readonly mode: 'backtest';
  readonly withScale: LevelFactors;
  readonly alone: LevelFactors;
  /** Exponent the series' scale is shrunk by (interval-factors.ts SCALE_SHRINK by default). */
  readonly shrink?: number;
};
export type FixedCalibration = {
  readonly mode: 'fixed';
  readonly factors: LevelFactors;
  readonly note: string;
};
export type CalibrationSettings = BacktestCalibration | FixedCalibration;

/**
 * Parameters that start a search of the model's own (auto-optimisation, the ensemble's weight
 * search). The calibration folds switch them off: a search in every fold would multiply the cost
 * by the number of settings tried, and the folds only measure how wide the errors run.
 */
const SEARCH_FLAGS = ['auto_optimize', 'optimize_weights'] as const;

export function withoutSearches<P>(params: P): P {
  if (typeof params !== 'object' || params === null) return params;
  const record = params as Record<string, unknown>;
  const on = SEARCH_FLAGS.filter((flag) => record[flag] === true);
  if (on.length === 0) return params;
  return { ...record, ...Object.fromEntries(on.map((flag) => [flag, false])) } as P;
}

const times = (factor: number) => `×${factor.toFixed(2)}`;

function describe(
  factors: LevelFactors,
  folds: number,
  reason: string | undefined,
): IntervalCalibration {
  const both = `${times(factors[95])} at 95 %, ${times(factors[80])} at 80 %`;
  const summary =
    reason === undefined
      ? `backtest, ${folds} fold${folds === 1 ? '' : 's'} (${both})`
      : `M3 default (${both}): ${reason}`;
  return {
    method: reason === undefined ? 'backtest' : 'm3-default',
    folds: reason === undefined ? folds : 0,
    factor80: factors[80],
    factor95: factors[95],
    summary,
  };
}

/** Why the backtest gave no scale (it ran, or could not). */
function missingReason(series: Series, errors: FoldErrors): string {
  if (calibrationPlan(series).length === 0) return 'series too short for a backtest';
  if (errors.folds === 0) return 'no backtest fold could be fitted in time';
  return 'too few backtest errors';
}

async function calibrationOf<P>(
  model: ForecastModel<P>,
  series: Series,
  params: P,
  settings: CalibrationSettings,
  options: FitOptions & { readonly started: number; readonly msPerFit: number },
): Promise<{ factors: LevelFactors; calibration: IntervalCalibration }> {
  if (settings.mode === 'fixed') {
    return { factors: settings.factors, calibration: describe(settings.factors, 0, settings.note) };
  }
  const deadline = options.started + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  const errors = await foldErrors(model, series, withoutSearches(params), {
    ...options,
    deadline,
  });
  const scale = seriesScale(errors.ratios, settings.shrink);
  if (scale === undefined) {
    const reason = missingReason(series, errors);
    return { factors: settings.alone, calibration: describe(settings.alone, 0, reason) };
  }
  const factors = scaled(settings.withScale, scale);
  return { factors, calibration: describe(factors, errors.folds, undefined) };
}

/**
 * The model with calibrated prediction intervals (issue 16 §7): after the usual fit, a
 * rolling-origin backtest on the series itself measures how far its errors run against the
 * model's own 50 % interval, and every interval is stretched by that scale (shrunk toward 1)
 * times the factor the model's intervals needed on the M3 monthly series at that level. The mean
 * path is the model's own, unchanged. What was done is in `info.calibration`.
 */
export function withCalibratedIntervals<P>(
  model: ForecastModel<P>,
  settings: CalibrationSettings,
): ForecastModel<P> {
  return {
    name: model.name,
    defaults: model.defaults,
    parseParams: (input) => model.parseParams(input),
    async fit(series, params, options = {}): Promise<Model> {
      const started = performance.now();
      const fitted = await model.fit(series, params, options);
      const msPerFit = performance.now() - started;
      const { factors, calibration } = await calibrationOf(model, series, params, settings, {
        ...options,
        started,
        msPerFit,
      });
      return {
        name: fitted.name,
        residuals: fitted.residuals,
        info: { description: fitted.name, ...fitted.info, calibration },
        predict: (h, levels) => stretchIntervals(fitted.predict(h, levels), factors),
      };
    },
  };
}
