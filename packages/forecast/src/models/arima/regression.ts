import type { ArimaTrend } from './arima-params';
import { solveLinear } from './linear-solve';
import { applyOperator } from './polynomial';

/** A deterministic regressor on the original scale: the intercept or the time index t = 1, 2, … */
export type Regressor = 'intercept' | 'time';

const NEGLIGIBLE = 1e-9;

function regressorsOf(trend: ArimaTrend): Regressor[] {
  if (trend === 'c') return ['intercept'];
  if (trend === 't') return ['time'];
  if (trend === 'ct') return ['intercept', 'time'];
  return [];
}

function columnValues(regressor: Regressor, length: number): number[] {
  return Array.from({ length }, (_, t) => (regressor === 'intercept' ? 1 : t + 1));
}

/**
 * The regressors of `trend` that survive differencing, as R's arima does with xreg: y − Xβ follows
 * the ARIMA model, so after differencing the intercept of a differenced model vanishes and the time
 * index becomes the drift. Returns each kept regressor with its differenced values over `length`.
 */
export function differencedRegressors(
  trend: ArimaTrend,
  operator: readonly number[],
  length: number,
): { regressor: Regressor; values: number[] }[] {
  return regressorsOf(trend)
    .map((regressor) => ({
      regressor,
      values: applyOperator(columnValues(regressor, length), operator),
    }))
    .filter((column) => column.values.some((v) => Math.abs(v) > NEGLIGIBLE));
}

/**
 * Ordinary least squares of y on the columns, with standard errors (start values and parameter
 * scale for the likelihood, as R's arima uses lm for the regression part).
 */
export function leastSquares(y: readonly number[], columns: readonly (readonly number[])[]) {
  const k = columns.length;
  const xtx = columns.map((a) => columns.map((b) => a.reduce((s, v, t) => s + v * (b[t] ?? 0), 0)));
  const xty = columns.map((a) => a.reduce((s, v, t) => s + v * (y[t] ?? 0), 0));
  const beta = solveLinear(xtx, xty) ?? new Array<number>(k).fill(0);
  let rss = 0;
  y.forEach((value, t) => {
    const fitted = columns.reduce((s, col, j) => s + (col[t] ?? 0) * (beta[j] ?? 0), 0);
    rss += (value - fitted) ** 2;
  });
  const s2 = rss / Math.max(1, y.length - k);
  const se = columns.map((_, j) => {
    const unit = columns.map((__, i) => (i === j ? 1 : 0));
    const column = solveLinear(xtx, unit);
    return Math.sqrt(Math.max(0, s2 * (column?.[j] ?? 0)));
  });
  return { beta, se };
}
