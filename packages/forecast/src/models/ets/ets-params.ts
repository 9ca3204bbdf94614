import {
  autoSwitchParam,
  defineParams,
  gotDetail,
  invalidParameter,
  type ParamRule,
  type ParamsOf,
} from '../../params';
import type { ErrorType, SeasonType, SpecRequest, TrendType } from './ets-spec';

/**
 * ETS parameters (our own; the spec's table has none for ETS):
 * - model: forecast::ets's three-letter code — error A/M, trend N/A, season N/A/M, Z = choose
 *   by AICc. "ZZZ" searches every allowed model.
 * - damped: "auto" tries damped and undamped trends; true / false forces one.
 */
const MODEL_CODE = /^[AMZ][NAZ][NAMZ]$/;

/** Every allowed code, ZZZ first, for the form's list (additive error with multiplicative season left out). */
const MODEL_CODES = ['Z', 'A', 'M'].flatMap((error) =>
  ['Z', 'N', 'A'].flatMap((trend) =>
    ['Z', 'N', 'A', 'M']
      .filter((season) => !(error === 'A' && season === 'M'))
      .map((season) => `${error}${trend}${season}`),
  ),
);

const modelRule: ParamRule<string> = {
  default: 'ZZZ',
  spec: { kind: 'enum', options: MODEL_CODES, default: 'ZZZ' },
  parse(value, key) {
    const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
    const details = { parameter: key, options: MODEL_CODES.join(', '), got: gotDetail(value) };
    if (!MODEL_CODE.test(code)) {
      throw invalidParameter(
        `${key} must be a 3-letter ETS code: error A, M or Z; trend N, A or Z; season N, A, M or Z (got ${JSON.stringify(value)})`,
        details,
      );
    }
    if (code[0] === 'A' && code[2] === 'M') {
      throw invalidParameter(
        `${key} '${code}' is not allowed: additive errors with a multiplicative season can have infinite variance (use M${code.slice(1)})`,
        details,
      );
    }
    return code;
  },
};

export const ETS_RULES = { model: modelRule, damped: autoSwitchParam() };
const definition = defineParams('ets', ETS_RULES);

export type EtsParams = ParamsOf<typeof ETS_RULES>;
export const etsDefaults: EtsParams = definition.defaults;

export function parseEtsParams(input: unknown): EtsParams {
  const params = definition.parse(input);
  if (params.damped === true && params.model[1] === 'N') {
    throw invalidParameter(
      `damped must be false or auto when model has no trend (model '${params.model}')`,
      { parameter: 'damped', options: 'auto, false', got: 'true' },
    );
  }
  return params;
}

function pick<T extends string>(letter: string | undefined): T | undefined {
  return letter === undefined || letter === 'Z' ? undefined : (letter as T);
}

/** The choices the parameters fix; undefined ones are searched. */
export function specRequest(params: EtsParams): SpecRequest {
  const code = params.model;
  return {
    error: pick<ErrorType>(code[0]),
    trend: pick<TrendType>(code[1]),
    season: pick<SeasonType>(code[2]),
    damped: params.damped === 'auto' ? undefined : params.damped,
  };
}
