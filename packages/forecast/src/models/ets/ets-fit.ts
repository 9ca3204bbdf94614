import { isAllowedSmoothing } from './admissible';
import { initialSmoothing, initialStates } from './ets-init';
import { type EtsState, runFilter } from './ets-recursion';
import type { EtsSpec, Smoothing } from './ets-spec';
import { nelderMead } from './nelder-mead';

/** One ETS model estimated by maximum likelihood, with what prediction and selection need. */
export type EtsFit = {
  readonly spec: EtsSpec;
  readonly m: number;
  readonly smoothing: Smoothing;
  readonly finalState: EtsState;
  readonly fitted: readonly number[];
  /** Σe²/(n − k), e the additive or relative one-step error (forecast::ets sigma2). */
  readonly sigma2: number;
  readonly logLik: number;
  readonly aic: number;
  readonly aicc: number;
  readonly bic: number;
};

/** forecast::ets optimiser settings: at most 2,000 evaluations, tolerance √(machine epsilon). */
const MAX_EVALUATIONS = 2000;
const REL_TOL = Math.sqrt(Number.EPSILON);
/** forecast::ets floors the likelihood term so a perfect fit cannot run off to −∞. */
const LIK_FLOOR = -1e10;

/** Number of smoothing parameters in the optimiser's vector, which then holds the states. */
function smoothingCount(spec: EtsSpec): number {
  return 1 + (spec.trend === 'N' ? 0 : 1) + (spec.season === 'N' ? 0 : 1) + (spec.damped ? 1 : 0);
}

function smoothingOf(spec: EtsSpec, x: readonly number[]): Smoothing {
  let i = 0;
  const next = (): number => x[i++] ?? 0;
  const alpha = next();
  const beta = spec.trend === 'N' ? 0 : next();
  const gamma = spec.season === 'N' ? 0 : next();
  const phi = spec.damped ? next() : 1;
  return { alpha, beta, gamma, phi };
}

/**
 * Loads the filter's start state from the free states [l0, b0?, s0…s(m−2)?] that follow the
 * smoothing parameters in x; the last seasonal state makes the season sum to 0 (additive) or m
 * (multiplicative). False when a multiplicative index would be negative. Writes in place because
 * the optimiser calls this thousands of times.
 */
function loadStartState(spec: EtsSpec, x: readonly number[], state: EtsState): boolean {
  let i = smoothingCount(spec);
  state.level = x[i++] ?? 0;
  state.slope = spec.trend === 'N' ? 0 : (x[i++] ?? 0);
  state.pos = 0;
  if (spec.season === 'N') return true;
  const ring = state.season;
  const m = ring.length;
  let sum = 0;
  // x holds s0 (newest) … s(m−2); ring position 0 is the oldest, used by the first observation.
  for (let j = 0; j < m - 1; j++) {
    const s = x[i + j] ?? 0;
    ring[m - 1 - j] = s;
    sum += s;
  }
  ring[0] = (spec.season === 'M' ? m : 0) - sum;
  return spec.season !== 'M' || ring.every((s) => s >= 0);
}

function emptyState(spec: EtsSpec, m: number): EtsState {
  return { level: 0, slope: 0, season: new Float64Array(spec.season === 'N' ? 1 : m), pos: 0 };
}

function objective(y: readonly number[], spec: EtsSpec, m: number) {
  const state = emptyState(spec, m);
  return (x: readonly number[]): number => {
    const smoothing = smoothingOf(spec, x);
    if (!isAllowedSmoothing(spec, smoothing, m)) return Number.POSITIVE_INFINITY;
    if (!loadStartState(spec, x, state)) return Number.POSITIVE_INFINITY;
    const { lik } = runFilter(y, spec, smoothing, state);
    if (Number.isNaN(lik)) return Number.POSITIVE_INFINITY;
    return Math.max(lik, LIK_FLOOR);
  };
}

/** Number of free parameters (smoothing and initial states) of the spec with season length m. */
export function freeParameterCount(spec: EtsSpec, m: number): number {
  const smoothing = 1 + (spec.trend === 'N' ? 0 : 1) + (spec.season === 'N' ? 0 : 1);
  const states = 1 + (spec.trend === 'N' ? 0 : 1) + (spec.season === 'N' ? 0 : m - 1);
  return smoothing + (spec.damped ? 1 : 0) + states;
}

/**
 * Estimates one model (forecast::etsmodel): null when it has too many parameters for the data or
 * the optimiser finds no admissible point.
 */
export function fitEts(
  y: readonly number[],
  spec: EtsSpec,
  m: number,
  signal?: AbortSignal,
): EtsFit | null {
  const k = freeParameterCount(spec, m);
  if (k >= y.length - 1) return null;
  const x0 = [...initialSmoothing(spec, m), ...initialStates(y, spec, m)];
  const best = nelderMead(objective(y, spec, m), x0, {
    maxEvaluations: MAX_EVALUATIONS,
    relTol: REL_TOL,
    signal,
  });
  if (!Number.isFinite(best.value)) return null;
  const smoothing = smoothingOf(spec, best.x);
  const finalState = emptyState(spec, m);
  if (!loadStartState(spec, best.x, finalState)) return null;
  const fitted: number[] = [];
  const { lik, sse } = runFilter(y, spec, smoothing, finalState, fitted);
  return {
    spec,
    m,
    smoothing,
    finalState,
    fitted,
    sigma2: sse / (y.length - k),
    ...criteria(lik, k, y.length),
  };
}

/** forecast::ets information criteria; k + 1 parameters counting the error variance. */
function criteria(rawLik: number, k: number, n: number) {
  const lik = Math.max(rawLik, LIK_FLOOR);
  const np = k + 1;
  const aic = lik + 2 * np;
  return {
    logLik: -0.5 * lik,
    aic,
    aicc: aic + (2 * np * (np + 1)) / (n - np - 1),
    bic: lik + Math.log(n) * np,
  };
}
