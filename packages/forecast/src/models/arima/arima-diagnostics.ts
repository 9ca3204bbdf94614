import type { ArimaDiagnostics } from '../../diagnostics';
import { autocorrelations, whiteNoiseBound } from '../../numeric/acf';
import type { ArimaFit } from './arima-spec';
import { coefficientStandardErrors } from './coefficient-variance';
import { likelihoodCurvature } from './fit-order';

/** Most lags a residual ACF shows: two years of months (R's checkresiduals shows up to 24). */
const MAX_ACF_LAG = 24;

/** R's coefficient names, in stats::arima's order; the time regressor is `drift` once differenced. */
function coefficientNames(fit: ArimaFit): string[] {
  const { p, q, P, Q, d, D } = fit.spec;
  const numbered = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
  const regression = fit.regressors.map((r) => {
    if (r === 'intercept') return 'intercept';
    return d + D > 0 ? 'drift' : 'trend';
  });
  return [
    ...numbered('ar', p),
    ...numbered('ma', q),
    ...numbered('sar', P),
    ...numbered('sma', Q),
    ...regression,
  ];
}

/**
 * What an ARIMA fit shows about itself (issue 16 §4): the chosen order, each coefficient with
 * its standard error (from the likelihood's curvature at the estimates, as stats::arima; null
 * where the curvature gives none, e.g. an exact deterministic fit), and the autocorrelation of the
 * residuals at lags 1…min(24, n/4) with the white-noise bound 1.96/√n: bars inside it say the
 * model left no pattern behind. On a log-transformed fit the coefficients are on the log scale.
 */
export function arimaDiagnostics(fit: ArimaFit): ArimaDiagnostics {
  const { p, d, q, P, D, Q, s } = fit.spec;
  const values = [...fit.ar, ...fit.ma, ...fit.sar, ...fit.sma, ...fit.beta];
  const names = coefficientNames(fit);
  const deterministic = fit.sigma2 === 0;
  const { hessian, jacobian, n } = deterministic
    ? { hessian: [], jacobian: values.map(() => []), n: 1 }
    : likelihoodCurvature(fit);
  const errors = coefficientStandardErrors(hessian, jacobian, n);
  const residuals = fit.residuals;
  const maxLag = Math.min(MAX_ACF_LAG, Math.floor(residuals.length / 4));
  return {
    kind: 'arima',
    order: { p, d, q, P, D, Q, s },
    coefficients: values.map((value, i) => ({
      name: names[i] ?? `coef${i + 1}`,
      value,
      standardError: errors[i] ?? null,
    })),
    residualAcf: autocorrelations(residuals, maxLag).map((value, i) => ({ lag: i + 1, value })),
    acfBound: whiteNoiseBound(residuals.length),
  };
}
