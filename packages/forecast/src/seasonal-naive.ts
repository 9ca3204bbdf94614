import { defineParams, type ParamsOf } from './params';
import { quantile } from './quantile';
import {
  DEFAULT_LEVELS,
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Model,
  type Prediction,
  type Series,
  throwIfAborted,
} from './types';

/** No parameters: the season length is the series frequency (1 gives the plain naive model). */
const RULES = {};
export type SeasonalNaiveParams = ParamsOf<typeof RULES>;
const PARAMS = defineParams('seasonal-naive', RULES);

/**
 * Seasonal naive: every future period repeats the value of the same period in the last observed
 * season, ŷ(T+h) = y(T + h − m·(k+1)) with k = ⌊(h−1)/m⌋.
 *
 * Intervals are empirical: quantiles of the in-sample seasonal-naive residuals y(t) − y(t−m),
 * widened by √(k+1) for the (k+1)-th season ahead — the same growth the normal-theory interval of
 * this model has (Hyndman & Athanasopoulos, FPP3 §5.5), without assuming the errors are normal or
 * centred on zero.
 */
export const seasonalNaive: ForecastModel<SeasonalNaiveParams> = {
  name: 'seasonal-naive',
  defaults: PARAMS.defaults,
  parseParams: PARAMS.parse,
  async fit(series: Series, _params: SeasonalNaiveParams, options?: FitOptions): Promise<Model> {
    throwIfAborted(options?.signal);
    const m = series.frequency;
    validateSeries(series.values, m);
    const values = [...series.values];
    const residuals = values.slice(m).map((value, i) => value - (values[i] ?? value));
    const lastSeason = values.slice(values.length - m);
    return {
      name: 'seasonal-naive',
      residuals,
      info: { description: `seasonal naive (m = ${m})`, params: {} },
      predict: (h, levels = DEFAULT_LEVELS) => predict(lastSeason, residuals, h, levels),
    };
  },
};

function validateSeries(values: readonly number[], m: number): void {
  if (!Number.isInteger(m) || m < 1) {
    throw new ForecastError(
      'invalid_frequency',
      `season length must be a positive integer, got ${m}`,
      { got: m },
    );
  }
  if (values.some((v) => !Number.isFinite(v))) {
    throw new ForecastError(
      'non_finite_value',
      'the series contains a missing or non-finite value',
    );
  }
  // One residual is the least an empirical interval can be built from.
  if (values.length <= m) {
    throw new ForecastError(
      'series_too_short',
      `seasonal naive needs more than one season (${m}) of data, got ${values.length}`,
      { model: 'seasonal-naive', min: m + 1, got: values.length },
    );
  }
}

function predict(
  lastSeason: readonly number[],
  residuals: readonly number[],
  h: number,
  levels: readonly number[],
): Prediction {
  if (!Number.isInteger(h) || h < 1) {
    throw new ForecastError('invalid_horizon', `horizon must be a positive integer, got ${h}`, {
      min: 1,
      got: h,
    });
  }
  const m = lastSeason.length;
  const mean = Array.from({ length: h }, (_, i) => lastSeason[i % m] ?? 0);
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
    const tail = (1 - level / 100) / 2;
    const qLow = quantile(residuals, tail);
    const qHigh = quantile(residuals, 1 - tail);
    const scale = (i: number) => Math.sqrt(Math.floor(i / m) + 1);
    lower[String(level)] = mean.map((value, i) => value + qLow * scale(i));
    upper[String(level)] = mean.map((value, i) => value + qHigh * scale(i));
  }
  return { mean, lower, upper };
}
