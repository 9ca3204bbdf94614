import {
  DEFAULT_LEVELS,
  ForecastError,
  type ForecastModel,
  type Model,
  type Prediction,
  type Series,
} from '../../types';
import { type Booster, trainBooster } from './booster';
import { conformalWidths, type StepScores } from './conformal';
import {
  denormalise,
  featureNames,
  featureRow,
  levelAt,
  makeNormaliser,
  type Normaliser,
  trainingRows,
} from './features';
import { xgboostImportance } from './xgboost-importance';
import { parseXgboostParams, XGBOOST_DEFAULTS, type XgboostParams } from './xgboost-params';

/** Fewest supervised rows worth boosting on. */
const MIN_ROWS = 8;

type Forecaster = { readonly booster: Booster; readonly norm: Normaliser };

/** Recursive multi-step forecast: each prediction becomes a lag of the next step. */
function forecastFrom(f: Forecaster, history: readonly number[], h: number): number[] {
  const extended = [...history];
  for (let step = 0; step < h; step++) {
    const t = extended.length;
    const z = f.booster.predict(featureRow(extended, t, f.norm));
    extended.push(denormalise(z, levelAt(extended, t, f.norm), f.norm));
  }
  return extended.slice(history.length);
}

function train(
  values: readonly number[],
  lags: number,
  series: Series,
  params: XgboostParams,
  seed: number,
  signal?: AbortSignal,
): Forecaster {
  const season = Math.max(1, series.frequency);
  const month = series.start ? Number(series.start.slice(5, 7)) - 1 : 0;
  const phase = season === 12 && Number.isFinite(month) ? month : 0;
  const norm = makeNormaliser(values, season, lags, phase);
  const { x, y } = trainingRows(values, norm);
  return { booster: trainBooster(x, y, params, seed, signal), norm };
}

/** Scores of the calibration model: |error| / origin level at each step, per step. */
function calibrationScores(values: readonly number[], f: Forecaster, window: number): StepScores {
  const steps: number[][] = Array.from({ length: window }, () => []);
  for (let origin = values.length - window; origin < values.length; origin++) {
    const history = values.slice(0, origin);
    const forecast = forecastFrom(f, history, values.length - origin);
    const level = levelAt(history, origin, f.norm);
    const unit = f.norm.ratio ? level : f.norm.scale;
    forecast.forEach((value, i) => {
      steps[i]?.push(Math.abs((values[origin + i] ?? value) - value) / unit);
    });
  }
  return steps;
}

function validate(series: Series): number {
  if (series.values.some((v) => !Number.isFinite(v))) {
    throw new ForecastError(
      'non_finite_value',
      'the series contains a missing or non-finite value',
    );
  }
  const lags = Math.min(Math.max(1, series.frequency), series.values.length - MIN_ROWS);
  if (lags < 1) {
    throw new ForecastError(
      'series_too_short',
      `XGBoost needs at least ${MIN_ROWS + 1} values, got ${series.values.length}`,
      { model: 'xgboost', min: MIN_ROWS + 1, got: series.values.length },
    );
  }
  return lags;
}

function predict(
  values: readonly number[],
  full: Forecaster,
  scores: StepScores,
  h: number,
  levels: readonly number[],
): Prediction {
  if (!Number.isInteger(h) || h < 1) {
    throw new ForecastError('invalid_horizon', `horizon must be a positive integer, got ${h}`, {
      min: 1,
      got: h,
    });
  }
  const mean = forecastFrom(full, values, h);
  const unit = full.norm.ratio ? levelAt(values, values.length, full.norm) : full.norm.scale;
  const lower: Record<string, number[]> = {};
  const upper: Record<string, number[]> = {};
  for (const level of levels) {
    if (!(level > 0 && level < 100)) {
      throw new ForecastError('invalid_level', `interval level must be in (0, 100), got ${level}`, {
        min: 0,
        max: 100,
        got: level,
      });
    }
    const widths = conformalWidths(scores, h, level);
    lower[String(level)] = mean.map((m, i) => m - (widths[i] ?? 0) * unit);
    upper[String(level)] = mean.map((m, i) => m + (widths[i] ?? 0) * unit);
  }
  return { mean, lower, upper };
}

/**
 * Gradient-boosted regression trees with XGBoost's regularised second-order objective, on
 * level-normalised lag windows, forecasting recursively, with conformal intervals per step.
 */
export const xgboost: ForecastModel<XgboostParams> = {
  name: 'xgboost',
  defaults: XGBOOST_DEFAULTS,
  parseParams: parseXgboostParams,
  async fit(series, params, options = {}): Promise<Model> {
    const lags = validate(series);
    const values = [...series.values];
    const seed = options.seed ?? 0;
    const full = train(values, lags, series, params, seed, options.signal);
    // Calibration window: up to two seasons, leaving the calibration model enough rows to learn.
    const window = Math.min(2 * Math.max(1, series.frequency), values.length - lags - MIN_ROWS);
    const scores =
      window >= 1
        ? calibrationScores(
            values,
            train(
              values.slice(0, values.length - window),
              lags,
              series,
              params,
              seed,
              options.signal,
            ),
            window,
          )
        : [];
    const fitted = values.map((v, t) =>
      t < lags ? v : (forecastFrom(full, values.slice(0, t), 1)[0] ?? v),
    );
    return {
      name: 'xgboost',
      residuals: values.slice(lags).map((v, i) => v - (fitted[i + lags] ?? v)),
      info: {
        description: `XGBoost(${params.n_estimators} trees, depth ${params.max_depth})`,
        params: { ...params },
        diagnostics: () => xgboostImportance(full.booster.gains, featureNames(full.norm)),
      },
      predict: (h, levels = DEFAULT_LEVELS) => predict(values, full, scores, h, levels),
    };
  },
};
