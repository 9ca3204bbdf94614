import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  initSync,
  Prophet,
  type ProphetOptimizeOutput,
  type ProphetOptions,
  type ProphetStanData,
  type ProphetTrainingData,
} from '@bsull/augurs/prophet';
import { optimizer } from '@bsull/augurs-prophet-wasmstan';
import { ForecastError } from '../../types';
import {
  canonicalColumnOrder,
  reorderInit,
  reorderStanData,
  restoreOutput,
  type SeasonalityBlock,
} from './stan-columns';

/**
 * The real Prophet model: @bsull/augurs (Prophet's preprocessing and prediction, compiled from
 * Rust) with Prophet's own Stan model compiled to WASM as the optimizer, so a fit is the same MAP
 * estimate as the Python and R packages compute.
 */

let initialised = false;

/** Loads augurs' Prophet WASM once; the package does not export the .wasm path, so it is found
 * next to the module's JavaScript file. */
function ensureInitialised(): void {
  if (initialised) return;
  const require = createRequire(import.meta.url);
  const js = require.resolve('@bsull/augurs/prophet');
  initSync({ module: readFileSync(js.replace(/prophet\.js$/, 'prophet_bg.wasm')) });
  initialised = true;
}

export type ProphetFit = {
  readonly prophet: Prophet;
  /** The MAP parameters, in Prophet's scaled units. */
  readonly optimized: ProphetOptimizeOutput;
  /** The data the Stan model saw (scaled y, t, changepoints, cap). */
  readonly stanData: ProphetStanData;
  /** How y was scaled: Prophet's absMax, or minMax when the absMax fit failed. */
  readonly scaling: 'absMax' | 'minMax';
};

/** Python Prophet retries a failed L-BFGS run with Newton's method; some series (e.g. M3 N2358)
 * crash Stan's WASM build with both, and fit once y is min-max scaled instead. */
const ATTEMPTS = [
  { algorithm: 'lbfgs', scaling: 'absMax' },
  { algorithm: 'newton', scaling: 'absMax' },
  { algorithm: 'lbfgs', scaling: 'minMax' },
] as const;

/**
 * Fits Prophet, keeping what the optimizer saw and returned: the uncertainty simulation needs the
 * changepoints, the rate changes and the noise level, which the predictions do not expose.
 * `seasonalities` lists the Fourier blocks in the order Python's Prophet adds them; Stan gets X's
 * columns in that fixed order (stan-columns.ts), so a fit does not depend on augurs' hash order.
 */
export function fitProphet(
  options: Omit<ProphetOptions, 'optimizer'>,
  data: ProphetTrainingData,
  configure: (prophet: Prophet) => void,
  seed: number,
  seasonalities: readonly SeasonalityBlock[],
): ProphetFit {
  ensureInitialised();
  const ds = Array.from(data.ds, Number);
  let captured: { output: ProphetOptimizeOutput; data: ProphetStanData } | undefined;
  const capturing = {
    optimize: (...[init, json, opts]: Parameters<typeof optimizer.optimize>) => {
      const stanData = JSON.parse(json) as ProphetStanData;
      const order = canonicalColumnOrder(stanData, ds, seasonalities);
      const output = restoreOutput(
        optimizer.optimize(
          reorderInit(init, order),
          JSON.stringify(reorderStanData(stanData, order)),
          opts,
        ),
        order,
      );
      captured = { output, data: stanData };
      return output;
    },
  };
  let lastError: unknown;
  for (const { algorithm, scaling } of ATTEMPTS) {
    // Intervals come from our own seeded simulation (prophet-uncertainty.ts): augurs' sampling is
    // not seeded, and one simulation serves every interval level.
    const prophet = new Prophet({
      ...options,
      optimizer: capturing,
      uncertaintySamples: 0,
      scaling,
    });
    configure(prophet);
    try {
      prophet.fit(data, { seed, algorithm });
      if (captured)
        return { prophet, optimized: captured.output, stanData: captured.data, scaling };
    } catch (error) {
      lastError = error;
      prophet.free();
    }
  }
  throw new ForecastError('fit_failed', `Prophet could not be fitted: ${String(lastError)}`, {
    model: 'prophet',
  });
}
