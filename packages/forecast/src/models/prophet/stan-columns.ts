import type {
  ProphetInitialParams,
  ProphetOptimizeOutput,
  ProphetStanData,
} from '@bsull/augurs/prophet';

/**
 * A fixed column order for the feature matrix X that Stan sees.
 *
 * augurs keeps seasonalities, holidays and regressors in Rust HashMaps, whose iteration order is
 * randomised per map: X's columns (and so the floating-point sums inside Stan) come in a
 * different order from one fit to the next, and L-BFGS, stopping on a relative tolerance in a flat
 * optimum, then lands on slightly different MAP points — the same series and seed gave yhat
 * 8.2046 or 8.2064 on Prophet's Peyton Manning example depending on the run. Python's Prophet
 * builds X as the seasonalities in the order they were added (yearly, weekly, daily, then custom
 * ones), then holidays, then regressors. We put the seasonality blocks in that order and the
 * remaining columns (holidays, regressors) in an order fixed by their values, so every fit is
 * reproducible and the seasonal columns line up as in Python.
 */

/** A Fourier seasonality as augurs builds it: columns sin(1), cos(1), …, sin(order), cos(order). */
export type SeasonalityBlock = { readonly period: number; readonly order: number };

/** augurs and V8 compute sin in different libraries: a match only needs agreement to rounding. */
const MATCH_TOLERANCE = 1e-7;

/** X as augurs serialises it: one array per observation, although its typings say flat. */
type Rows = readonly (readonly number[])[];

function rowsOf(data: ProphetStanData): Rows {
  return data.X as unknown as Rows;
}

function column(rows: Rows, j: number): number[] {
  return rows.map((row) => row[j] ?? 0);
}

/** Whether column `j` is sin(2π·days/period), the first column of a seasonality block. */
function startsBlock(rows: Rows, ds: readonly number[], j: number, period: number): boolean {
  return rows.every((row, i) => {
    // Same operations as augurs' fourier_series, so the values agree to rounding.
    const angle = (((ds[i] ?? 0) / 3600 / 24) * Math.PI * 2) / period;
    return Math.abs(Math.sin(angle) - (row[j] ?? 0)) <= MATCH_TOLERANCE;
  });
}

function compareColumns(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * `order[c]` = augurs' column placed at position c: the seasonality blocks in `seasonalities`
 * order (those augurs did not add are skipped), then every other column by value.
 */
export function canonicalColumnOrder(
  data: ProphetStanData,
  ds: readonly number[],
  seasonalities: readonly SeasonalityBlock[],
): number[] {
  const rows = rowsOf(data);
  const used = new Set<number>();
  const order: number[] = [];
  for (const { period, order: fourierOrder } of seasonalities) {
    const width = 2 * fourierOrder;
    for (let j = 0; j + width <= data.K; j++) {
      if (used.has(j) || !startsBlock(rows, ds, j, period)) continue;
      for (let c = j; c < j + width; c++) {
        used.add(c);
        order.push(c);
      }
      break;
    }
  }
  const rest = Array.from({ length: data.K }, (_, j) => j).filter((j) => !used.has(j));
  const values = new Map(rest.map((j) => [j, column(rows, j)]));
  rest.sort((a, b) => compareColumns(values.get(a) ?? [], values.get(b) ?? []) || a - b);
  return [...order, ...rest];
}

function permute<T>(values: ArrayLike<T>, order: readonly number[]): T[] {
  return order.map((j) => values[j] as T);
}

/** The Stan data with X's columns, and the per-column vectors, in `order`. */
export function reorderStanData(data: ProphetStanData, order: readonly number[]): ProphetStanData {
  const X = rowsOf(data).map((row) => permute(row, order));
  return {
    ...data,
    X: X as unknown as number[],
    sigmas: permute(data.sigmas, order),
    s_a: permute(data.s_a, order),
    s_m: permute(data.s_m, order),
  };
}

export function reorderInit(init: ProphetInitialParams, order: readonly number[]) {
  return { ...init, beta: Float64Array.from(permute(init.beta, order)) };
}

/** The optimizer's output with beta back in augurs' column order. */
export function restoreOutput(
  output: ProphetOptimizeOutput,
  order: readonly number[],
): ProphetOptimizeOutput {
  const beta = new Float64Array(order.length);
  order.forEach((j, c) => {
    beta[j] = output.params.beta[c] ?? 0;
  });
  return { ...output, params: { ...output.params, beta } };
}
