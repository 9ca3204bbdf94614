import { normalQuantile } from '../../numeric/normal-quantile';
import { ForecastError, type Prediction } from '../../types';
import type { ArimaFit } from './arima-spec';
import { predictState } from './kalman';
import { differencingOperator, polyMultiply, psiWeights } from './polynomial';
import { differencedRegressors } from './regression';

function checkRequest(h: number, levels: readonly number[]): void {
  if (!Number.isInteger(h) || h < 1) {
    throw new ForecastError('invalid_horizon', `horizon must be a positive integer, got ${h}`, {
      min: 1,
      got: h,
    });
  }
  for (const level of levels) {
    if (!(level > 0 && level < 100)) {
      throw new ForecastError('invalid_level', `interval level must be in (0, 100), got ${level}`, {
        min: 0,
        max: 100,
        got: level,
      });
    }
  }
}

/** Forecasts of the differenced series: ARMA state projected by T, plus the regression part. */
function differencedMean(fit: ArimaFit, h: number): number[] {
  const r = fit.state.length;
  const phi = Float64Array.from({ length: r }, (_, i) => fit.phi[i] ?? 0);
  const a = fit.state.slice();
  const n = fit.values.length;
  const { d, D, s } = fit.spec;
  const columns = differencedRegressors(fit.spec.trend, differencingOperator(d, D, s), n + h);
  const out: number[] = [];
  for (let i = 0; i < h; i++) {
    let value = a[0] ?? 0;
    columns.forEach((col, j) => {
      value += (col.values[col.values.length - h + i] ?? 0) * (fit.beta[j] ?? 0);
    });
    out.push(value);
    predictState(a, phi, r);
  }
  return out;
}

/** Undoes the differencing: y_t = w_t − Σ δ_k y_(t−k) for the operator 1 + Σ δ_k B^k. */
function integrate(fit: ArimaFit, w: readonly number[]): number[] {
  const operator = differencingOperator(fit.spec.d, fit.spec.D, fit.spec.s);
  const history = [...fit.values];
  for (const value of w) {
    let y = value;
    for (let k = 1; k < operator.length; k++)
      y -= (operator[k] ?? 0) * (history[history.length - k] ?? 0);
    history.push(y);
  }
  return history.slice(fit.values.length);
}

/** Forecast standard errors σ √(Σ_(j<h) ψ_j²) from the ψ weights of the integrated model. */
function standardErrors(fit: ArimaFit, h: number): number[] {
  const operator = differencingOperator(fit.spec.d, fit.spec.D, fit.spec.s);
  const fullAr = polyMultiply([1, ...fit.phi.map((c) => -c)], operator)
    .slice(1)
    .map((c) => -c);
  const psi = psiWeights(fullAr, fit.theta, h);
  let sum = 0;
  return psi.map((weight) => {
    sum += weight * weight;
    return Math.sqrt(fit.sigma2 * sum);
  });
}

/** Point forecasts and normal prediction intervals of a fitted ARIMA model. */
export function forecastArima(fit: ArimaFit, h: number, levels: readonly number[]): Prediction {
  checkRequest(h, levels);
  const mean = integrate(fit, differencedMean(fit, h));
  const se = standardErrors(fit, h);
  const lower: Record<string, number[]> = {};
  const upper: Record<string, number[]> = {};
  for (const level of levels) {
    const z = normalQuantile(0.5 + level / 200);
    lower[String(level)] = mean.map((m, i) => m - z * (se[i] ?? 0));
    upper[String(level)] = mean.map((m, i) => m + z * (se[i] ?? 0));
  }
  return { mean, lower, upper };
}
