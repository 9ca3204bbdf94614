import { FORECAST_MAX_HORIZON, FORECAST_MIN_HORIZON } from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';

/** The longest horizon a cross validation or comparison takes (contract ForecastRunRequest). */
const VALIDATION_MAX_HORIZON = 36;

type Body = Record<string, unknown> & { models?: unknown };

const shown = (value: unknown): string | number =>
  typeof value === 'number' || typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/**
 * A run request the contract's schema refused, said with the forecast codes where the field has
 * one (spec §8): a horizon out of range is forecast/invalid-horizon { min, max, got }, a model not
 * in the list forecast/unknown-model { model }. Anything else stays the schema's validation_failed.
 */
/** Fastify's attached validation error: its issues carry the JSON path of each bad field. */
type ValidationError = Error & { validation?: Array<{ instancePath: string }> };

export function runRequestError(error: ValidationError, raw: unknown): Error {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Body;
  const paths = (error.validation ?? []).map((issue) =>
    issue.instancePath.split('/').filter(Boolean),
  );
  if (paths.some((path) => path[0] === 'horizon')) {
    const max = body.kind === 'forecast' ? FORECAST_MAX_HORIZON : VALIDATION_MAX_HORIZON;
    return new AppError('forecast/invalid-horizon', 400, {
      min: FORECAST_MIN_HORIZON,
      max,
      got: shown(body.horizon),
    });
  }
  const model = paths.find((path) => path.at(-1) === 'model');
  if (model) {
    const models = Array.isArray(body.models) ? (body.models as Body[]) : [];
    const got = model[0] === 'models' ? models[Number(model[1])]?.model : body.model;
    return new AppError('forecast/unknown-model', 400, { model: shown(got) });
  }
  return error;
}
