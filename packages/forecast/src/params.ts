import { ForecastError } from './types';

/**
 * Parsing of user-supplied model parameters (costing-and-forecasting.md §3 "Model parameters").
 * A model declares one rule per snake_case parameter and gets `defaults` and `parse(input)`:
 *
 *   const rules = { max_depth: integerParam(1, 20, 6), trend: enumParam(['n', 'c'], 'n') };
 *   export type XgbParams = ParamsOf<typeof rules>;
 *   const { defaults, parse } = defineParams('xgboost', rules);
 *
 * Every failure is ForecastError 'invalid_parameter' whose message names the key and its range,
 * e.g. "max_depth must be an integer from 1 to 20 (got 25)". Unknown keys are rejected so a typo
 * never silently falls back to a default.
 */

/** How one parameter is validated, and its value when the caller leaves it out (or sends null). */
export type ParamRule<T> = {
  readonly default: T;
  parse(value: unknown, key: string): T;
};

export type ParamRules = Readonly<Record<string, ParamRule<unknown>>>;

/** The parsed parameter object a set of rules produces. */
export type ParamsOf<R extends ParamRules> = {
  readonly [K in keyof R]: R[K] extends ParamRule<infer T> ? T : never;
};

export function invalidParameter(message: string): ForecastError {
  return new ForecastError('invalid_parameter', message);
}

function shown(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));
}

/** Form fields arrive as strings; "0.1" is the number 0.1, "" and "abc" are not numbers. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A real number in [min, max]. */
export function numberParam(min: number, max: number, fallback: number): ParamRule<number> {
  return {
    default: fallback,
    parse(value, key) {
      const n = toNumber(value);
      if (n === undefined || n < min || n > max) {
        throw invalidParameter(
          `${key} must be a number from ${min} to ${max} (got ${shown(value)})`,
        );
      }
      return n;
    },
  };
}

/** An integer in [min, max]. */
export function integerParam(min: number, max: number, fallback: number): ParamRule<number> {
  return {
    default: fallback,
    parse(value, key) {
      const n = toNumber(value);
      if (n === undefined || !Number.isInteger(n) || n < min || n > max) {
        throw invalidParameter(
          `${key} must be an integer from ${min} to ${max} (got ${shown(value)})`,
        );
      }
      return n;
    },
  };
}

/** true or false (the strings "true" and "false" from a form are accepted too). */
export function booleanParam(fallback: boolean): ParamRule<boolean> {
  return {
    default: fallback,
    parse(value, key) {
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw invalidParameter(`${key} must be true or false (got ${shown(value)})`);
    },
  };
}

/** One of a fixed list of strings. */
export function enumParam<const V extends string>(values: readonly V[], fallback: V): ParamRule<V> {
  return {
    default: fallback,
    parse(value, key) {
      if (typeof value === 'string' && (values as readonly string[]).includes(value)) {
        return value as V;
      }
      throw invalidParameter(`${key} must be one of ${values.join(', ')} (got ${shown(value)})`);
    },
  };
}

/** A parameter without a default ("not stated" in the spec): left out, it stays undefined. */
export function optionalParam<T>(rule: ParamRule<T>): ParamRule<T | undefined> {
  return { default: undefined, parse: (value, key) => rule.parse(value, key) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the defaults and the parser of a model's parameters from its rules. */
export function defineParams<R extends ParamRules>(
  modelName: string,
  rules: R,
): { readonly defaults: ParamsOf<R>; parse(input: unknown): ParamsOf<R> } {
  const keys = Object.keys(rules);
  const defaults = Object.fromEntries(keys.map((key) => [key, rules[key]?.default]));
  return {
    defaults: defaults as ParamsOf<R>,
    parse(input) {
      if (input === undefined || input === null) return { ...defaults } as ParamsOf<R>;
      if (!isRecord(input)) {
        throw invalidParameter(`${modelName} parameters must be an object (got ${shown(input)})`);
      }
      const unknown = Object.keys(input).filter((key) => !Object.hasOwn(rules, key));
      if (unknown.length > 0) {
        const allowed = keys.length > 0 ? keys.join(', ') : 'none';
        throw invalidParameter(
          `unknown parameter ${unknown.join(', ')} for ${modelName} (allowed: ${allowed})`,
        );
      }
      const parsed: Record<string, unknown> = { ...defaults };
      for (const key of keys) {
        const value = input[key];
        if (value !== undefined && value !== null) parsed[key] = rules[key]?.parse(value, key);
      }
      return parsed as ParamsOf<R>;
    },
  };
}
