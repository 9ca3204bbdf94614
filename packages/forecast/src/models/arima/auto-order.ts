import { yieldToLoop } from '../../numeric/yield-to-loop';
import { throwIfAborted } from '../../types';
import type { ArimaTrend } from './arima-params';
import type { ArimaFit, ArimaSpec } from './arima-spec';
import { type FitMethod, fitOrder, hasValidCovariance } from './fit-order';
import { rootsAreSafe } from './roots';

/** forecast::auto.arima's search limits (max.p, max.q, max.P, max.Q, nmodels). */
const MAX_P = 5;
const MAX_Q = 5;
const MAX_SEASONAL_P = 2;
const MAX_SEASONAL_Q = 2;
const MAX_MODELS = 94;

export type SearchSettings = {
  readonly d: number;
  readonly D: number;
  /** Season length, 1 for a non-seasonal search. */
  readonly m: number;
  /** A trend fixed by the caller, or undefined to let the search choose the constant. */
  readonly trend: ArimaTrend | undefined;
  readonly method: FitMethod;
  readonly deadline: number;
  readonly signal?: AbortSignal;
};

type Candidate = { p: number; q: number; P: number; Q: number; constant: boolean };
export type Scored = { readonly fit: ArimaFit | null; readonly ic: number };

/** auto.arima's constant: a mean when undifferenced, a drift after one difference, else none. */
function trendFor(constant: boolean, settings: SearchSettings): ArimaTrend {
  if (settings.trend !== undefined) return settings.trend;
  if (!constant) return 'n';
  return settings.d + settings.D === 0 ? 'c' : 't';
}

/**
 * forecast::auto.arima's verdict on one fit before its covariance check: the AICc, or ∞ when the
 * fit failed or a root lies within 1.01 of the unit circle.
 */
export function criterionOf(fit: ArimaFit | null, s: number): number {
  if (!fit || !Number.isFinite(fit.aicc)) return Number.POSITIVE_INFINITY;
  return rootsAreSafe(fit, s) ? fit.aicc : Number.POSITIVE_INFINITY;
}

/**
 * The criterion after auto.arima's checkarima as well (∞ for an invalid covariance). The check
 * runs only for a fit that would become the best model: any other is not chosen either way.
 */
function makeConfirmer(method: FitMethod) {
  const rejected = new Set<Scored>();
  const checked = new Set<Scored>();
  const confirm = (scored: Scored): number => {
    if (!scored.fit || !Number.isFinite(scored.ic) || method !== 'ml') return scored.ic;
    if (!checked.has(scored)) {
      checked.add(scored);
      if (!hasValidCovariance(scored.fit)) rejected.add(scored);
    }
    return rejected.has(scored) ? Number.POSITIVE_INFINITY : scored.ic;
  };
  const finalIc = (scored: Scored) => (rejected.has(scored) ? Number.POSITIVE_INFINITY : scored.ic);
  return { confirm, finalIc };
}

/** Memoised fits keyed by order, scored by criterionOf. */
function makeScorer(values: readonly number[], settings: SearchSettings) {
  const cache = new Map<string, Scored>();
  return async (c: Candidate): Promise<Scored> => {
    const key = `${c.p},${c.q},${c.P},${c.Q},${c.constant}`;
    const known = cache.get(key);
    if (known) return known;
    await yieldToLoop();
    throwIfAborted(settings.signal);
    const spec: ArimaSpec = {
      p: c.p,
      d: settings.d,
      q: c.q,
      P: c.P,
      D: settings.D,
      Q: c.Q,
      s: Math.max(settings.m, 2),
      trend: trendFor(c.constant, settings),
    };
    const fit = fitOrder(values, spec, settings.method, settings.signal);
    const ic = criterionOf(fit, spec.s);
    const scored = { fit, ic };
    cache.set(key, scored);
    return scored;
  };
}

function neighbours(c: Candidate, limits: Candidate, toggleConstant: boolean): Candidate[] {
  const moves: [number, number, number, number][] = [
    [0, 0, -1, 0],
    [0, 0, 0, -1],
    [0, 0, 1, 0],
    [0, 0, 0, 1],
    [0, 0, -1, -1],
    [0, 0, -1, 1],
    [0, 0, 1, -1],
    [0, 0, 1, 1],
    [-1, 0, 0, 0],
    [0, -1, 0, 0],
    [1, 0, 0, 0],
    [0, 1, 0, 0],
    [-1, -1, 0, 0],
    [-1, 1, 0, 0],
    [1, -1, 0, 0],
    [1, 1, 0, 0],
  ];
  const out = moves
    .map(([dp, dq, dP, dQ]) => ({ ...c, p: c.p + dp, q: c.q + dq, P: c.P + dP, Q: c.Q + dQ }))
    .filter((n) => n.p >= 0 && n.q >= 0 && n.P >= 0 && n.Q >= 0)
    .filter((n) => n.p <= limits.p && n.q <= limits.q && n.P <= limits.P && n.Q <= limits.Q)
    .filter((n) => n.p !== c.p || n.q !== c.q || n.P !== c.P || n.Q !== c.Q);
  if (toggleConstant) out.push({ ...c, constant: !c.constant });
  return out;
}

/** Search limits: auto.arima caps the orders by a third of the series (in seasons for P, Q). */
function limitsFor(n: number, m: number): Candidate {
  const seasonal = m > 1;
  return {
    p: Math.min(MAX_P, Math.floor(n / 3)),
    q: Math.min(MAX_Q, Math.floor(n / 3)),
    P: seasonal ? Math.min(MAX_SEASONAL_P, Math.floor(n / 3 / m)) : 0,
    Q: seasonal ? Math.min(MAX_SEASONAL_Q, Math.floor(n / 3 / m)) : 0,
    constant: true,
  };
}

function startingModels(limits: Candidate, constant: boolean): Candidate[] {
  const one = (v: number) => Math.min(1, v);
  const list: Candidate[] = [
    {
      p: Math.min(2, limits.p),
      q: Math.min(2, limits.q),
      P: one(limits.P),
      Q: one(limits.Q),
      constant,
    },
    { p: 0, q: 0, P: 0, Q: 0, constant },
    { p: one(limits.p), q: 0, P: one(limits.P), Q: 0, constant },
    { p: 0, q: one(limits.q), P: 0, Q: one(limits.Q), constant },
  ];
  if (constant) list.push({ p: 0, q: 0, P: 0, Q: 0, constant: false });
  return list;
}

/**
 * Hyndman & Khandakar (2008) stepwise search as forecast::auto.arima: four starting models (and
 * the one without constant), then the best model's neighbours (P, Q, p, q ± 1 singly and in
 * pairs, the constant toggled), moving to any improvement in AICc until none is left, at most 94
 * models or the time budget. Returns every scored fit, best first.
 */
export async function stepwiseSearch(
  values: readonly number[],
  settings: SearchSettings,
): Promise<Scored[]> {
  const n = values.length - settings.d - settings.D * settings.m;
  const limits = limitsFor(n, settings.m);
  const mayToggle = settings.trend === undefined && settings.d + settings.D <= 1;
  const score = makeScorer(values, settings);
  const seen: Scored[] = [];
  const state: { best: Candidate | null; ic: number } = {
    best: null,
    ic: Number.POSITIVE_INFINITY,
  };
  const { confirm, finalIc } = makeConfirmer(settings.method);
  const visit = async (c: Candidate): Promise<boolean> => {
    const result = await score(c);
    if (!seen.includes(result)) seen.push(result);
    if (state.best && result.ic >= state.ic) return false;
    const ic = confirm(result);
    if (state.best && ic >= state.ic) return false;
    state.best = c;
    state.ic = ic;
    return true;
  };
  for (const c of startingModels(limits, mayToggle)) {
    if (state.best && Date.now() >= settings.deadline) break;
    await visit(c);
  }
  let improved = true;
  while (improved && state.best && seen.length < MAX_MODELS && Date.now() < settings.deadline) {
    improved = false;
    for (const c of neighbours(state.best, limits, mayToggle)) {
      if (seen.length >= MAX_MODELS || Date.now() >= settings.deadline) break;
      if (await visit(c)) {
        improved = true;
        break;
      }
    }
  }
  return seen.map((s) => ({ fit: s.fit, ic: finalIc(s) })).sort((a, b) => a.ic - b.ic);
}
