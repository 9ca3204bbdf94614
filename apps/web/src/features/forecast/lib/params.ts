import type { ParameterSpec } from '@bus/domain';
// The light entry only: the package root would bring TensorFlow.js into the bundle.
import { nestParameters, normaliseEnsembleWeights } from '@bus/forecast/catalogue';

/** Spec §2: basic shows the common parameters, advanced all of them. */
export type ParamMode = 'basic' | 'advanced';
export type ParamValue = number | boolean | string | null;
export type ParamValues = Readonly<Record<string, ParamValue>>;

/** The fields shown in a mode: basic only the basic ones, advanced every one. */
export function visibleParameters(specs: readonly ParameterSpec[], mode: ParamMode) {
  return mode === 'advanced' ? [...specs] : specs.filter((spec) => spec.level === 'basic');
}

/** Every parameter at its default (spec §2: switching modes resets the values to these). */
export function defaultValues(specs: readonly ParameterSpec[]): ParamValues {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec.default]));
}

export type ParamProblem =
  | { kind: 'required' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'integer'; min: number; max: number };

/** Why a value is refused (spec §3 ranges), or null when it is in range. */
export function checkValue(
  spec: ParameterSpec,
  value: ParamValue | undefined,
): ParamProblem | null {
  if (spec.kind !== 'number') return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { kind: 'required' };
  const outside = value < spec.min || value > spec.max;
  // An integer field says "whole number" whichever way it is wrong.
  if (spec.integer && (outside || !Number.isInteger(value))) {
    return { kind: 'integer', min: spec.min, max: spec.max };
  }
  return outside ? { kind: 'range', min: spec.min, max: spec.max } : null;
}

/** True when every shown value is in range (the run button waits for it). */
export function allValid(specs: readonly ParameterSpec[], values: ParamValues): boolean {
  return specs.every((spec) => checkValue(spec, values[spec.name]) === null);
}

/**
 * The parameters a run sends: only those changed from their default, so a run with the defaults
 * is the same request as the engine's CLI without --params (its figures can be compared). Dotted
 * names (`prophet.changepoint_prior_scale`, the ensemble's member settings) become nested objects.
 */
export function requestParams(
  specs: readonly ParameterSpec[],
  values: ParamValues,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = values[spec.name];
    if (value !== undefined && value !== null && value !== spec.default) changed[spec.name] = value;
  }
  return nestParameters(changed);
}

/** The ensemble's two weights (spec §3 "Ensemble"): each 0–1, always summing to 1. */
export const ENSEMBLE_WEIGHTS = ['prophet_weight', 'xgboost_weight'] as const;
type WeightName = (typeof ENSEMBLE_WEIGHTS)[number];

export function isEnsembleWeight(name: string): name is WeightName {
  return (ENSEMBLE_WEIGHTS as readonly string[]).includes(name);
}

/**
 * A changed value with what follows from it: changing one ensemble weight sets the other to its
 * complement (spec §3 "changing one adjusts the other"), by the engine's own rule.
 */
export function withValue(values: ParamValues, name: string, value: ParamValue): ParamValues {
  const next: Record<string, ParamValue> = { ...values, [name]: value };
  if (!isEnsembleWeight(name) || typeof value !== 'number') return next;
  const weights = normaliseEnsembleWeights(
    {
      prophet_weight: Number(next.prophet_weight ?? 0),
      xgboost_weight: Number(next.xgboost_weight ?? 0),
    },
    name,
  );
  return { ...next, ...weights };
}
