import { mulberry32, sampleIndices } from '../../numeric/random';
import { throwIfAborted } from '../../types';
import { addGains, growTree, predictTree, type TreeNode } from './gbtree';
import type { XgboostParams } from './xgboost-params';

/** XGBoost's default `huber_slope` for reg:pseudohubererror. */
const HUBER_SLOPE = 1;

export type Booster = {
  readonly predict: (row: readonly number[]) => number;
  /** Total split gain of each feature column over all trees. */
  readonly gains: readonly number[];
};

/** Gradient and hessian of the loss at prediction p for target y (XGBoost's objectives). */
function gradients(objective: XgboostParams['objective'], p: number, y: number): [number, number] {
  const r = p - y;
  if (objective === 'reg:squarederror') return [r, 1];
  const scaled = 1 + (r / HUBER_SLOPE) ** 2;
  return [r / Math.sqrt(scaled), 1 / (scaled * Math.sqrt(scaled))];
}

/**
 * Additive training (Chen & Guestrin 2016 §2.2): each round fits a tree to the current gradients
 * on a row subsample and a column subsample, and adds it shrunk by the learning rate.
 * The base score is the target mean (XGBoost ≥ 2.0 estimates it from the data too).
 */
export function trainBooster(
  x: readonly (readonly number[])[],
  y: readonly number[],
  params: XgboostParams,
  seed: number,
  signal?: AbortSignal,
): Booster {
  const uniform = mulberry32(seed);
  const base = y.reduce((s, v) => s + v, 0) / Math.max(y.length, 1);
  const predictions = y.map(() => base);
  const trees: TreeNode[] = [];
  const columns = x[0]?.length ?? 0;
  const settings = {
    maxDepth: params.max_depth,
    lambda: params.lambda,
    alpha: params.alpha,
    gamma: params.gamma,
    minChildWeight: params.min_child_weight,
  };
  for (let round = 0; round < params.n_estimators; round++) {
    if (round % 10 === 0) throwIfAborted(signal);
    const grad: number[] = [];
    const hess: number[] = [];
    y.forEach((target, i) => {
      const [g, h] = gradients(params.objective, predictions[i] ?? base, target);
      grad.push(g);
      hess.push(h);
    });
    const rows = sampleIndices(y.length, params.subsample, uniform);
    const features = sampleIndices(columns, params.colsample_bytree, uniform);
    const tree = growTree(x, grad, hess, rows, features, settings);
    trees.push(tree);
    x.forEach((row, i) => {
      predictions[i] = (predictions[i] ?? base) + params.learning_rate * predictTree(tree, row);
    });
  }
  const gains = new Array<number>(columns).fill(0);
  for (const tree of trees) addGains(tree, gains);
  return {
    predict: (row) =>
      trees.reduce((sum, tree) => sum + params.learning_rate * predictTree(tree, row), base),
    gains,
  };
}
