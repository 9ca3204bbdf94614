import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { parseSeriesFile, type SeriesFile } from './batch';
import { prepareSeries } from './prepare/prepare-series';
import { ForecastError } from './types';

/**
 * Reads the CLI's input: a series file (.json, `{"series": [...]}`) or one series as CSV
 * (`date,value` with any accepted date format; its id is the file name). Reading the file is
 * the CLI's job, so this lives beside it rather than in the pure modules.
 */
export function readSeriesInput(
  path: string,
  options: { limit24Months?: boolean } = {},
): SeriesFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ForecastError('empty_input', `cannot read ${path}: ${reason}`);
  }
  if (extname(path).toLowerCase() === '.csv') {
    const prepared = prepareSeries(text, { limit24Months: options.limit24Months });
    const { values, frequency, start } = prepared.series;
    return {
      series: [
        { id: basename(path, extname(path)), frequency, values, ...(start ? { start } : {}) },
      ],
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ForecastError('empty_input', `${path} is neither CSV nor valid JSON: ${reason}`);
  }
  return parseSeriesFile(data);
}
