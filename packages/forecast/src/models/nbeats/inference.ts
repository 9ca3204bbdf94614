import { forwardOne, type Network } from './network';
import { type Origin, type Scaling, windowOrigin } from './windows';

/** The trained networks (one per seed of the ensemble, averaged) and how windows are scaled. */
export type Trained = { readonly networks: readonly Network[]; readonly scaling: Scaling };

/** The origin of the window that ends at `history`'s end. */
export function lastOrigin(model: Trained, history: readonly number[], L: number): Origin {
  return windowOrigin(history.slice(history.length - L), model.scaling);
}

/** One output chunk from the L values that end at `history`'s end, in the series' units. */
function chunk(model: Trained, history: readonly number[]): number[] {
  const first = model.networks[0];
  if (!first) return [];
  const L = first.inputLength;
  const input = history.slice(history.length - L);
  const { level, unit } = windowOrigin(input, model.scaling);
  const scaled = Float32Array.from(input, (v) => (v - level) / unit);
  const sum = new Float64Array(first.outputLength);
  for (const network of model.networks) {
    forwardOne(network, scaled).forEach((v, j) => {
      sum[j] = (sum[j] ?? 0) + v;
    });
  }
  return Array.from(sum, (v) => level + (v / model.networks.length) * unit);
}

/** h steps ahead: beyond output_chunk_length the forecasts are fed back as inputs (recursion). */
export function forecastPath(model: Trained, history: readonly number[], h: number): number[] {
  const path: number[] = [];
  while (path.length < h) path.push(...chunk(model, [...history, ...path]));
  return path.slice(0, h);
}

/** In-sample one-step-ahead errors for every point after the first input chunk. */
export function oneStepResiduals(model: Trained, values: readonly number[]): number[] {
  const L = model.networks[0]?.inputLength ?? values.length;
  const residuals: number[] = [];
  for (let t = L; t < values.length; t++) {
    const forecast = chunk(model, values.slice(t - L, t))[0] ?? 0;
    residuals.push((values[t] ?? forecast) - forecast);
  }
  return residuals;
}
