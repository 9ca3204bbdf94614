import type { EtsSpec, Smoothing } from './ets-spec';

/**
 * The ETS state and its recursions in the error-correction form used by R forecast::ets
 * (Hyndman et al. 2008, Table 2.1). The state update is written in terms of the observation, so it
 * is the same for additive and multiplicative errors; the error type only changes the likelihood
 * and the simulated noise.
 */
export type EtsState = {
  level: number;
  slope: number;
  /** Seasonal components as a ring: `season[pos]` is the one that applies to the next period. */
  readonly season: Float64Array;
  pos: number;
};

/** Stands in for an infinite ratio when a divisor is zero, as forecast's C code does. */
const HUGE_RATIO = 1e10;
const TOLERANCE = 1e-10;

export function copyState(state: EtsState): EtsState {
  return { ...state, season: Float64Array.from(state.season) };
}

/** The one-step forecast μ(t) from the state before period t. */
export function oneStepMean(state: EtsState, spec: EtsSpec, phi: number): number {
  const base = spec.trend === 'N' ? state.level : state.level + phi * state.slope;
  if (spec.season === 'N') return base;
  const s = state.season[state.pos] ?? 0;
  return spec.season === 'A' ? base + s : base * s;
}

function ratio(numerator: number, denominator: number): number {
  return Math.abs(denominator) < TOLERANCE ? HUGE_RATIO : numerator / denominator;
}

/** Moves the state past observation y (level, slope, then the season it used). */
export function updateState(state: EtsState, spec: EtsSpec, p: Smoothing, y: number): void {
  const dampedSlope = spec.trend === 'N' ? 0 : p.phi * state.slope;
  const q = state.level + dampedSlope;
  const oldSeason = state.season[state.pos] ?? 0;
  let adjusted = y;
  if (spec.season === 'A') adjusted = y - oldSeason;
  else if (spec.season === 'M') adjusted = ratio(y, oldSeason);
  const newLevel = q + p.alpha * (adjusted - q);
  if (spec.trend === 'A') {
    state.slope = dampedSlope + (p.beta / p.alpha) * (newLevel - state.level - dampedSlope);
  }
  state.level = newLevel;
  if (spec.season !== 'N') {
    const detrended = spec.season === 'A' ? y - q : ratio(y, q);
    state.season[state.pos] = oldSeason + p.gamma * (detrended - oldSeason);
    state.pos = (state.pos + 1) % state.season.length;
  }
}

/** Point forecasts for 1…h periods ahead: l + (φ + … + φ^k)·b, then the season of that period. */
export function pointForecasts(state: EtsState, spec: EtsSpec, phi: number, h: number): number[] {
  const m = state.season.length;
  const out: number[] = [];
  let dampSum = 0;
  let power = 1;
  for (let k = 1; k <= h; k++) {
    power *= phi;
    dampSum += power;
    const base = spec.trend === 'N' ? state.level : state.level + dampSum * state.slope;
    const s = state.season[(state.pos + k - 1) % m] ?? 0;
    out.push(spec.season === 'N' ? base : spec.season === 'A' ? base + s : base * s);
  }
  return out;
}

export type FilterResult = {
  /** forecast::ets's likelihood term: n·log(Σe²) (+ 2·Σlog|μ| for multiplicative errors). */
  readonly lik: number;
  /** Σe², e the additive or relative one-step error. */
  readonly sse: number;
};

/** Runs the recursions over y from `state` (mutated to the final state); fills `fitted` if given. */
export function runFilter(
  y: readonly number[],
  spec: EtsSpec,
  p: Smoothing,
  state: EtsState,
  fitted?: number[],
): FilterResult {
  let sse = 0;
  let logSum = 0;
  for (const value of y) {
    const mu = oneStepMean(state, spec, p.phi);
    const e = spec.error === 'A' ? value - mu : (value - mu) / mu;
    sse += e * e;
    if (spec.error === 'M') logSum += Math.log(Math.abs(mu));
    fitted?.push(mu);
    updateState(state, spec, p, value);
  }
  const lik = y.length * Math.log(sse) + (spec.error === 'M' ? 2 * logSum : 0);
  return { lik, sse };
}
