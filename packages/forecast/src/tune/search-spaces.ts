import type { NbeatsParams } from '../models/nbeats/nbeats-params';
import type { ProphetParams } from '../models/prophet/prophet-params';
import type { XgboostParams } from '../models/xgboost/xgboost-params';

/** Every combination of the listed values: grid({ a: [1, 2], b: ['x'] }) → [{a:1,b:'x'}, {a:2,b:'x'}]. */
export function grid<P>(axes: { [K in keyof P]?: readonly P[K][] }): Partial<P>[] {
  return Object.entries(axes).reduce<Partial<P>[]>(
    (combinations, [key, values]) =>
      combinations.flatMap((partial) =>
        (values as readonly unknown[]).map((value) => ({ ...partial, [key]: value })),
      ),
    [{}],
  );
}

/**
 * The main parameters auto-optimisation tries, chosen where the spec's table says they matter
 * most: Prophet's trend flexibility and seasonality form (12 settings), the trees' depth and
 * shrinkage (9), and N-BEATS' architecture and step size (4, each fit taking seconds, so the
 * budget usually ends the search first).
 */
export const PROPHET_SPACE = grid<ProphetParams>({
  changepoint_prior_scale: [0.05, 0.01, 0.5],
  seasonality_mode: ['additive', 'multiplicative'],
  seasonality_prior_scale: [10, 0.1],
});

export const XGBOOST_SPACE = grid<XgboostParams>({
  max_depth: [6, 3, 2],
  learning_rate: [0.1, 0.05, 0.3],
});

export const NBEATS_SPACE = grid<NbeatsParams>({
  generic_architecture: [true, false],
  learning_rate: [0.001, 0.0003],
});
