import { describe, expect, it } from 'vitest';
import { ForecastError } from '../../types';
import { arima, sarima } from './arima-model';

/** mulberry32 uniforms turned normal by Box–Muller: seeded test noise. */
function normals(seed: number): () => number {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

// Box & Jenkins series G (airline passengers, 1949–1960), the classic SARIMA example.
const AIR_PASSENGERS = [
  112, 118, 132, 129, 121, 135, 148, 148, 136, 119, 104, 118, 115, 126, 141, 135, 125, 149, 170,
  170, 158, 133, 114, 140, 145, 150, 178, 163, 172, 178, 199, 199, 184, 162, 146, 166, 171, 180,
  193, 181, 183, 218, 230, 242, 209, 191, 172, 194, 196, 196, 236, 235, 229, 243, 264, 272, 237,
  211, 180, 201, 204, 188, 235, 227, 234, 264, 302, 293, 259, 229, 203, 229, 242, 233, 267, 269,
  270, 315, 364, 347, 312, 274, 237, 278, 284, 277, 317, 313, 318, 374, 413, 405, 355, 306, 271,
  306, 315, 301, 356, 348, 355, 422, 465, 467, 404, 347, 305, 336, 340, 318, 362, 348, 363, 435,
  491, 505, 404, 359, 310, 337, 360, 342, 406, 396, 420, 472, 548, 559, 463, 407, 362, 405, 417,
  391, 419, 461, 472, 535, 622, 606, 508, 461, 390, 432,
];

async function rejection(promise: Promise<unknown>): Promise<ForecastError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ForecastError)) throw new Error(`expected a ForecastError, got ${error}`);
  return error;
}

describe('arima and sarima', () => {
  it('continues a straight line', async () => {
    const values = Array.from({ length: 40 }, (_, t) => 50 + 3 * t);
    const model = await arima.fit({ values, frequency: 12 }, arima.defaults);
    const { mean } = model.predict(5);
    mean.forEach((v, i) => {
      expect(v).toBeCloseTo(50 + 3 * (40 + i), 6);
    });
    expect(model.info?.description).toBe('ARIMA(0,1,0) with drift');
  });

  it('continues a noisy trend close to the line', async () => {
    const noise = normals(3);
    const values = Array.from({ length: 80 }, (_, t) => 100 + 2 * t + noise());
    const model = await arima.fit({ values, frequency: 1 }, arima.defaults);
    const { mean } = model.predict(10);
    mean.forEach((v, i) => {
      expect(Math.abs(v - (100 + 2 * (80 + i)))).toBeLessThan(4);
    });
  });

  it('repeats a pure seasonal pattern', async () => {
    const pattern = [5, 7, 9, 12, 15, 18, 20, 19, 16, 12, 8, 6];
    const values = Array.from({ length: 60 }, (_, t) => pattern[t % 12] ?? 0);
    const model = await sarima.fit({ values, frequency: 12 }, sarima.defaults);
    const { mean } = model.predict(24);
    mean.forEach((v, i) => {
      expect(v).toBeCloseTo(pattern[i % 12] ?? 0, 6);
    });
  });

  it('follows a noisy season with a seasonal model', async () => {
    const noise = normals(11);
    const pattern = [5, 7, 9, 12, 15, 18, 20, 19, 16, 12, 8, 6];
    const values = Array.from(
      { length: 96 },
      (_, t) => 50 + (pattern[t % 12] ?? 0) + 0.3 * noise(),
    );
    const model = await sarima.fit({ values, frequency: 12 }, sarima.defaults);
    const { mean } = model.predict(12);
    mean.forEach((v, i) => {
      expect(Math.abs(v - 50 - (pattern[i % 12] ?? 0))).toBeLessThan(1.5);
    });
    expect(model.info?.description).toMatch(/\)\(\d,\d,\d\)\[12\]/);
  });

  it('reproduces R for the airline model on log passengers', async () => {
    const params = sarima.parseParams({
      transform: 'log',
      auto_order: false,
      auto_d: false,
      auto_D: false,
      p: 0,
      d: 1,
      q: 1,
      P: 0,
      D: 1,
      Q: 1,
    });
    const model = await sarima.fit({ values: AIR_PASSENGERS, frequency: 12 }, params);
    // R 4.x: arima(log(AirPassengers), c(0,1,1), list(order = c(0,1,1), period = 12))
    // gives ma1 −0.4018, sma1 −0.5569, σ² 0.001348, log likelihood 244.7, AIC −483.4.
    expect(model.info?.logLik).toBeCloseTo(244.7, 1);
    expect(model.info?.aic).toBeCloseTo(-483.4, 1);
    const coefficients = model.info?.params?.coefficients as { ma: number[]; sma: number[] };
    expect(coefficients.ma[0]).toBeCloseTo(-0.4018, 3);
    expect(coefficients.sma[0]).toBeCloseTo(-0.5569, 3);
    // exp(6.1102): the forecast comes back in passengers, the median of the log-normal forecast.
    expect(model.predict(1).mean[0]).toBeCloseTo(450.4, 0);
  });

  it('models the passengers on logs by itself and chooses what R chooses', async () => {
    // R: auto.arima(log(AirPassengers)) → ARIMA(0,1,1)(0,1,1)[12] (AICc −483.2); with
    // approximation = TRUE → ARIMA(0,1,1)(2,1,1)[12] (AICc −479.5).
    const searched = await sarima.fit({ values: AIR_PASSENGERS, frequency: 12 }, sarima.defaults);
    expect(searched.info?.description).toBe('ARIMA(0,1,1)(2,1,1)[12] on log values');
    const model = await sarima.fit(
      { values: AIR_PASSENGERS, frequency: 12 },
      sarima.parseParams({ approximation: false }),
    );
    expect(model.info?.description).toBe('ARIMA(0,1,1)(0,1,1)[12] on log values');
    expect(model.info?.aicc).toBeLessThan(-480);
    const { mean, lower, upper } = model.predict(12);
    // Multiplicative season: next July far above next November, all in passengers.
    expect((mean[6] ?? 0) / (mean[10] ?? 1)).toBeGreaterThan(1.3);
    expect((upper['95']?.[11] ?? 0) - (mean[11] ?? 0)).toBeGreaterThan(
      (mean[11] ?? 0) - (lower['95']?.[11] ?? 0),
    );
  });

  it('keeps a series on its values when its swings do not grow with it, or it is not positive', async () => {
    const line = Array.from({ length: 48 }, (_, t) => 100 + 5 * t);
    const model = await arima.fit({ values: line, frequency: 12 }, arima.defaults);
    expect(model.info?.description).not.toMatch(/log/);
    expect(model.predict(3).mean[2]).toBeCloseTo(100 + 5 * 50, 6);
    const signed = line.map((v, t) => (t % 2 === 0 ? v - 300 : v));
    const error = await rejection(
      arima.fit({ values: signed, frequency: 12 }, arima.parseParams({ transform: 'log' })),
    );
    expect(error.code).toBe('non_positive_values');
    const auto = await arima.fit({ values: signed, frequency: 12 }, arima.defaults);
    expect(auto.info?.params?.transform).toBe('none');
  });

  it('widens random-walk intervals with the horizon and covers about 95 %', async () => {
    let inside = 0;
    let total = 0;
    for (let run = 0; run < 60; run++) {
      const noise = normals(100 + run);
      const path = [0];
      for (let t = 1; t < 70; t++) path.push((path[t - 1] ?? 0) + noise());
      const model = await arima.fit({ values: path.slice(0, 60), frequency: 1 }, arima.defaults);
      const { lower, upper } = model.predict(10);
      const low = lower['95'] ?? [];
      const high = upper['95'] ?? [];
      expect((high[9] ?? 0) - (low[9] ?? 0)).toBeGreaterThan((high[0] ?? 0) - (low[0] ?? 0));
      path.slice(60).forEach((v, i) => {
        total++;
        if (v >= (low[i] ?? 0) && v <= (high[i] ?? 0)) inside++;
      });
    }
    expect(inside / total).toBeGreaterThan(0.85);
    expect(inside / total).toBeLessThan(0.995);
  });

  it('gives the same forecast for the same series and seed', async () => {
    const noise = normals(5);
    const values = Array.from({ length: 72 }, (_, t) => 20 + Math.sin(t / 2) * 3 + noise());
    const first = await sarima.fit({ values, frequency: 12 }, sarima.defaults, { seed: 1 });
    const second = await sarima.fit({ values, frequency: 12 }, sarima.defaults, { seed: 1 });
    expect(second.predict(12)).toEqual(first.predict(12));
  });

  it('still returns a fitted model when the search budget is spent at once', async () => {
    const values = AIR_PASSENGERS.map(Math.log);
    const model = await sarima.fit({ values, frequency: 12 }, sarima.defaults, { budgetMs: 0 });
    expect(model.predict(12).mean).toHaveLength(12);
    expect(model.info?.description).toMatch(/^ARIMA\(/);
  });

  it('stops with cancelled when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const values = AIR_PASSENGERS.map(Math.log);
    const error = await rejection(
      sarima.fit({ values, frequency: 12 }, sarima.defaults, { signal: controller.signal }),
    );
    expect(error.code).toBe('cancelled');
  });

  it('stops a running search when the signal is aborted from a timer', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 5);
    const values = AIR_PASSENGERS.map(Math.log);
    const error = await rejection(
      sarima.fit({ values, frequency: 12 }, sarima.defaults, { signal: controller.signal }),
    );
    expect(error.code).toBe('cancelled');
  });

  it('rejects a series with a missing value or too few values', async () => {
    const nan = await rejection(
      arima.fit({ values: [1, 2, Number.NaN, 4, 5], frequency: 1 }, arima.defaults),
    );
    expect(nan.code).toBe('non_finite_value');
    const short = await rejection(arima.fit({ values: [1, 2, 3], frequency: 1 }, arima.defaults));
    expect(short.code).toBe('series_too_short');
  });
});

describe('ARIMA parameters', () => {
  it('has the spec defaults', () => {
    expect(arima.defaults).toMatchObject({
      p: 1,
      d: 1,
      q: 0,
      auto_d: true,
      seasonal: false,
      P: 1,
      D: 0,
      Q: 0,
      s: 12,
      auto_D: true,
      auto_order: true,
    });
    expect(sarima.defaults.seasonal).toBe(true);
  });

  it.each([
    ['p', 6, 'p must be an integer from 0 to 5'],
    ['d', 3, 'd must be an integer from 0 to 2'],
    ['q', -1, 'q must be an integer from 0 to 5'],
    ['P', 3, 'P must be an integer from 0 to 2'],
    ['D', 2, 'D must be an integer from 0 to 1'],
    ['Q', 1.5, 'Q must be an integer from 0 to 2'],
    ['s', 1, 's must be an integer from 2 to 24'],
    ['trend', 'x', 'trend must be one of auto, n, c, t, ct'],
    ['auto_d', 'yes', 'auto_d must be true or false'],
    ['auto_D', 1, 'auto_D must be true or false'],
    ['seasonal', 'no', 'seasonal must be true or false'],
    ['auto_order', 0, 'auto_order must be true or false'],
  ])('rejects %s = %s naming the parameter and its range', (key, value, message) => {
    const parse = () => sarima.parseParams({ [key]: value });
    expect(parse).toThrowError(ForecastError);
    expect(parse).toThrowError(message);
  });

  it('rejects an unknown parameter', () => {
    expect(() => arima.parseParams({ order: 2 })).toThrowError('unknown parameter order');
  });
});
