import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'forecast-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cli = join(import.meta.dirname, 'cli.ts');

function run(args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('bus-forecast CLI', () => {
  it('reads a series file and writes forecasts JSON', () => {
    const input = join(dir, 'series.json');
    const out = join(dir, 'forecasts.json');
    writeFileSync(
      input,
      JSON.stringify({ series: [{ id: 'a', frequency: 2, values: [1, 3, 2, 4] }] }),
    );
    run([input, '--horizon', '3', '--model', 'seasonal-naive', '--levels', '80', '--out', out]);
    const result = JSON.parse(readFileSync(out, 'utf8'));
    expect(result).toEqual({
      model: 'seasonal-naive',
      horizon: 3,
      levels: [80],
      forecasts: [
        {
          id: 'a',
          mean: [2, 4, 2],
          lower: { 80: [3, 5, 2 + Math.SQRT2] },
          upper: { 80: [3, 5, 2 + Math.SQRT2] },
        },
      ],
    });
  });

  it('exits with status 2 and usage on a bad horizon', () => {
    expect(() => run(['missing.json', '--horizon', 'x'])).toThrowError(
      /--horizon must be a positive integer/,
    );
  });
});
