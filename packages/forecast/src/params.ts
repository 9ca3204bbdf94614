import { ForecastError, type ForecastErrorDetails } from './types';

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

/**
 * What a rule accepts, for the forms (the parameter catalogue, catalogue.ts): a real number or an
 * integer in [min, max] (with the form's step), a switch, one of fixed options, or the nested
 * parameter object of another model (the ensemble's members). `default` is absent where the spec
 * states none and the model chooses from the data.
 */
export type ParamSpec =
  | {
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly step: number;
      readonly default?: number;
    }
  | {
      readonly kind: 'integer';
      readonly min: number;
      readonly max: number;
      readonly default?: number;
    }
  | { readonly kind: 'boolean'; readonly default?: boolean }
  | { readonly kind: 'enum'; readonly options: readonly string[]; readonly default?: string }
  | { readonly kind: 'object' };

/** How one parameter is validated, and its value when the caller leaves it out (or sends null). */
export type ParamRule<T> = {
  readonly default: T;
  /** What the rule accepts, so a form can be built from it. */
  readonly spec: ParamSpec;
  parse(value: unknown, key: string): T;
};

export type ParamRules = Readonly<Record<string, ParamRule<unknown>>>;

/** The parsed parameter object a set of rules produces. */
export type ParamsOf<R extends ParamRules> = {
  readonly [K in keyof R]: R[K] extends ParamRule<infer T> ? T : never;
};

/** ForecastError 'invalid_parameter' with the values its translated message needs. */
export function invalidParameter(
  message: string,
  details: ForecastErrorDetails = {},
): ForecastError {
  return new ForecastError('invalid_parameter', message, details);
}

function shown(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));
}

/** The offending value as an error detail: numbers and strings as they are, anything else as JSON. */
export function gotDetail(value: unknown): string | number {
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/**
 * The form's step of a real parameter: the largest power of ten that divides its bounds and
 * default, but at most a twentieth of the range, so 0–10 steps by 0.1 and 0.001–0.5 by 0.001.
 */
export function stepOf(min: number, max: number, fallback: number): number {
  const decimals = (n: number) => {
    for (let d = 0; d <= 10; d++)
      if (Math.abs(Math.round(n * 10 ** d) - n * 10 ** d) < 1e-9) return d;
    return 10;
  };
  const exact = 10 ** -Math.max(decimals(min), decimals(max), decimals(fallback));
  const coarse = 10 ** Math.floor(Math.log10((max - min) / 20));
  return Number(Math.min(exact, coarse).toPrecision(1));
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
    spec: { kind: 'number', min, max, step: stepOf(min, max, fallback), default: fallback },
    parse(value, key) {
      const n = toNumber(value);
      if (n === undefined || n < min || n > max) {
        throw invalidParameter(
          `${key} must be a number from ${min} to ${max} (got ${shown(value)})`,
          { parameter: key, min, max, got: gotDetail(value) },
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
    spec: { kind: 'integer', min, max, default: fallback },
    parse(value, key) {
      const n = toNumber(value);
      if (n === undefined || !Number.isInteger(n) || n < min || n > max) {
        throw invalidParameter(
          `${key} must be an integer from ${min} to ${max} (got ${shown(value)})`,
          { parameter: key, min, max, got: gotDetail(value) },
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
    spec: { kind: 'boolean', default: fallback },
    parse(value, key) {
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw invalidParameter(`${key} must be true or false (got ${shown(value)})`, {
        parameter: key,
        options: 'true, false',
        got: gotDetail(value),
      });
    },
  };
}

/** One of a fixed list of strings. */
export function enumParam<const V extends string>(values: readonly V[], fallback: V): ParamRule<V> {
  return {
    default: fallback,
    spec: { kind: 'enum', options: values, default: fallback },
    parse(value, key) {
      if (typeof value === 'string' && (values as readonly string[]).includes(value)) {
        return value as V;
      }
      throw invalidParameter(`${key} must be one of ${values.join(', ')} (got ${shown(value)})`, {
        parameter: key,
        options: values.join(', '),
        got: gotDetail(value),
      });
    },
  };
}

/**
 * 'auto', true or false: Prophet's seasonality switches and ETS's damping, where 'auto' lets the
 * model decide from the data. A form shows it as three options.
 */
export function autoSwitchParam(): ParamRule<'auto' | boolean> {
  return {
    default: 'auto',
    spec: { kind: 'enum', options: ['auto', 'true', 'false'], default: 'auto' },
    parse(value, key) {
      if (value === 'auto') return 'auto';
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw invalidParameter(`${key} must be auto, true or false (got ${shown(value)})`, {
        parameter: key,
        options: 'auto, true, false',
        got: gotDetail(value),
      });
    },
  };
}

/**
 * One of fixed options or 'auto' (undefined: the model chooses, e.g. ARIMA's trend by AICc), so a
 * form can offer the model's own choice as the default option.
 */
export function autoOrEnumParam<const V extends string>(
  values: readonly V[],
): ParamRule<V | undefined> {
  const options = ['auto', ...values];
  const rule = enumParam(options, 'auto');
  return {
    default: undefined,
    spec: { kind: 'enum', options, default: 'auto' },
    parse(value, key) {
      const parsed = rule.parse(value, key);
      return parsed === 'auto' ? undefined : (parsed as V);
    },
  };
}

/** A parameter without a default ("not stated" in the spec): left out, it stays undefined. */
export function optionalParam<T>(rule: ParamRule<T>): ParamRule<T | undefined> {
  // The model chooses the value from the data, so the form shows no default either.
  const spec = Object.fromEntries(
    Object.entries(rule.spec).filter(([key]) => key !== 'default'),
  ) as ParamSpec;
  return { default: undefined, spec, parse: (value, key) => rule.parse(value, key) };
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
        throw invalidParameter(`${modelName} parameters must be an object (got ${shown(input)})`, {
          parameter: 'params',
          model: modelName,
          got: gotDetail(input),
        });
      }
      const unknown = Object.keys(input).filter((key) => !Object.hasOwn(rules, key));
      if (unknown.length > 0) {
        const allowed = keys.length > 0 ? keys.join(', ') : 'none';
        throw invalidParameter(
          `unknown parameter ${unknown.join(', ')} for ${modelName} (allowed: ${allowed})`,
          {
            parameter: unknown.join(', '),
            model: modelName,
            options: allowed,
            got: gotDetail(input[unknown[0] ?? '']),
          },
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
