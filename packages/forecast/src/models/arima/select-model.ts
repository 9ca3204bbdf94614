import { ForecastError, throwIfAborted } from '../../types';
import type { ArimaParams, ArimaTrend } from './arima-params';
import type { ArimaFit, ArimaSpec } from './arima-spec';
import { criterionOf, type Scored, stepwiseSearch } from './auto-order';
import { deterministicFit, type FitMethod, fitOrder, hasValidCovariance } from './fit-order';
import { applyOperator, differencingOperator } from './polynomial';
import { chooseD, chooseSeasonalD } from './unit-root';

type Orders = { d: number; D: number; m: number };

/** d and D: given, or by the seasonal-strength test, then KPSS on the seasonally differenced series. */
function chooseDifferencing(values: readonly number[], params: ArimaParams): Orders {
  const m = params.seasonal ? params.s : 1;
  let D = 0;
  if (m > 1) D = params.auto_D ? chooseSeasonalD(values, m) : params.D;
  const dx = D > 0 ? applyOperator(values, differencingOperator(0, D, m)) : values;
  const d = params.auto_d ? Math.min(chooseD(dx), 2 - D) : params.d;
  return { d, D, m };
}

function isConstant(values: readonly number[]): boolean {
  const first = values[0] ?? 0;
  return values.every((v) => Math.abs(v - first) <= 1e-10 * (1 + Math.abs(first)));
}

function checkLength(values: readonly number[], orders: Orders): void {
  const used = values.length - orders.d - orders.D * orders.m;
  if (used < 3) {
    throw new ForecastError(
      'series_too_short',
      `ARIMA with d = ${orders.d} and D = ${orders.D} needs at least ${3 + values.length - used} values, got ${values.length}`,
      { model: 'arima', min: 3 + values.length - used, got: values.length },
    );
  }
}

/** auto.arima's constant: a mean without differencing, a drift after one difference, else none. */
function autoTrend(orders: Orders): ArimaTrend {
  const sum = orders.d + orders.D;
  return sum === 0 ? 'c' : sum === 1 ? 't' : 'n';
}

/** A straight line or fixed pattern after differencing: fit it exactly instead of searching. */
function constantDifferencesFit(values: readonly number[], orders: Orders): ArimaFit {
  const w = applyOperator(values, differencingOperator(orders.d, orders.D, orders.m));
  const sum = orders.d + orders.D;
  const trend: ArimaTrend = sum === 0 ? 'c' : sum === 1 && Math.abs(w[0] ?? 0) > 0 ? 't' : 'n';
  const spec = { p: 0, q: 0, P: 0, Q: 0, ...orders, s: Math.max(orders.m, 2), trend };
  return deterministicFit(values, spec);
}

function refitExactly(
  values: readonly number[],
  ranked: Scored[],
  signal?: AbortSignal,
): ArimaFit | null {
  for (const { fit, ic } of ranked) {
    if (!fit || !Number.isFinite(ic)) continue;
    const exact = fitOrder(values, fit.spec, 'ml', signal);
    if (exact && Number.isFinite(criterionOf(exact, exact.spec.s)) && hasValidCovariance(exact)) {
      return exact;
    }
  }
  return null;
}

/**
 * auto.arima's myarima replaces arima's σ² (the mean squared innovation) by the unbiased
 * Σ e² / (n* − k), k the number of estimated coefficients, so its intervals are slightly wider.
 */
function withUnbiasedVariance(fit: ArimaFit): ArimaFit {
  const n = fit.residuals.length;
  const k = fit.ar.length + fit.ma.length + fit.sar.length + fit.sma.length + fit.beta.length;
  return n - k > 0 ? { ...fit, sigma2: (fit.sigma2 * n) / (n - k) } : fit;
}

/** Hyndman–Khandakar automatic ARIMA (forecast::auto.arima, stepwise). */
export async function autoArima(
  values: readonly number[],
  params: ArimaParams,
  signal?: AbortSignal,
  budgetMs?: number,
): Promise<ArimaFit> {
  const orders = chooseDifferencing(values, params);
  checkLength(values, orders);
  const w = applyOperator(values, differencingOperator(orders.d, orders.D, orders.m));
  if (isConstant(w)) return constantDifferencesFit(values, orders);
  const approximate = params.approximation;
  const method: FitMethod = approximate ? 'css' : 'ml';
  const deadline = budgetMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + budgetMs;
  const ranked = await stepwiseSearch(values, {
    ...orders,
    trend: params.trend,
    method,
    deadline,
    signal,
  });
  throwIfAborted(signal);
  const best = approximate ? refitExactly(values, ranked, signal) : (ranked[0]?.fit ?? null);
  if (best && (approximate || Number.isFinite(ranked[0]?.ic))) return withUnbiasedVariance(best);
  const fallback = fitOrder(
    values,
    {
      p: 0,
      q: 0,
      P: 0,
      Q: 0,
      ...orders,
      s: Math.max(orders.m, 2),
      trend: params.trend ?? autoTrend(orders),
    },
    'ml',
    signal,
  );
  if (!fallback)
    throw new ForecastError('fit_failed', 'no ARIMA model could be fitted to the series', {
      model: 'arima',
    });
  return fallback;
}

/** The order given by the parameters (d and D still chosen by the tests when auto_d / auto_D). */
export function manualArima(
  values: readonly number[],
  params: ArimaParams,
  signal?: AbortSignal,
): ArimaFit {
  const orders = chooseDifferencing(values, params);
  checkLength(values, orders);
  const seasonal = orders.m > 1;
  const spec: ArimaSpec = {
    p: params.p,
    q: params.q,
    P: seasonal ? params.P : 0,
    Q: seasonal ? params.Q : 0,
    d: orders.d,
    D: orders.D,
    s: Math.max(orders.m, 2),
    trend: params.trend ?? (orders.d + orders.D === 0 ? 'c' : 'n'),
  };
  const w = applyOperator(values, differencingOperator(spec.d, spec.D, spec.s));
  if (isConstant(w)) return constantDifferencesFit(values, orders);
  const fit = fitOrder(values, spec, 'ml', signal);
  if (!fit) {
    throw new ForecastError(
      'fit_failed',
      `ARIMA(${spec.p},${spec.d},${spec.q}) could not be fitted: the series is too short for this order`,
      { model: 'arima' },
    );
  }
  return fit;
}
