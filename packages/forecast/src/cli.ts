#!/usr/bin/env -S npx --no-install tsx
/**
 * Batch forecasting from the command line (issue 5; ARCHITECTURE.md "Forecasting"), from the
 * repository root:
 *   npm run forecast -- --model ets --input series.json --output forecasts.json \
 *     [--params '{"model":"ZZZ"}'] [--optimize] [--seed 1] [--timeout 120] [--levels 80,95]
 *     [--horizon 12] [--limit-24-months] [--report-memory]
 * Input: {"series":[{id, frequency, start, horizon, values}]} or a `date,value` CSV (one series,
 * --horizon 12 unless given: spec §9's default horizon). Output: {model, software, forecasts:[{id, mean, lo80, hi80, lo95, hi95,
 * seconds} | {id, error}]}. Exit 2 on bad arguments, 1 on an unreadable input. This file and
 * cli-input.ts are the package's only I/O.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type BatchOptions, forecastBatch } from './batch';
import { readSeriesInput } from './cli-input';
import {
  type AnyForecastModel,
  findModel,
  isModelName,
  OPTIMIZE_PARAMS,
  registeredModelNames,
} from './models';
import { DEFAULT_HORIZON } from './prepare/rules';
import { DEFAULT_LEVELS, ForecastError } from './types';

/** Default time limit of one series' fit and forecast (issue 5), the main API's 120 s (spec §9). */
const DEFAULT_TIMEOUT_SECONDS = 120;

const USAGE = `usage: npm run forecast -- --model <${registeredModelNames().join('|')}> --input <series.json|series.csv>
  [--output forecasts.json] [--params JSON] [--optimize] [--seed N] [--timeout seconds]
  [--levels 80,95] [--horizon N (CSV: default ${DEFAULT_HORIZON}; JSON: each series' own)]
  [--limit-24-months] [--report-memory]`;

const OPTIONS = {
  model: { type: 'string' },
  input: { type: 'string' },
  output: { type: 'string' },
  params: { type: 'string' },
  optimize: { type: 'boolean', default: false },
  seed: { type: 'string' },
  timeout: { type: 'string' },
  levels: { type: 'string' },
  horizon: { type: 'string' },
  'limit-24-months': { type: 'boolean', default: false },
  'report-memory': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

function fail(message: string, status = 2): never {
  process.stderr.write(status === 2 ? `${message}\n${USAGE}\n` : `${message}\n`);
  process.exit(status);
}

function numberOption(text: string | undefined, name: string, check: (n: number) => boolean) {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !check(value)) fail(`--${name} is not valid: ${text}`);
  return value;
}

function parseParamsOption(text: string | undefined, optimize: Record<string, unknown>): unknown {
  if (text === undefined) return Object.keys(optimize).length > 0 ? optimize : undefined;
  let params: unknown;
  try {
    params = JSON.parse(text);
  } catch {
    fail(`--params must be a JSON object: ${text}`);
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    fail(`--params must be a JSON object: ${text}`);
  }
  return { ...optimize, ...params };
}

function software(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return `bus-forecast ${String(manifest.version)} (Node ${process.versions.node})`;
}

type Command = {
  readonly name: string;
  readonly model: AnyForecastModel;
  readonly input: string;
  readonly output?: string;
  readonly batch: BatchOptions;
  readonly limit24Months: boolean;
  readonly reportMemory: boolean;
};

function readCommand(): Command {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
  try {
    values = parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const name = values.model ?? fail('missing --model');
  const model =
    findModel(name) ??
    fail(isModelName(name) ? `model "${name}" is not available yet` : `unknown model "${name}"`);
  const input = values.input ?? fail('missing --input');
  const isPositive = (n: number) => Number.isFinite(n) && n > 0;
  const timeout = numberOption(values.timeout, 'timeout', isPositive) ?? DEFAULT_TIMEOUT_SECONDS;
  const horizon = numberOption(values.horizon, 'horizon', Number.isInteger);
  const levels = values.levels?.split(',').map(Number) ?? DEFAULT_LEVELS;
  if (!levels.every((l) => l > 0 && l < 100))
    fail(`--levels must be percentages in (0, 100): ${values.levels}`);
  // A CSV holds one series and no horizon of its own: spec §9's default 12 months, as the product.
  const isCsv = input.toLowerCase().endsWith('.csv');
  const optimize = values.optimize && isModelName(name) ? (OPTIMIZE_PARAMS[name] ?? {}) : {};
  const batch: BatchOptions = {
    params: parseParamsOption(values.params, optimize),
    horizon: horizon ?? (isCsv ? DEFAULT_HORIZON : undefined),
    levels,
    seed: numberOption(values.seed, 'seed', Number.isInteger),
    timeoutMs: timeout * 1000,
    software: software(),
  };
  const { output } = values;
  const flags = { limit24Months: values['limit-24-months'], reportMemory: values['report-memory'] };
  return { name, model, input, batch, ...flags, ...(output ? { output } : {}) };
}

async function main(): Promise<void> {
  const command = readCommand();
  let output: string;
  try {
    const file = readSeriesInput(command.input, { limit24Months: command.limit24Months });
    const result = await forecastBatch(file, command.name, command.model, command.batch);
    output = `${JSON.stringify(result)}\n`;
  } catch (error) {
    if (!(error instanceof ForecastError)) throw error;
    fail(`${error.code}: ${error.message}`, error.code === 'invalid_parameter' ? 2 : 1);
  }
  if (command.output) writeFileSync(command.output, output);
  else process.stdout.write(output);
  if (command.reportMemory) {
    // maxRSS is in kilobytes; the benchmark reads this line to report each model's peak memory.
    process.stderr.write(`${JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS })}\n`);
  }
}

await main();
