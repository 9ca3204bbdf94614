import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'forecast-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cli = join(import.meta.dirname, 'cli.ts');

function run(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });
}

function forecastFile(args: string[]) {
  const out = join(dir, `out-${Math.random().toString(36).slice(2)}.json`);
  const result = run([...args, '--output', out]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(readFileSync(out, 'utf8'));
}

const SERIES_JSON = join(dir, 'series.json');
writeFileSync(
  SERIES_JSON,
  JSON.stringify({
    series: [
      { id: 'a', frequency: 2, start: '2024-01', horizon: 3, values: [1, 3, 2, 4] },
      { id: 'too-short', frequency: 12, horizon: 3, values: [1, 2, 3] },
      { id: 'b', frequency: 1, horizon: 2, values: [5, 6, 8] },
    ],
  }),
);

// Each case spawns Node with tsx (~0.5 s alone, several seconds on a loaded machine).
describe('bus-forecast CLI', { timeout: 60_000 }, () => {
  it('forecasts a JSON file; a failing series does not stop the others', () => {
    const result = forecastFile([
      '--model',
      'seasonal-naive',
      '--input',
      SERIES_JSON,
      '--levels',
      '80',
    ]);
    expect(result.model).toBe('seasonal-naive');
    expect(result.software).toMatch(/^bus-forecast \d+\.\d+\.\d+ \(Node \d+\.\d+\.\d+\)$/);
    expect(result.forecasts).toEqual([
      {
        id: 'a',
        mean: [2, 4, 2],
        // The residual quantiles (3, 5, 2 + √2) stretched from the mean by seasonal naive's M3
        // factor at 80 % (calibrate/m3-calibration.ts): four points are too few to backtest.
        lo80: [3.166, 5.166, expect.closeTo(2 + 1.166 * Math.SQRT2, 12)],
        hi80: [3.166, 5.166, expect.closeTo(2 + 1.166 * Math.SQRT2, 12)],
        seconds: expect.any(Number),
        description: 'seasonal naive (m = 2)',
      },
      { id: 'too-short', error: expect.stringMatching(/^series_too_short: /) },
      {
        id: 'b',
        mean: [8, 8],
        lo80: expect.any(Array),
        hi80: expect.any(Array),
        seconds: expect.any(Number),
        description: 'seasonal naive (m = 1)',
      },
    ]);
  });

  it('forecasts a date,value CSV named after its file, with 80 % and 95 % bounds by default', () => {
    const csv = join(dir, 'fares.csv');
    // Fourteen months: seasonal naive needs more than one season.
    const rows = Array.from(
      { length: 14 },
      (_, i) => `${2023 + Math.floor(i / 12)}.${(i % 12) + 1},${10 + i}`,
    );
    writeFileSync(csv, `date,value\n${rows.join('\n')}\n`);
    const result = forecastFile([
      '--model',
      'seasonal-naive',
      '--input',
      csv,
      '--horizon',
      '2',
      '--params',
      '{}',
    ]);
    expect(result.forecasts[0]).toMatchObject({ id: 'fares', mean: [12, 13] });
    expect(Object.keys(result.forecasts[0]).sort()).toEqual([
      'description',
      'hi80',
      'hi95',
      'id',
      'lo80',
      'lo95',
      'mean',
      'seconds',
    ]);
  });

  it('reports a series over its time limit as a timeout and prints peak memory on request', () => {
    const out = join(dir, 'timeout.json');
    const result = run([
      '--model',
      'seasonal-naive',
      '--input',
      SERIES_JSON,
      '--timeout',
      '0.000001',
      '--output',
      out,
      '--report-memory',
    ]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stderr.trim())).toEqual({ maxRssKb: expect.any(Number) });
    const forecasts = JSON.parse(readFileSync(out, 'utf8')).forecasts;
    expect(forecasts[0]).toEqual({ id: 'a', error: expect.stringMatching(/^timeout: /) });
  });

  it('forecasts 12 months of a CSV given no horizon, as the README example runs (spec §9)', () => {
    const csv = join(dir, 'monthly.csv');
    const rows = Array.from(
      { length: 24 },
      (_, i) => `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')},${100 + i}`,
    );
    writeFileSync(csv, `date,value\n${rows.join('\n')}\n`);
    const result = forecastFile(['--model', 'seasonal-naive', '--input', csv]);
    expect(result.forecasts[0]).toMatchObject({
      id: 'monthly',
      mean: rows.slice(12).map((_, i) => 112 + i),
    });
    expect(result.forecasts[0].lo95).toHaveLength(12);
    expect(run(['--help']).stdout).toMatch(/--horizon N \(CSV: default 12/);
  });

  it('exits with status 2 and usage on an unknown model or bad parameters', () => {
    for (const args of [
      ['--model', 'nope', '--input', SERIES_JSON],
      ['--model', 'seasonal-naive', '--input', SERIES_JSON, '--params', '{"p":1}'],
    ]) {
      const result = run(args);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/usage: npm run forecast/);
    }
    expect(run(['--model', 'nope', '--input', SERIES_JSON]).stderr).toMatch(
      /^unknown model "nope"/,
    );
  });

  it('exits with status 1 and the error code on an unreadable input', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"rows": []}');
    const result = run(['--model', 'seasonal-naive', '--input', bad]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^empty_input: /);
  });

  it('writes to stdout without --output', () => {
    const stdout = execFileSync(
      process.execPath,
      ['--import', 'tsx', cli, '--model', 'seasonal-naive', '--input', SERIES_JSON],
      {
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(stdout).forecasts).toHaveLength(3);
  });
});
