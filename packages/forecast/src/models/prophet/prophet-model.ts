import {
  DEFAULT_LEVELS,
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Model,
  type Prediction,
  type Series,
  throwIfAborted,
} from '../../types';
import { fitProphet, type ProphetFit } from './augurs-runtime';
import { prophetDiagnostics } from './prophet-diagnostics';
import { PROPHET_DEFAULTS, type ProphetParams, parseProphetParams } from './prophet-params';
import { type ProphetSetup, predictionData, prophetSetup } from './prophet-setup';
import { type Timeline, timelineOf } from './prophet-timeline';
import { pathIntervals, type ScaleInfo, simulatePaths } from './prophet-uncertainty';
import { seededRandom } from './random';

/** Prophet needs two observations to place a trend. */
const MIN_LENGTH = 2;

function validateSeries(series: Series): void {
  if (series.values.some((v) => !Number.isFinite(v))) {
    throw new ForecastError(
      'non_finite_value',
      'the series contains a missing or non-finite value',
    );
  }
  if (series.values.length < MIN_LENGTH) {
    throw new ForecastError(
      'series_too_short',
      `Prophet needs at least ${MIN_LENGTH} values, got ${series.values.length}`,
      { model: 'prophet', min: MIN_LENGTH, got: series.values.length },
    );
  }
}

/** Prophet's y scale in original units, recovered from what Stan saw. */
function scaleInfo(series: Series, fit: ProphetFit, setup: ProphetSetup): ScaleInfo {
  if (fit.scaling === 'minMax') {
    const min = Math.min(...series.values);
    const range = Math.max(...series.values) - min;
    return { yScale: range > 0 ? range : 1, floor: min };
  }
  const floor = setup.bounds?.floor ?? 0;
  const original = series.values.reduce((s, v) => s + Math.abs(v - floor), 0);
  const scaled = fit.stanData.y.reduce((s, v) => s + Math.abs(v), 0);
  return { yScale: scaled > 0 ? original / scaled : 1, floor };
}

type Fitted = {
  readonly series: Series;
  readonly timeline: Timeline;
  readonly setup: ProphetSetup;
  readonly fit: ProphetFit;
  readonly seed: number;
  readonly signal?: AbortSignal;
};

function predict(f: Fitted, h: number, levels: readonly number[]): Prediction {
  if (!Number.isInteger(h) || h < 1) {
    throw new ForecastError('invalid_horizon', `horizon must be a positive integer, got ${h}`, {
      min: 1,
      got: h,
    });
  }
  for (const level of levels) {
    if (!(level > 0 && level < 100)) {
      throw new ForecastError('invalid_level', `interval level must be in (0, 100), got ${level}`, {
        min: 0,
        max: 100,
        got: level,
      });
    }
  }
  const n = f.series.values.length;
  const out = f.fit.prophet.predict(predictionData(f.setup, f.timeline, n, n + h));
  const scale = scaleInfo(f.series, f.fit, f.setup);
  const t0 = f.timeline.secondsAt(0);
  const span = f.timeline.secondsAt(n - 1) - t0;
  const capScaled = (f.setup.bounds?.cap ?? 0) - scale.floor;
  const future = {
    t: out.ds.map((ds) => (ds - t0) / span),
    trend: out.trend.point,
    additive: out.additive.point,
    multiplicative: out.multiplicative.point,
    capScaled: out.ds.map(() => capScaled / scale.yScale),
  };
  const paths = simulatePaths(future, f.fit, scale, seededRandom(f.seed), f.signal);
  return { mean: out.yhat.point, ...pathIntervals(paths, levels) };
}

function describe(params: ProphetParams, setup: ProphetSetup): string {
  const holidays = setup.holidays.regressors
    ? `, KR holidays as regressors (${[...setup.holidays.regressors.keys()].join(', ')})`
    : setup.holidays.holidays
      ? ', KR holidays'
      : '';
  return `Prophet(${params.growth}, ${params.seasonality_mode}${holidays})`;
}

/**
 * Fits Prophet to `series` placed on `timeline`. `prophet.fit` places the series at its start and
 * frequency; the reference test (prophet-reference.test.ts) places Prophet's own daily example,
 * whose dates have gaps no `Series` can express, so both go through the same setup and fit.
 */
export function fitOnTimeline(
  series: Series,
  params: ProphetParams,
  timeline: Timeline,
  options: FitOptions = {},
): Model {
  const setup = prophetSetup(series, params, timeline);
  const history = predictionData(setup, timeline, 0, series.values.length);
  const seed = options.seed ?? 0;
  const fit = fitProphet(
    setup.options,
    { ...history, y: [...series.values] },
    setup.configure,
    seed,
    setup.seasonalities,
  );
  throwIfAborted(options.signal);
  const fitted = fit.prophet.predict(history).yhat.point;
  const f: Fitted = {
    series,
    timeline,
    setup,
    fit,
    seed,
    ...(options.signal ? { signal: options.signal } : {}),
  };
  return {
    name: 'prophet',
    residuals: series.values.map((v, i) => v - (fitted[i] ?? v)),
    info: {
      description: describe(params, setup),
      params: { ...params, ...(setup.bounds ?? {}) },
      diagnostics: (h) => prophetDiagnostics(f, h),
    },
    predict: (h, levels = DEFAULT_LEVELS) => predict(f, h, levels),
  };
}

/**
 * Prophet (Taylor & Letham 2018) through @bsull/augurs and Prophet's Stan model in WASM: piecewise
 * trend with automatic changepoints, Fourier seasonalities and Korean holidays, MAP-fitted.
 */
export const prophet: ForecastModel<ProphetParams> = {
  name: 'prophet',
  defaults: PROPHET_DEFAULTS,
  parseParams: parseProphetParams,
  async fit(series, params, options = {}): Promise<Model> {
    throwIfAborted(options.signal);
    validateSeries(series);
    return fitOnTimeline(series, params, timelineOf(series), options);
  },
};
