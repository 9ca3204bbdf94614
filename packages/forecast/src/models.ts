import { M3_CALIBRATION as M3 } from './calibrate/m3-calibration';
import { withCalibratedIntervals as calibrated } from './calibrate/with-calibrated-intervals';
import { arima, sarima } from './models/arima/arima-model';
import { makeAuto } from './models/auto/auto-model';
import { makeEnsemble } from './models/ensemble/ensemble-model';
import { ets } from './models/ets/ets-model';
import { nbeats } from './models/nbeats/nbeats-model';
import { prophet } from './models/prophet/prophet-model';
import { theta } from './models/theta/theta-model';
import { xgboost } from './models/xgboost/xgboost-model';
import { seasonalNaive } from './seasonal-naive';
import { withAutoOptimization } from './tune/auto-optimize';
import { NBEATS_SPACE, PROPHET_SPACE, XGBOOST_SPACE } from './tune/search-spaces';
import type { ForecastModel } from './types';

/** Every model name the CLI, the server's job runner and the benchmark know (issue 5). */
export const MODEL_NAMES = [
  'prophet',
  'arima',
  'sarima',
  'xgboost',
  'nbeats',
  'ensemble',
  'ets',
  'theta',
  'auto',
  'seasonal-naive',
] as const;
export type ModelName = (typeof MODEL_NAMES)[number];

/**
 * A model of any parameter type. `fit` is declared with method syntax in ForecastModel, so a
 * ForecastModel<EtsParams> is assignable here; callers pass it only what its own parseParams made.
 */
export type AnyForecastModel = ForecastModel<unknown>;

/**
 * The registry: name → model. Registering a model is one line here (plus its import), e.g.
 * `ets,` or `ensemble: makeEnsemble(prophet, xgboost),`.
 */
export const MODELS: Readonly<Partial<Record<ModelName, AnyForecastModel>>> = {
  // Models without a search of their own gain `auto_optimize` (a backtest over a small grid).
  // Every model's intervals are calibrated (calibrate/, issue 16 §7); the point forecasts are its own.
  prophet: calibrated(withAutoOptimization(prophet, PROPHET_SPACE), M3.prophet),
  arima: calibrated(arima, M3.arima),
  sarima: calibrated(sarima, M3.sarima),
  xgboost: calibrated(withAutoOptimization(xgboost, XGBOOST_SPACE), M3.xgboost),
  nbeats: calibrated(withAutoOptimization(nbeats, NBEATS_SPACE), M3.nbeats),
  ensemble: calibrated(makeEnsemble(prophet, xgboost), M3.ensemble),
  ets: calibrated(ets, M3.ets),
  theta: calibrated(theta, M3.theta),
  // SARIMA: the auto order search with seasonal differencing, as the M3 monthly data needs. The
  // candidates are the uncalibrated models: the auto mode rescales its own intervals.
  auto: calibrated(makeAuto([ets, theta, sarima]), M3.auto),
  'seasonal-naive': calibrated(seasonalNaive, M3['seasonal-naive']),
};

/**
 * Parameters that switch on a model's own automatic tuning, merged under the user's parameters
 * when the caller asks for auto-optimisation (the spec's "auto-optimization flag", §3 "Forecast
 * request"), e.g. `arima: { auto_order: true }`. A model absent here tunes nothing more.
 */
export const OPTIMIZE_PARAMS: Readonly<Partial<Record<ModelName, Record<string, unknown>>>> = {
  prophet: { auto_optimize: true },
  xgboost: { auto_optimize: true },
  nbeats: { auto_optimize: true },
  arima: { auto_order: true },
  sarima: { auto_order: true },
  ensemble: { optimize_weights: true },
  // ETS (model 'ZZZ' by AICc) and the auto mode choose by default; Theta has nothing to tune.
};

export function isModelName(name: string): name is ModelName {
  return (MODEL_NAMES as readonly string[]).includes(name);
}

/** Names of the models that are registered (available) now, in MODEL_NAMES order. */
export function registeredModelNames(): ModelName[] {
  return MODEL_NAMES.filter((name) => MODELS[name] !== undefined);
}

/** The registered model of that name, or undefined for an unknown or not yet available one. */
export function findModel(name: string): AnyForecastModel | undefined {
  return isModelName(name) ? MODELS[name] : undefined;
}
