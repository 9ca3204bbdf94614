import type { ErrorCode, RunError } from '@bus/domain';

/*
 * The one place where the engine's failures become the contract's `forecast/*` codes with their
 * params (packages/domain/src/api/forecast.ts). It reads a ForecastError by its shape (name, code,
 * details), so the worker and the main thread can both use it without loading the engine.
 */

type Params = Record<string, string | number>;

/** The engine's ForecastError as it arrives: `details` carries row, value, parameter, min, max… */
type EngineError = { name: string; code: string; message: string; details?: unknown };

export function isEngineError(error: unknown): error is EngineError {
  return (
    error instanceof Error &&
    error.name === 'ForecastError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/** Engine code → contract code. A code the contract has no name for is a fit that failed. */
const CODES: Record<string, ErrorCode> = {
  series_too_short: 'forecast/series-too-short',
  non_finite_value: 'forecast/not-a-number',
  invalid_horizon: 'forecast/invalid-horizon',
  invalid_level: 'forecast/invalid-parameter',
  invalid_frequency: 'forecast/mixed-frequency',
  empty_input: 'forecast/empty',
  invalid_parameter: 'forecast/invalid-parameter',
  constant_series: 'forecast/constant-series',
  non_positive_values: 'forecast/non-positive-values',
  invalid_date: 'forecast/invalid-date',
  duplicate_date: 'forecast/duplicate-date',
  missing_period: 'forecast/missing-period',
  not_a_number: 'forecast/not-a-number',
  timeout: 'forecast/timeout',
  cancelled: 'forecast/cancelled',
  fit_failed: 'forecast/fit-failed',
  no_date_column: 'forecast/no-date-column',
  no_value_column: 'forecast/no-value-column',
  too_many_rows: 'forecast/too-many-rows',
  mixed_frequency: 'forecast/mixed-frequency',
};

/** The engine's details, kept when they are plain values (row, value, parameter, min, max, got). */
function scalarDetails(details: unknown): Params {
  if (typeof details !== 'object' || details === null) return {};
  const out: Params = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    else if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * An engine failure as the contract's RunError: the engine's details are the params; `context`
 * fills what it does not say (the model a run was fitting).
 */
export function engineRunError(error: EngineError, context: Params = {}): RunError {
  const code = CODES[error.code] ?? 'forecast/fit-failed';
  const params = { ...context, ...scalarDetails(error.details) };
  if (code === 'forecast/fit-failed' && params.model === undefined) params.model = '';
  return { code, params };
}
