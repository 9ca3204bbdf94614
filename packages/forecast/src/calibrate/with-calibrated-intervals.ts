import type {
  CalibrationBasis,
  CalibrationReason,
  FitOptions,
  ForecastModel,
  IntervalCalibration,
  Model,
  Series,
} from '../types';
import { calibrationPlan, type FoldErrors, foldErrors } from './calibration-folds';
import { type LevelFactors, scaled, seriesScale, stretchIntervals } from './interval-factors';

/**
 * How one model is calibrated (its row of m3-calibration.ts). 'backtest': refit on rolling-origin
 * folds of the series for a scale of its own, times `withScale`; without a usable backtest (too
 * short, out of time) `alone`, the factors that needed no scale on M3. 'fixed': `factors` only,
 * for models whose own intervals a backtest did not improve on M3, too slow to refit, or already
 * rescaled by a backtest of their own — `basis` says which.
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
  readonly basis: CalibrationBasis;
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

/** English words of each reason, for the CLI's summary line (the product words its own). */
const REASON_TEXT: Readonly<Record<CalibrationReason, string>> = {
  likelihood: 'its own likelihood intervals (a backtest of the series did not improve them on M3)',
  conformal:
    'its own split-conformal intervals (a backtest of the series did not improve them on M3)',
  'conformal-not-refitted': 'its own split-conformal intervals; not refitted (a fit is slow)',
  'member-intervals':
    'the weighted intervals of its members (a backtest of the series did not improve them on M3)',
  'own-backtest': 'the intervals its own backtest already rescaled',
  'series-too-short': 'series too short for a backtest',
  'no-fold-in-time': 'no backtest fold could be fitted in time',
  'too-few-errors': 'too few backtest errors',
};

function describe(
  factors: LevelFactors,
  folds: number,
  reason: CalibrationReason | null,
): IntervalCalibration {
  const both = `${times(factors[95])} at 95 %, ${times(factors[80])} at 80 %`;
  const summary =
    reason === null
      ? `backtest, ${folds} fold${folds === 1 ? '' : 's'} (${both})`
      : `M3 default (${both}): ${REASON_TEXT[reason]}`;
  return {
    method: reason === null ? 'backtest' : 'm3-default',
    folds: reason === null ? folds : 0,
    factor80: factors[80],
    factor95: factors[95],
    reason,
    summary,
  };
}

/** Why the backtest gave no scale (it ran, or could not). */
function missingReason(series: Series, errors: FoldErrors): CalibrationReason {
  if (calibrationPlan(series).length === 0) return 'series-too-short';
  if (errors.folds === 0) return 'no-fold-in-time';
  return 'too-few-errors';
}

async function calibrationOf<P>(
  model: ForecastModel<P>,
  series: Series,
  params: P,
  settings: CalibrationSettings,
  options: FitOptions & { readonly started: number; readonly msPerFit: number },
): Promise<{ factors: LevelFactors; calibration: IntervalCalibration }> {
  if (settings.mode === 'fixed') {
    return {
      factors: settings.factors,
      calibration: describe(settings.factors, 0, settings.basis),
    };
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
  return { factors, calibration: describe(factors, errors.folds, null) };
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
