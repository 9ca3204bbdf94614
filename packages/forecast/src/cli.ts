#!/usr/bin/env -S npx --no-install tsx
/**
 * Batch forecasting from the command line (for benchmarks and batch use, ARCHITECTURE.md):
 *   npx tsx packages/forecast/src/cli.ts series.json --horizon 12 --model seasonal-naive \
 *     [--levels 80,95] [--out forecasts.json]
 * Reads {"series":[{id,frequency,values}]} and writes {model,horizon,levels,forecasts:[{id,mean,lower,upper}]}.
 * This file is the package's only I/O.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { forecastBatch, parseSeriesFile } from './batch';
import { isModelName, MODEL_NAMES } from './models';
import { DEFAULT_LEVELS, ForecastError } from './types';

const USAGE = `usage: bus-forecast <series.json> --horizon <n> [--model ${MODEL_NAMES.join('|')}] [--levels 80,95] [--out file]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      horizon: { type: 'string' },
      model: { type: 'string', default: 'seasonal-naive' },
      levels: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [inputPath] = positionals;
  if (!inputPath) fail('missing input file');
  const horizon = Number(values.horizon);
  if (!Number.isInteger(horizon) || horizon < 1) fail('--horizon must be a positive integer');
  const model = values.model ?? 'seasonal-naive';
  if (!isModelName(model)) fail(`unknown model "${model}"`);
  const levels = values.levels ? values.levels.split(',').map(Number) : DEFAULT_LEVELS;

  let data: unknown;
  try {
    data = JSON.parse(readFileSync(inputPath, 'utf8'));
  } catch (error) {
    fail(`cannot read ${inputPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const output = `${JSON.stringify(forecastBatch(parseSeriesFile(data), model, horizon, levels))}\n`;
    if (values.out) writeFileSync(values.out, output);
    else process.stdout.write(output);
  } catch (error) {
    if (error instanceof ForecastError) fail(`${error.code}: ${error.message}`);
    throw error;
  }
}

main();
