import { withDeadline } from './deadline';
import { type AnyForecastModel, isModelName } from './models';
import { checkSeriesForModel, validateHorizon } from './prepare/rules';
import { DEFAULT_LEVELS, ForecastError, type Series } from './types';

/** One series of the CLI's input file (the M3 file's shape; other fields are ignored). */
export type SeriesInput = {
  readonly id: string;
  readonly frequency: number;
  readonly start?: string;
  readonly horizon?: number;
  readonly values: readonly number[];
};

export type SeriesFile = { readonly series: SeriesInput[] };

/** A forecast: mean plus lo<level>/hi<level> bounds ("lo80", "hi95"), and its fit+forecast time. */
export type SeriesForecast = {
  readonly id: string;
  readonly mean: number[];
  readonly seconds: number;
  /** What the model chose for this series (e.g. "ARIMA(0,1,1)(0,1,1)[12]"), when it says. */
  readonly description?: string;
} & {
  readonly [bound: `lo${number}` | `hi${number}`]: number[];
};
/** A series that could not be forecast: "<code>: <message>". */
export type SeriesFailure = { readonly id: string; readonly error: string };

export type ForecastFile = {
  readonly model: string;
  readonly software: string;
  readonly forecasts: (SeriesForecast | SeriesFailure)[];
};

export type BatchOptions = {
  /** The model's user parameters, parsed once by its parseParams. */
  readonly params?: unknown;
  /** Horizon of series whose entry has none. */
  readonly horizon?: number;
  readonly levels?: readonly number[];
  readonly seed?: number;
  /** Time limit of one series' fit and forecast. */
  readonly timeoutMs: number;
  readonly software: string;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseEntry(entry: unknown, index: number): SeriesInput {
  if (!isRecord(entry)) throw new ForecastError('empty_input', `series[${index}] is not an object`);
  const { id, frequency, start, horizon, values } = entry;
  if (typeof id !== 'string' || id === '') {
    throw new ForecastError('empty_input', `series[${index}].id must be a non-empty string`);
  }
  if (typeof frequency !== 'number' || !Number.isInteger(frequency) || frequency < 1) {
    throw new ForecastError(
      'invalid_frequency',
      `series "${id}": frequency must be a positive integer`,
    );
  }
  if (!Array.isArray(values) || !values.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    throw new ForecastError('non_finite_value', `series "${id}": values must be finite numbers`);
  }
  return {
    id,
    frequency,
    values: values as readonly number[],
    ...(typeof start === 'string' ? { start } : {}),
    ...(typeof horizon === 'number' ? { horizon } : {}),
  };
}

/** Checks the shape of a parsed series file and says which entry is wrong when it is not. */
export function parseSeriesFile(data: unknown): SeriesFile {
  if (!isRecord(data) || !Array.isArray(data.series)) {
    throw new ForecastError('empty_input', 'expected an object with a "series" array');
  }
  return { series: data.series.map(parseEntry) };
}

function failureText(error: unknown): string {
  if (error instanceof ForecastError) return `${error.code}: ${error.message}`;
  return `fit_failed: ${error instanceof Error ? error.message : String(error)}`;
}

async function forecastOne(
  input: SeriesInput,
  modelName: string,
  model: AnyForecastModel,
  params: unknown,
  options: BatchOptions,
): Promise<SeriesForecast> {
  const horizon = validateHorizon(input.horizon ?? options.horizon);
  const series: Series = { values: input.values, frequency: input.frequency, start: input.start };
  if (isModelName(modelName))
    checkSeriesForModel(series, modelName, params as Record<string, unknown>);
  // The auto mode judges its candidates on the horizon asked for; fit() never sees h otherwise.
  const fitParams =
    modelName === 'auto' && (params as { horizon?: number }).horizon === undefined
      ? { ...(params as object), horizon }
      : params;
  const started = performance.now();
  const { prediction, description } = await withDeadline(options.timeoutMs, async (signal) => {
    // Searches get half the limit, so a model that uses its whole budget still fits in time.
    const fitted = await model.fit(series, fitParams, {
      signal,
      seed: options.seed,
      budgetMs: options.timeoutMs / 2,
    });
    return {
      prediction: fitted.predict(horizon, options.levels ?? DEFAULT_LEVELS),
      description: fitted.info?.description,
    };
  });
  const seconds = (performance.now() - started) / 1000;
  const bounds = Object.keys(prediction.lower).flatMap((level) => [
    [`lo${level}`, prediction.lower[level]],
    [`hi${level}`, prediction.upper[level]],
  ]);
  return {
    id: input.id,
    mean: prediction.mean,
    ...Object.fromEntries(bounds),
    seconds,
    ...(description ? { description } : {}),
  };
}

/**
 * Forecasts every series of a file, in input order. A series that fails (too short, timeout, a
 * model error) becomes {"id", "error": "<code>: <message>"} and the others go on.
 */
export async function forecastBatch(
  input: SeriesFile,
  modelName: string,
  model: AnyForecastModel,
  options: BatchOptions,
): Promise<ForecastFile> {
  const params = model.parseParams(options.params);
  const forecasts: (SeriesForecast | SeriesFailure)[] = [];
  for (const entry of input.series) {
    try {
      forecasts.push(await forecastOne(entry, modelName, model, params, options));
    } catch (error) {
      forecasts.push({ id: entry.id, error: failureText(error) });
    }
  }
  return { model: modelName, software: options.software, forecasts };
}
