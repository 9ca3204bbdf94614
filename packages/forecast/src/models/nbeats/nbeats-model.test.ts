import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../numeric/random';
import type { Series } from '../../types';
import { nbeats } from './nbeats-model';
import { loadTf } from './tf-runtime';

/** A network small enough for unit tests; the defaults are exercised by the timing script. */
const SMALL = {
  input_chunk_length: 24,
  output_chunk_length: 6,
  num_stacks: 2,
  num_layers: 2,
  layer_widths: 32,
  dropout: 0,
  n_epochs: 80,
  batch_size: 16,
  learning_rate: 0.005,
};
const params = (extra: Record<string, unknown> = {}) => nbeats.parseParams({ ...SMALL, ...extra });

const SEASON = [10, 12, 15, 20, 26, 30, 31, 28, 22, 17, 13, 11];
const seasonal: Series = {
  values: Array.from({ length: 96 }, (_, t) => SEASON[t % 12] ?? 0),
  frequency: 12,
};
const line: Series = { values: Array.from({ length: 60 }, (_, t) => 50 + 2 * t), frequency: 12 };

function randomWalk(seed: number, n: number): number[] {
  const uniform = mulberry32(seed);
  const values = [100];
  while (values.length < n) {
    const z = Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
    values.push((values.at(-1) ?? 0) + z);
  }
  return values;
}

describe('N-BEATS', () => {
  it('continues a straight line, recursively beyond output_chunk_length', async () => {
    const model = await nbeats.fit(line, params(), { seed: 1 });
    const mean = model.predict(12).mean;
    mean.forEach((v, i) => {
      expect(Math.abs(v - (50 + 2 * (60 + i)))).toBeLessThan(1.5);
    });
  });

  it('repeats a pure season', async () => {
    const model = await nbeats.fit(seasonal, params({ output_chunk_length: 12 }), { seed: 1 });
    model.predict(12).mean.forEach((v, i) => {
      expect(Math.abs(v - (SEASON[i] ?? 0))).toBeLessThan(1.5);
    });
  });

  it('repeats a pure season with the interpretable trend and seasonality stacks', async () => {
    const model = await nbeats.fit(
      seasonal,
      params({ generic_architecture: false, output_chunk_length: 12 }),
      { seed: 1 },
    );
    model.predict(12).mean.forEach((v, i) => {
      expect(Math.abs(v - (SEASON[i] ?? 0))).toBeLessThan(1.5);
    });
    expect(model.info?.description).toMatch(/interpretable, trend \+ seasonality/);
  });

  it('widens its intervals with h and covers random walks roughly as claimed', async () => {
    const tiny = params({
      num_stacks: 1,
      num_layers: 1,
      layer_widths: 16,
      n_epochs: 10,
      output_chunk_length: 6,
    });
    let inside = 0;
    let total = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const values = randomWalk(seed, 132);
      const model = await nbeats.fit({ values: values.slice(0, 120), frequency: 12 }, tiny, {
        seed,
      });
      const p = model.predict(12, [80, 95]);
      const width = (i: number) => (p.upper['95']?.[i] ?? 0) - (p.lower['95']?.[i] ?? 0);
      expect(width(11)).toBeGreaterThan(width(0));
      expect(width(0)).toBeGreaterThan((p.upper['80']?.[0] ?? 0) - (p.lower['80']?.[0] ?? 0));
      values.slice(120).forEach((a, i) => {
        total += 1;
        if (a >= (p.lower['95']?.[i] ?? 0) && a <= (p.upper['95']?.[i] ?? 0)) inside += 1;
      });
    }
    expect(inside / total).toBeGreaterThan(0.8);
  });

  it('gives the same forecast for the same seed and another for another seed', async () => {
    const quick = params({ n_epochs: 10, dropout: 0.2 });
    const a = (await nbeats.fit(seasonal, quick, { seed: 5 })).predict(6).mean;
    const b = (await nbeats.fit(seasonal, quick, { seed: 5 })).predict(6).mean;
    const c = (await nbeats.fit(seasonal, quick, { seed: 6 })).predict(6).mean;
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('leaves no tensor behind, after a fit and after a cancelled one', async () => {
    const tf = await loadTf();
    const before = tf.memory().numTensors;
    await nbeats.fit(seasonal, params({ n_epochs: 10 }), { seed: 1 });
    expect(tf.memory().numTensors).toBe(before);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(
      nbeats.fit(seasonal, params({ n_epochs: 200 }), { signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'cancelled',
    });
    expect(tf.memory().numTensors).toBe(before);
  });

  it('stops with cancelled when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      nbeats.fit(seasonal, params(), { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('needs input_chunk_length + output_chunk_length values', async () => {
    const short: Series = { values: line.values.slice(0, 29), frequency: 12 };
    await expect(nbeats.fit(short, params())).rejects.toMatchObject({
      code: 'series_too_short',
      message: expect.stringMatching(/input_chunk_length \+ output_chunk_length = 30/),
    });
    const exact = await nbeats.fit(
      { ...short, values: line.values.slice(0, 30) },
      params({ n_epochs: 10 }),
    );
    expect(exact.info?.description).toMatch(/naive errors/);
  });

  it('rejects each bad parameter naming it and its range', () => {
    const bad: Array<[string, unknown, string]> = [
      ['input_chunk_length', 9, 'an integer from 10 to 400'],
      ['output_chunk_length', 101, 'an integer from 1 to 100'],
      ['generic_architecture', 'yes', 'true or false'],
      ['num_stacks', 31, 'an integer from 1 to 30'],
      ['num_blocks', 0, 'an integer from 1 to 5'],
      ['num_layers', 9, 'an integer from 1 to 8'],
      ['layer_widths', 8, 'an integer from 16 to 512'],
      ['expansion_coefficient_dim', 11, 'an integer from 1 to 10'],
      ['dropout', 0.6, 'a number from 0 to 0.5'],
      ['n_epochs', 5, 'an integer from 10 to 200'],
      ['batch_size', 4, 'an integer from 8 to 64'],
      ['learning_rate', 0.1, 'a number from 0.0001 to 0.01'],
    ];
    for (const [key, value, range] of bad) {
      expect(() => nbeats.parseParams({ [key]: value })).toThrow(`${key} must be ${range}`);
    }
  });

  it('has the spec defaults and caps batch_size at 32', () => {
    expect(nbeats.defaults).toMatchObject({
      input_chunk_length: 24,
      output_chunk_length: 12,
      num_stacks: 10,
      layer_widths: 256,
    });
    expect(nbeats.parseParams({ batch_size: 64 }).batch_size).toBe(32);
  });
});
