/**
 * The light entry `@bus/forecast/catalogue` (issue 16 §3): what the forms need to show each
 * model's parameters and card — names, ranges, defaults, basic or advanced, minimum and
 * recommended points, the spec's horizon share, speed — without loading any model. It imports
 * only the parameter rules (models/<name>/<name>-params.ts, params.ts) and the upload rules, so
 * the web bundle never pulls TensorFlow.js, augurs or model code (catalogue-imports.test.ts
 * walks the import graph to keep it so).
 */

import type { ModelName } from './models';
import { arimaRules } from './models/arima/arima-params';
import { AUTO_RULES } from './models/auto/auto-params';
import { ENSEMBLE_RULES } from './models/ensemble/ensemble-params';
import { ETS_RULES } from './models/ets/ets-params';
import { NBEATS_RULES } from './models/nbeats/nbeats-params';
import { PROPHET_RULES } from './models/prophet/prophet-params';
import { XGBOOST_RULES } from './models/xgboost/xgboost-params';
import type { ParamRule, ParamRules } from './params';
import { HORIZON_SHARE, RECOMMENDED_POINTS, RECOMMENDED_POINTS_NBEATS } from './prepare/rules';

export { type M3Benchmark, type M3ModelFigures, m3Benchmark } from './benchmark/m3-results';
export { type CalibrationCard, calibrationCard } from './calibrate/m3-calibration';
export { ENGINE_VERSION } from './engine-version';
export {
  type EnsembleWeights,
  normaliseEnsembleWeights,
} from './models/ensemble/ensemble-params';
export {
  DEFAULT_HORIZON,
  type HorizonRange,
  MAX_HORIZON,
  MIN_HORIZON,
  recommendedHorizon,
} from './prepare/rules';

export type ParameterLevel = 'basic' | 'advanced';

/**
 * One field of a model's form, shaped as the domain's `ParameterSpec` (api/forecast.ts): a value of
 * this type is a value of that one, so the server returns the catalogue as it is.
 */
export type ParameterSpec =
  | {
      readonly kind: 'number';
      readonly name: string;
      readonly level: ParameterLevel;
      readonly min: number;
      readonly max: number;
      readonly step: number;
      readonly integer: boolean;
      readonly default: number;
    }
  | {
      readonly kind: 'boolean';
      readonly name: string;
      readonly level: ParameterLevel;
      readonly default: boolean;
    }
  | {
      readonly kind: 'enum';
      readonly name: string;
      readonly level: ParameterLevel;
      readonly options: string[];
      readonly default: string;
    };

export type ModelParameters = {
  readonly model: ModelName;
  readonly parameters: ParameterSpec[];
};

/** The facts of a model's card (the domain's `ModelCard` without the benchmark and calibration). */
export type ModelCardFacts = {
  readonly model: ModelName;
  /** On a 60-month series: fast (< 1 s), medium (< 10 s), slow. */
  readonly speed: 'fast' | 'medium' | 'slow';
  /** Fewest points the model accepts with its default parameters (monthly data). */
  readonly minPoints: number;
  /** Spec §5: 24+ points recommended, 50+ for N-BEATS. */
  readonly recommendedPoints: number;
  /** Spec §5: recommended horizon as a share of the points, null where the spec names none. */
  readonly horizonShare: [number, number] | null;
};

type Entry = {
  readonly rules: ParamRules;
  /**
   * The basic form's fields, in the order shown. The rule: the first rows the spec's table lists
   * for the model, the ones that change a forecast most (Prophet's growth, trend flexibility and
   * seasonality; the trees' size and step; ARIMA's order — with the switches that decide whether
   * p, d, q are searched or used as given, since otherwise the form's p, d, q would do nothing;
   * N-BEATS' windows and epochs; the ensemble's weights). Everything else is advanced.
   */
  readonly basic: readonly string[];
  /**
   * Parameters the form does not show: set by the run request (Prophet's `holidays` is the
   * request's holiday switch, the auto mode's `horizon` its horizon) or with a default that
   * depends on the data (logistic `cap` and `floor`: 1.2 × the maximum and none).
   */
  readonly hidden?: readonly string[];
  readonly card: Omit<ModelCardFacts, 'model' | 'horizonShare' | 'recommendedPoints'>;
};

const PROPHET_HIDDEN = ['holidays', 'cap', 'floor'];
const ARIMA_BASIC = ['auto_order', 'auto_d', 'p', 'd', 'q'];

/**
 * Every model of MODEL_NAMES (models.ts), in its order; `satisfies` makes a missing or unknown
 * name a compile error without importing the registry. Minimum points are those the models
 * check (XGBoost: 8 supervised rows after one season of lags, N-BEATS: 24 + 12, seasonal naive:
 * one season and one point); speeds are the M3 benchmark's median seconds (docs/forecasting.md §6a).
 */
const ENTRIES = {
  prophet: {
    rules: PROPHET_RULES,
    basic: ['growth', 'changepoint_prior_scale', 'seasonality_mode', 'yearly_seasonality'],
    hidden: PROPHET_HIDDEN,
    card: { speed: 'fast', minPoints: 2 },
  },
  arima: { rules: arimaRules(false), basic: ARIMA_BASIC, card: { speed: 'fast', minPoints: 4 } },
  sarima: {
    rules: arimaRules(true),
    basic: [...ARIMA_BASIC, 'auto_D', 'P', 'D', 'Q', 's'],
    card: { speed: 'fast', minPoints: 4 },
  },
  xgboost: {
    rules: XGBOOST_RULES,
    basic: ['n_estimators', 'max_depth', 'learning_rate'],
    card: { speed: 'fast', minPoints: 9 },
  },
  nbeats: {
    rules: NBEATS_RULES,
    basic: ['input_chunk_length', 'output_chunk_length', 'n_epochs'],
    card: { speed: 'slow', minPoints: 36 },
  },
  ensemble: {
    rules: ENSEMBLE_RULES,
    basic: ['prophet_weight', 'xgboost_weight'],
    card: { speed: 'fast', minPoints: 9 },
  },
  ets: { rules: ETS_RULES, basic: ['model', 'damped'], card: { speed: 'fast', minPoints: 5 } },
  theta: { rules: {}, basic: [], card: { speed: 'fast', minPoints: 4 } },
  auto: {
    rules: AUTO_RULES,
    basic: [],
    hidden: ['horizon'],
    card: { speed: 'medium', minPoints: 5 },
  },
  'seasonal-naive': { rules: {}, basic: [], card: { speed: 'fast', minPoints: 13 } },
} as const satisfies Record<ModelName, Entry>;

const NAMES = Object.keys(ENTRIES) as ModelName[];

/** A rule as a form field; undefined for a rule without a default or a nested object. */
function field(name: string, rule: ParamRule<unknown>, level: ParameterLevel) {
  const spec = rule.spec;
  if (spec.kind === 'object' || spec.default === undefined) return undefined;
  switch (spec.kind) {
    case 'number':
      return { ...spec, kind: 'number', name, level, integer: false, default: spec.default };
    case 'integer':
      return {
        ...spec,
        kind: 'number',
        name,
        level,
        step: 1,
        integer: true,
        default: spec.default,
      };
    case 'boolean':
      return { kind: 'boolean', name, level, default: spec.default };
    case 'enum':
      return { kind: 'enum', name, level, options: [...spec.options], default: spec.default };
  }
}

function fields(entry: Entry, prefix = ''): ParameterSpec[] {
  const hidden = entry.hidden ?? [];
  const shown = Object.keys(entry.rules).filter((name) => !hidden.includes(name));
  const ordered = [
    ...entry.basic.filter((name) => shown.includes(name)),
    ...shown.filter((name) => !entry.basic.includes(name)),
  ];
  return ordered.flatMap((name) => {
    const rule = entry.rules[name];
    const level = prefix === '' && entry.basic.includes(name) ? 'basic' : 'advanced';
    const spec = rule ? field(`${prefix}${name}`, rule, level) : undefined;
    return spec ? [spec as ParameterSpec] : [];
  });
}

/**
 * Spec §3 "The ensemble also carries the advanced sub-parameters of both models": listed as
 * `prophet.<name>` and `xgboost.<name>`, advanced; nestParameters() turns a form's flat values
 * back into the nested objects the ensemble's parser takes.
 */
function parametersOf(model: ModelName): ParameterSpec[] {
  const own = fields(ENTRIES[model]);
  if (model !== 'ensemble') return own;
  return [...own, ...fields(ENTRIES.prophet, 'prophet.'), ...fields(ENTRIES.xgboost, 'xgboost.')];
}

/**
 * The parameter table of every model (spec §3 "Model parameters"; GET /api/forecast/parameters/
 * all), basic fields first. The values a form sends back are parsed by the model itself.
 */
export function parameterCatalogue(): ModelParameters[] {
  return NAMES.map((model) => ({ model, parameters: parametersOf(model) }));
}

/** A fresh (mutable) copy, so the contract's zod types take it as it is. */
function shareOf(model: ModelName): [number, number] | null {
  const share = HORIZON_SHARE[model];
  return share ? [share[0], share[1]] : null;
}

/** Each model's card facts (spec §5 recommended points and horizon share), in MODEL_NAMES order. */
export function modelCards(): ModelCardFacts[] {
  return NAMES.map((model) => ({
    model,
    ...ENTRIES[model].card,
    recommendedPoints: model === 'nbeats' ? RECOMMENDED_POINTS_NBEATS : RECOMMENDED_POINTS,
    horizonShare: shareOf(model),
  }));
}

/**
 * A form's flat values ({ 'prophet.growth': 'flat', prophet_weight: 0.7 }) as the nested object
 * the model parses ({ prophet: { growth: 'flat' }, prophet_weight: 0.7 }); other keys unchanged.
 */
export function nestParameters(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const dot = key.indexOf('.');
    if (dot < 0) {
      nested[key] = value;
      continue;
    }
    const group = key.slice(0, dot);
    const inner = nested[group];
    const target = typeof inner === 'object' && inner !== null ? inner : {};
    nested[group] = { ...target, [key.slice(dot + 1)]: value };
  }
  return nested;
}
