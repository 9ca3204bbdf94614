import { throwIfAborted } from '../../types';
import type { ArimaFit, ArimaSpec } from './arima-spec';
import { minimiseBfgs } from './bfgs';
import { cssResiduals, cssVariance } from './css';
import { armaKalman } from './kalman';
import { applyOperator, differencingOperator, expandAr, expandMa } from './polynomial';
import { differencedRegressors, leastSquares } from './regression';
import { pacfToAr, pacfToMa } from './transform';

/** 'ml' = CSS start values, then exact maximum likelihood (R's CSS-ML); 'css' stops after CSS. */
export type FitMethod = 'ml' | 'css';

type Problem = {
  readonly spec: ArimaSpec;
  readonly w: number[];
  readonly columns: number[][];
  readonly regressors: ('intercept' | 'time')[];
  readonly beta0: number[];
  readonly scale: number[];
};

type Decoded = {
  ar: number[];
  ma: number[];
  sar: number[];
  sma: number[];
  beta: number[];
  phi: number[];
  theta: number[];
  u: number[];
};

function decode(problem: Problem, x: readonly number[]): Decoded {
  const { p, q, P, Q, s } = problem.spec;
  let at = 0;
  const take = (n: number) => {
    at += n;
    return x.slice(at - n, at);
  };
  const ar = pacfToAr(take(p));
  const ma = pacfToMa(take(q));
  const sar = pacfToAr(take(P));
  const sma = pacfToMa(take(Q));
  const beta = problem.beta0.map((b, j) => b + (x[at + j] ?? 0) * (problem.scale[j] ?? 1));
  const u = problem.w.map(
    (v, t) => v - problem.columns.reduce((sum, col, j) => sum + (col[t] ?? 0) * (beta[j] ?? 0), 0),
  );
  return { ar, ma, sar, sma, beta, phi: expandAr(ar, sar, s), theta: expandMa(ma, sma, s), u };
}

function cssObjective(problem: Problem) {
  return (x: readonly number[]) => {
    const m = decode(problem, x);
    const variance = cssVariance(cssResiduals(m.u, m.phi, m.theta));
    return variance > 0 ? 0.5 * Math.log(variance) : Number.POSITIVE_INFINITY;
  };
}

function mlObjective(problem: Problem) {
  return (x: readonly number[]) => {
    const m = decode(problem, x);
    const k = armaKalman(m.u, m.phi, m.theta);
    if (!k || !(k.ssq > 0)) return Number.POSITIVE_INFINITY;
    return 0.5 * Math.log(k.ssq / k.n) + (0.5 * k.sumLog) / k.n;
  };
}

function setUp(values: readonly number[], spec: ArimaSpec): Problem {
  const operator = differencingOperator(spec.d, spec.D, spec.s);
  const w = applyOperator(values, operator);
  const kept = differencedRegressors(spec.trend, operator, values.length);
  const columns = kept.map((c) => c.values);
  const { beta, se } = leastSquares(w, columns);
  const scale = se.map((v, j) => Math.max(10 * v, 1e-6 * Math.max(1, Math.abs(beta[j] ?? 0))));
  return { spec, w, columns, regressors: kept.map((c) => c.regressor), beta0: beta, scale };
}

/**
 * Fits one ARIMA specification (R's arima, method CSS-ML): the series is differenced, the
 * regression on the kept deterministic terms is estimated jointly with the ARMA part, CSS gives
 * start values, the exact Kalman likelihood is maximised. Null when the fit fails.
 */
export function fitOrder(
  values: readonly number[],
  spec: ArimaSpec,
  method: FitMethod,
  signal?: AbortSignal,
): ArimaFit | null {
  throwIfAborted(signal);
  const problem = setUp(values, spec);
  const arLength = spec.p + spec.P * spec.s;
  if (problem.w.length - arLength < 2) return null;
  const start = new Array<number>(spec.p + spec.q + spec.P + spec.Q + problem.columns.length).fill(
    0,
  );
  const css = minimiseBfgs(cssObjective(problem), start, signal);
  if (!Number.isFinite(css.value)) return null;
  if (method === 'css') return finishCss(problem, css.x, values);
  const ml = minimiseBfgs(mlObjective(problem), css.x, signal, css.inverseHessian);
  return Number.isFinite(ml.value) ? finishMl(problem, ml.x, values) : null;
}

function criteria(logLik: number, nPar: number, n: number) {
  const aic = -2 * logLik + 2 * nPar;
  const aicc =
    n - nPar - 1 > 0 ? aic + (2 * nPar * (nPar + 1)) / (n - nPar - 1) : Number.POSITIVE_INFINITY;
  return { aic, aicc, bic: aic + nPar * (Math.log(n) - 2) };
}

function finishMl(
  problem: Problem,
  x: readonly number[],
  values: readonly number[],
): ArimaFit | null {
  const m = decode(problem, x);
  const k = armaKalman(m.u, m.phi, m.theta);
  if (!k) return null;
  const sigma2 = k.ssq / k.n;
  const logLik = -0.5 * (k.n * Math.log(2 * Math.PI * sigma2) + k.n + k.sumLog);
  const nPar = x.length + 1;
  return {
    ...pick(problem, m, values),
    sigma2,
    logLik,
    ...criteria(logLik, nPar, k.n),
    residuals: k.residuals,
    state: k.state,
  };
}

/**
 * A CSS-only fit. Its criteria follow forecast::auto.arima's approximation: n·log σ² + 2k, which
 * ranks models of one differencing order like the exact AIC (constants cancel).
 */
function finishCss(
  problem: Problem,
  x: readonly number[],
  values: readonly number[],
): ArimaFit | null {
  const m = decode(problem, x);
  const k = armaKalman(m.u, m.phi, m.theta);
  if (!k) return null;
  const sigma2 = cssVariance(cssResiduals(m.u, m.phi, m.theta));
  const n = problem.w.length;
  const logLik = -0.5 * n * (Math.log(2 * Math.PI * sigma2) + 1);
  return {
    ...pick(problem, m, values),
    sigma2,
    logLik,
    ...criteria(logLik, x.length + 1, n),
    residuals: k.residuals,
    state: k.state,
  };
}

function pick(problem: Problem, m: Decoded, values: readonly number[]) {
  const { ar, ma, sar, sma, beta, phi, theta } = m;
  return {
    spec: problem.spec,
    ar,
    ma,
    sar,
    sma,
    beta,
    phi,
    theta,
    regressors: problem.regressors,
    values,
  };
}

/**
 * The exact fit of a series whose differences are constant (a straight line, a fixed seasonal
 * pattern): no ARMA part, the constant differenced value as the drift or mean, σ² = 0. The
 * likelihood is degenerate, so the criteria are left undefined (NaN).
 */
export function deterministicFit(values: readonly number[], spec: ArimaSpec): ArimaFit {
  const problem = setUp(values, spec);
  return {
    ...pick(problem, { ...decode(problem, []), beta: problem.beta0 }, values),
    sigma2: 0,
    logLik: Number.NaN,
    aic: Number.NaN,
    aicc: Number.NaN,
    bic: Number.NaN,
    residuals: problem.w.map(() => 0),
    state: new Float64Array(1),
  };
}
