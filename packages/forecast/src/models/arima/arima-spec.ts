import type { ArimaTrend } from './arima-params';

/** One ARIMA(p,d,q)(P,D,Q)[s] model with its deterministic terms. */
export type ArimaSpec = {
  readonly p: number;
  readonly d: number;
  readonly q: number;
  readonly P: number;
  readonly D: number;
  readonly Q: number;
  readonly s: number;
  readonly trend: ArimaTrend;
};

/** A fitted model: coefficients, the innovation variance and what forecasting needs. */
export type ArimaFit = {
  readonly spec: ArimaSpec;
  readonly ar: number[];
  readonly ma: number[];
  readonly sar: number[];
  readonly sma: number[];
  /** Coefficients of the kept (differenced) regressors, in `regressors` order. */
  readonly beta: number[];
  readonly regressors: ('intercept' | 'time')[];
  readonly phi: number[];
  readonly theta: number[];
  readonly sigma2: number;
  readonly logLik: number;
  readonly aic: number;
  readonly aicc: number;
  readonly bic: number;
  /** One-step innovations v_t / √F_t of the differenced series, in data units (as R). */
  readonly residuals: number[];
  /** Predicted ARMA state after the last observation. */
  readonly state: Float64Array;
  readonly values: readonly number[];
};

/** R's wording, e.g. "ARIMA(0,1,1)(0,1,1)[12] with drift". */
export function describeFit(fit: ArimaFit): string {
  const { p, d, q, P, D, Q, s } = fit.spec;
  const seasonal = P + D + Q > 0 ? `(${P},${D},${Q})[${s}]` : '';
  const base = `ARIMA(${p},${d},${q})${seasonal}`;
  const hasTime = fit.regressors.includes('time');
  const hasIntercept = fit.regressors.includes('intercept');
  if (hasTime && d + D > 0) return `${base} with drift`;
  if (hasTime) return `${base} with ${hasIntercept ? 'intercept and ' : ''}linear trend`;
  if (hasIntercept) return `${base} with non-zero mean`;
  return d + D === 0 ? `${base} with zero mean` : base;
}
