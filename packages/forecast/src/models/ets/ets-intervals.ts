import { normalPrediction, sampledPrediction } from '../../numeric/prediction';
import { mulberry32, normalSampler } from '../../numeric/random';
import type { Prediction } from '../../types';
import type { EtsFit } from './ets-fit';
import { copyState, oneStepMean, pointForecasts, updateState } from './ets-recursion';

/**
 * Prediction intervals. The linear homoscedastic models (additive error, no multiplicative season:
 * "class 1" of Hyndman et al. 2008 §6.1) have the exact variance
 *   v(h) = σ²·[1 + Σ_{j=1}^{h−1} c_j²],  c_j = α + β·(φ + … + φ^j) + γ·[j mod m = 0]
 * (Table 6.1); the others are simulated from the fitted state with seeded Gaussian errors.
 */
export function etsPrediction(
  fit: EtsFit,
  h: number,
  levels: readonly number[],
  seed: number,
): Prediction {
  const mean = pointForecasts(fit.finalState, fit.spec, fit.smoothing.phi, h);
  if (fit.spec.error === 'A' && fit.spec.season !== 'M') {
    return normalPrediction(mean, linearStandardErrors(fit, h), levels);
  }
  return sampledPrediction(mean, simulatePaths(fit, h, seed), levels);
}

function linearStandardErrors(fit: EtsFit, h: number): number[] {
  const { alpha, beta, gamma, phi } = fit.smoothing;
  const sd: number[] = [];
  let sumSquares = 1;
  let dampSum = 0;
  let power = 1;
  for (let j = 1; j <= h; j++) {
    sd.push(Math.sqrt(fit.sigma2 * sumSquares));
    power *= phi;
    dampSum += power;
    const seasonal = fit.spec.season !== 'N' && j % fit.m === 0 ? gamma : 0;
    const c = alpha + (fit.spec.trend === 'N' ? 0 : beta * dampSum) + seasonal;
    sumSquares += c * c;
  }
  return sd;
}

/** Number of simulated futures (forecast::forecast.ets uses 5,000 as well). */
const SIMULATION_PATHS = 5000;

/** Draws by step: drawsByStep[k][path] is the simulated value k + 1 periods ahead. */
function simulatePaths(fit: EtsFit, h: number, seed: number): number[][] {
  const normal = normalSampler(mulberry32(seed));
  const sigma = Math.sqrt(fit.sigma2);
  const draws = Array.from({ length: h }, () => new Array<number>(SIMULATION_PATHS));
  for (let path = 0; path < SIMULATION_PATHS; path++) {
    const state = copyState(fit.finalState);
    for (let k = 0; k < h; k++) {
      const mu = oneStepMean(state, fit.spec, fit.smoothing.phi);
      const e = sigma * normal();
      const y = fit.spec.error === 'A' ? mu + e : mu * (1 + e);
      const step = draws[k];
      if (step) step[path] = y;
      updateState(state, fit.spec, fit.smoothing, y);
    }
  }
  return draws;
}
