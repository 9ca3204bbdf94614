import { checkPredictionRequest, normalPrediction } from '../../numeric/prediction';
import { yieldToLoop } from '../../numeric/yield-to-loop';
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
import { type EtsFit, fitEts } from './ets-fit';
import { etsPrediction } from './ets-intervals';
import { type EtsParams, etsDefaults, parseEtsParams, specRequest } from './ets-params';
import { candidateSpecs, type DataLimits, describeSpec, type SpecRequest } from './ets-spec';
import { checkSeries, isConstant } from './series-checks';

/** The fewest values for which the simplest model (A,N,N) has a finite AICc. */
const MIN_LENGTH = 5;
/** forecast::ets ignores seasons longer than 24 periods (use another model for those). */
const MAX_SEASON_LENGTH = 24;
/** Seed of the simulated intervals when the caller gives none. */
const DEFAULT_SEED = 20260101;

/**
 * ETS: exponential smoothing state space models (Hyndman et al. 2008), estimated by maximum
 * likelihood and chosen by AICc among the allowed combinations, as R forecast::ets does.
 */
export const ets: ForecastModel<EtsParams> = {
  name: 'ets',
  defaults: etsDefaults,
  parseParams: parseEtsParams,
  async fit(series: Series, params: EtsParams, options: FitOptions = {}): Promise<Model> {
    checkSeries(series, MIN_LENGTH, 'ETS');
    throwIfAborted(options.signal);
    const y = [...series.values];
    if (isConstant(y)) return constantModel(y);
    const request = specRequest(params);
    const limits = dataLimits(y, series.frequency, request, params.model);
    const best = await selectModel(y, series.frequency, candidateSpecs(request, limits), options);
    return toModel(y, best, options.seed ?? DEFAULT_SEED);
  },
};

function dataLimits(
  y: readonly number[],
  m: number,
  request: SpecRequest,
  code: string,
): DataLimits {
  const positive = y.every((v) => v > 0);
  const seasonal = m > 1 && m <= MAX_SEASON_LENGTH && y.length > m;
  if (request.season !== undefined && request.season !== 'N' && !seasonal) {
    throw new ForecastError(
      'invalid_parameter',
      `model '${code}' has a seasonal component, which needs a season length from 2 to ${MAX_SEASON_LENGTH} and more than one season of data (frequency ${m}, ${y.length} values)`,
      { parameter: 'model', got: code },
    );
  }
  if (!positive && (request.error === 'M' || request.season === 'M')) {
    throw new ForecastError(
      'non_positive_values',
      `model '${code}' is multiplicative and needs values above zero; the series has zero or negative values`,
      { model: 'ets', parameter: 'model', got: code },
    );
  }
  return { positive, seasonal };
}

async function selectModel(
  y: readonly number[],
  m: number,
  specs: ReturnType<typeof candidateSpecs>,
  options: FitOptions,
): Promise<EtsFit> {
  const started = performance.now();
  let best: EtsFit | null = null;
  for (const spec of specs) {
    await yieldToLoop();
    throwIfAborted(options.signal);
    // Out of time: keep the best model found so far rather than fail.
    if (best && options.budgetMs !== undefined && performance.now() - started > options.budgetMs) {
      break;
    }
    const fit = fitEts(y, spec, m, options.signal);
    if (fit && Number.isFinite(fit.aicc) && (!best || fit.aicc < best.aicc)) best = fit;
  }
  if (best) return best;
  throw new ForecastError(
    'series_too_short',
    `no ETS model could be estimated from ${y.length} values; a seasonal model needs more data`,
    { model: 'ets', got: y.length },
  );
}

function toModel(y: readonly number[], fit: EtsFit, seed: number): Model {
  const { alpha, beta, gamma, phi } = fit.smoothing;
  const { spec } = fit;
  return {
    name: 'ets',
    residuals: y.map((v, i) => v - (fit.fitted[i] ?? v)),
    info: {
      description: describeSpec(spec),
      logLik: fit.logLik,
      aic: fit.aic,
      aicc: fit.aicc,
      bic: fit.bic,
      params: {
        model: `${spec.error}${spec.trend}${spec.season}`,
        damped: spec.damped,
        alpha,
        ...(spec.trend === 'N' ? {} : { beta }),
        ...(spec.season === 'N' ? {} : { gamma }),
        ...(spec.damped ? { phi } : {}),
        sigma2: fit.sigma2,
      },
    },
    predict(h: number, levels: readonly number[] = DEFAULT_LEVELS): Prediction {
      checkPredictionRequest(h, levels);
      return etsPrediction(fit, h, levels, seed);
    },
  };
}

/** A constant series has nothing to estimate: the forecast is the value, with no spread. */
function constantModel(y: readonly number[]): Model {
  const value = y[0] ?? 0;
  return {
    name: 'ets',
    residuals: y.map(() => 0),
    info: { description: 'ETS(A,N,N)', params: { model: 'ANN', damped: false, alpha: 0.9999 } },
    predict(h: number, levels: readonly number[] = DEFAULT_LEVELS): Prediction {
      checkPredictionRequest(h, levels);
      const mean = new Array<number>(h).fill(value);
      return normalPrediction(mean, new Array<number>(h).fill(0), levels);
    },
  };
}
