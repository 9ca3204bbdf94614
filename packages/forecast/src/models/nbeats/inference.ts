import { forwardOne, type Network } from './network';
import { type Scaling, windowLevel } from './windows';

export type Trained = { readonly network: Network; readonly scaling: Scaling };

/** One output chunk from the L values that end at `history`'s end, in the series' units. */
function chunk(model: Trained, history: readonly number[]): number[] {
  const L = model.network.inputLength;
  const input = history.slice(history.length - L);
  const level = windowLevel(input, model.scaling);
  const scaled = Float32Array.from(input, (v) => (v - level) / model.scaling.scale);
  return Array.from(forwardOne(model.network, scaled), (v) => level + v * model.scaling.scale);
}

/** h steps ahead: beyond output_chunk_length the forecasts are fed back as inputs (recursion). */
export function forecastPath(model: Trained, history: readonly number[], h: number): number[] {
  const path: number[] = [];
  while (path.length < h) path.push(...chunk(model, [...history, ...path]));
  return path.slice(0, h);
}

/** Errors (actual − forecast) per step of the windows whose input starts at first…last. */
export function windowErrors(
  model: Trained,
  values: readonly number[],
  range: { readonly first: number; readonly last: number },
): number[][] {
  const L = model.network.inputLength;
  const errors: number[][] = [];
  for (let start = range.first; start <= range.last; start++) {
    const forecast = chunk(model, values.slice(start, start + L));
    errors.push(forecast.map((f, j) => (values[start + L + j] ?? f) - f));
  }
  return errors;
}

/** In-sample one-step-ahead errors for every point after the first input chunk. */
export function oneStepResiduals(model: Trained, values: readonly number[]): number[] {
  const L = model.network.inputLength;
  const residuals: number[] = [];
  for (let t = L; t < values.length; t++) {
    const forecast = chunk(model, values.slice(t - L, t))[0] ?? 0;
    residuals.push((values[t] ?? forecast) - forecast);
  }
  return residuals;
}
