import { checkPredictionRequest, normalPrediction } from '../../numeric/prediction';
import { defineParams } from '../../params';
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
import { fitLine, seasonalFigure } from '../ets/decompose';
import { fitEts } from '../ets/ets-fit';
import { checkSeries, isConstant } from '../ets/series-checks';
import { isSeasonal } from './seasonality-test';

/** Theta has no tuning parameters: the method is fixed by its definition. */
const definition = defineParams('theta', {});
export type ThetaParams = typeof definition.defaults;

/** SES needs a level and α, and one spare value for its variance. */
const MIN_LENGTH = 4;
/** forecast::thetaf falls back to no seasonal adjustment when an index is (nearly) zero. */
const MIN_SEASONAL_INDEX = 1e-4;
/** α floor of forecast::thetaf, so the drift term's 1/α stays finite. */
const MIN_ALPHA = 1e-10;

/** Fitted pieces of the Theta method on the seasonally adjusted series. */
type ThetaFit = {
  readonly level: number;
  readonly alpha: number;
  readonly drift: number;
  readonly sigma2: number;
  readonly n: number;
  /** Seasonal index of each future period t ≥ n is figure[t mod m]; [1] when not seasonal. */
  readonly figure: readonly number[];
};

/**
 * The standard Theta method (Assimakopoulos & Nikolopoulos 2000) in the form of Hyndman & Billah
 * (2003): simple exponential smoothing with drift equal to half the slope of the linear trend,
 *   ŷ(n+h) = ℓ(n) + b/2 · (h − 1 + (1 − (1 − α)^n)/α),
 * on data seasonally adjusted by classical multiplicative decomposition when a 90 % test at lag m
 * finds seasonality (the M3 THETA entry; R forecast::thetaf).
 */
export const theta: ForecastModel<ThetaParams> = {
  name: 'theta',
  defaults: definition.defaults,
  parseParams: definition.parse,
  async fit(series: Series, _params: ThetaParams, options: FitOptions = {}): Promise<Model> {
    checkSeries(series, MIN_LENGTH, 'Theta');
    throwIfAborted(options.signal);
    const y = [...series.values];
    const figure = adjustmentFigure(y, series.frequency);
    const adjusted = y.map((v, t) => v / (figure[t % figure.length] ?? 1));
    const { fit, fitted } = fitSes(adjusted, options.signal);
    const residuals = y.map((v, t) => v - (fitted[t] ?? 0) * (figure[t % figure.length] ?? 1));
    return toModel(fit, figure, residuals);
  },
};

/** Multiplicative seasonal indexes by position, or [1] when no adjustment applies. */
function adjustmentFigure(y: readonly number[], m: number): number[] {
  // Multiplicative indexes of data at or below zero are meaningless; forecast::thetaf does not
  // check, we skip the adjustment instead.
  if (isConstant(y) || y.some((v) => v <= 0) || !isSeasonal(y, m)) return [1];
  const figure = seasonalFigure(y, m, 'multiplicative');
  return figure.some((s) => Math.abs(s) < MIN_SEASONAL_INDEX) ? [1] : figure;
}

/**
 * Simple exponential smoothing as forecast::ses fits it (ETS(A,N,N) by maximum likelihood) and the
 * Theta drift: half the least-squares slope of the (adjusted) data against time.
 */
function fitSes(x: readonly number[], signal?: AbortSignal) {
  const [, slope] = fitLine(
    x.map((_, i) => i),
    x,
  );
  if (isConstant(x)) {
    const level = x[0] ?? 0;
    const fit = { level, alpha: 1, drift: 0, sigma2: 0, n: x.length };
    return { fit, fitted: x.map(() => level) };
  }
  const ses = fitEts(x, { error: 'A', trend: 'N', season: 'N', damped: false }, 1, signal);
  if (!ses)
    throw new ForecastError('fit_failed', 'simple exponential smoothing could not be fitted', {
      model: 'theta',
    });
  const fit = {
    level: ses.finalState.level,
    alpha: Math.max(MIN_ALPHA, ses.smoothing.alpha),
    drift: slope / 2,
    sigma2: ses.sigma2,
    n: x.length,
  };
  return { fit, fitted: ses.fitted };
}

function toModel(fit: Omit<ThetaFit, 'figure'>, figure: number[], residuals: number[]): Model {
  const full: ThetaFit = { ...fit, figure };
  const seasonal = figure.length > 1;
  return {
    name: 'theta',
    residuals,
    info: {
      description: seasonal ? `Theta (seasonally adjusted, m = ${figure.length})` : 'Theta',
      params: { alpha: fit.alpha, drift: fit.drift, seasonal },
    },
    predict(h: number, levels: readonly number[] = DEFAULT_LEVELS): Prediction {
      checkPredictionRequest(h, levels);
      return thetaPrediction(full, h, levels);
    },
  };
}

/**
 * Intervals of the SES state space model, v(h) = σ²(1 + (h − 1)α²) (Hyndman & Billah 2003),
 * scaled by the seasonal index like the mean (forecast::thetaf leaves them unscaled).
 */
function thetaPrediction(fit: ThetaFit, h: number, levels: readonly number[]): Prediction {
  const { level, alpha, drift, sigma2, n, figure } = fit;
  const catchUp = (1 - (1 - alpha) ** n) / alpha;
  const index = (k: number): number => figure[(n + k) % figure.length] ?? 1;
  const mean = Array.from({ length: h }, (_, k) => (level + drift * (k + catchUp)) * index(k));
  const sd = Array.from(
    { length: h },
    (_, k) => Math.sqrt(sigma2 * (1 + k * alpha * alpha)) * index(k),
  );
  return normalPrediction(mean, sd, levels);
}
