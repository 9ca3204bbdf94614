import { fitModel, type ModelName } from './models';
import { ForecastError, type Prediction } from './types';

/** Input file of the CLI: `{ "series": [{ "id", "frequency", "values" }] }`. */
export type SeriesFile = {
  series: { id: string; frequency: number; values: number[] }[];
};

/** Output of the CLI: one forecast per input series, in input order. */
export type ForecastFile = {
  model: ModelName;
  horizon: number;
  levels: number[];
  forecasts: ({ id: string } & Prediction)[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the shape of a parsed series file and says which entry is wrong when it is not. */
export function parseSeriesFile(data: unknown): SeriesFile {
  if (!isRecord(data) || !Array.isArray(data.series)) {
    throw new ForecastError('empty_input', 'expected an object with a "series" array');
  }
  const series = data.series.map((entry: unknown, index) => {
    if (!isRecord(entry))
      throw new ForecastError('empty_input', `series[${index}] is not an object`);
    const { id, frequency, values } = entry;
    if (typeof id !== 'string' || id === '') {
      throw new ForecastError('empty_input', `series[${index}].id must be a non-empty string`);
    }
    if (typeof frequency !== 'number' || !Number.isInteger(frequency) || frequency < 1) {
      throw new ForecastError(
        'invalid_frequency',
        `series "${id}": frequency must be a positive integer`,
      );
    }
    if (
      !Array.isArray(values) ||
      !values.every((v) => typeof v === 'number' && Number.isFinite(v))
    ) {
      throw new ForecastError('non_finite_value', `series "${id}": values must be finite numbers`);
    }
    return { id, frequency, values: values as number[] };
  });
  return { series };
}

/** Fits `model` to every series and predicts `horizon` periods with the given interval levels. */
export function forecastBatch(
  input: SeriesFile,
  model: ModelName,
  horizon: number,
  levels: readonly number[],
): ForecastFile {
  const forecasts = input.series.map(({ id, frequency, values }) => {
    try {
      return { id, ...fitModel(model, { values, frequency }).predict(horizon, levels) };
    } catch (error) {
      if (error instanceof ForecastError) {
        throw new ForecastError(error.code, `series "${id}": ${error.message}`);
      }
      throw error;
    }
  });
  return { model, horizon, levels: [...levels], forecasts };
}
