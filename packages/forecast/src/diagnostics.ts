/**
 * What a fitted model can show about itself (issue 16 §4), in the shapes of the product's
 * contract (packages/domain/src/api/forecast.ts `ModelDiagnostics`), so the server passes them on
 * unchanged. Each model builds its own: prophet-diagnostics.ts, xgboost-importance.ts,
 * arima-diagnostics.ts.
 */

/** Prophet's additive decomposition, one value per period of history + forecast, in the series' unit. */
export type ProphetDiagnostics = {
  readonly kind: 'prophet';
  /** Period labels of history + forecast (positions "1", "2", … when the series has no start). */
  readonly labels: string[];
  /** trend, yearly (monthly, quarterly, weekly, daily when fitted), holidays; they sum to the fitted path. */
  readonly components: { readonly name: string; readonly values: number[] }[];
};

/** Gradient-boosted trees: each feature's share of the total split gain, largest first (sums to 1). */
export type XgboostDiagnostics = {
  readonly kind: 'xgboost';
  readonly importance: { readonly feature: string; readonly gain: number }[];
};

/** ARIMA/SARIMA: the order, coefficients with standard errors, and the residuals' autocorrelation. */
export type ArimaDiagnostics = {
  readonly kind: 'arima';
  readonly order: {
    readonly p: number;
    readonly d: number;
    readonly q: number;
    readonly P: number;
    readonly D: number;
    readonly Q: number;
    readonly s: number;
  };
  /** R's names (ar1, ma1, sar1, sma1, intercept, drift); standardError null when the Hessian is singular. */
  readonly coefficients: {
    readonly name: string;
    readonly value: number;
    readonly standardError: number | null;
  }[];
  readonly residualAcf: { readonly lag: number; readonly value: number }[];
  /** ±1.96/√n: white-noise residuals stay inside it at 19 lags in 20. */
  readonly acfBound: number;
};

export type ModelDiagnostics = ProphetDiagnostics | XgboostDiagnostics | ArimaDiagnostics;
