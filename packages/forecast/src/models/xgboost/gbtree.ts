/**
 * One regression tree of XGBoost (Chen & Guestrin 2016, §2.2–3.1): grown by exact greedy search
 * on the second-order approximation of the loss, with gradient g and hessian h per row.
 * Leaf weight w = −T_α(G)/(H + λ) and split gain
 * ½[T_α(G_L)²/(H_L+λ) + T_α(G_R)²/(H_R+λ) − T_α(G)²/(H+λ)] − γ, where T_α soft-thresholds by the
 * L1 penalty α (XGBoost's `alpha`). A split needs positive gain and both children with hessian sum
 * ≥ min_child_weight.
 */
export type TreeNode =
  | { readonly leaf: number }
  | {
      readonly feature: number;
      readonly threshold: number;
      /** Loss reduction of the split (before γ), XGBoost's `gain` for feature importance. */
      readonly gain: number;
      readonly left: TreeNode;
      readonly right: TreeNode;
    };

export type TreeSettings = {
  readonly maxDepth: number;
  readonly lambda: number;
  readonly alpha: number;
  readonly gamma: number;
  readonly minChildWeight: number;
};

type Split = { feature: number; threshold: number; gain: number };

function softThreshold(g: number, alpha: number): number {
  if (g > alpha) return g - alpha;
  if (g < -alpha) return g + alpha;
  return 0;
}

function score(g: number, h: number, s: TreeSettings): number {
  const t = softThreshold(g, s.alpha);
  return (t * t) / (h + s.lambda);
}

function leafWeight(g: number, h: number, s: TreeSettings): number {
  return -softThreshold(g, s.alpha) / (h + s.lambda);
}

/** Best split of `rows` on one feature: scan rows sorted by the feature, left to right. */
function bestSplitOn(
  x: readonly (readonly number[])[],
  grad: readonly number[],
  hess: readonly number[],
  rows: readonly number[],
  feature: number,
  totals: { g: number; h: number },
  s: TreeSettings,
): Split | undefined {
  const sorted = [...rows].sort((a, b) => (x[a]?.[feature] ?? 0) - (x[b]?.[feature] ?? 0));
  const parent = score(totals.g, totals.h, s);
  let best: Split | undefined;
  let gl = 0;
  let hl = 0;
  for (let i = 0; i < sorted.length - 1; i++) {
    const row = sorted[i] ?? 0;
    gl += grad[row] ?? 0;
    hl += hess[row] ?? 0;
    const value = x[row]?.[feature] ?? 0;
    const next = x[sorted[i + 1] ?? 0]?.[feature] ?? 0;
    if (next === value) continue;
    const hr = totals.h - hl;
    if (hl < s.minChildWeight || hr < s.minChildWeight) continue;
    const gain = 0.5 * (score(gl, hl, s) + score(totals.g - gl, hr, s) - parent) - s.gamma;
    if (gain > 0 && (!best || gain > best.gain)) {
      best = { feature, threshold: (value + next) / 2, gain };
    }
  }
  return best;
}

export function growTree(
  x: readonly (readonly number[])[],
  grad: readonly number[],
  hess: readonly number[],
  rows: readonly number[],
  features: readonly number[],
  s: TreeSettings,
  depth = 0,
): TreeNode {
  let g = 0;
  let h = 0;
  for (const row of rows) {
    g += grad[row] ?? 0;
    h += hess[row] ?? 0;
  }
  const leaf = { leaf: leafWeight(g, h, s) };
  if (depth >= s.maxDepth || rows.length < 2) return leaf;
  let best: Split | undefined;
  for (const feature of features) {
    const split = bestSplitOn(x, grad, hess, rows, feature, { g, h }, s);
    if (split && (!best || split.gain > best.gain)) best = split;
  }
  if (!best) return leaf;
  const { feature, threshold } = best;
  const gain = best.gain + s.gamma;
  const left = rows.filter((row) => (x[row]?.[feature] ?? 0) < threshold);
  const right = rows.filter((row) => (x[row]?.[feature] ?? 0) >= threshold);
  return {
    feature,
    threshold,
    gain,
    left: growTree(x, grad, hess, left, features, s, depth + 1),
    right: growTree(x, grad, hess, right, features, s, depth + 1),
  };
}

/** Adds each split's gain to its feature's total (XGBoost's importance_type 'total_gain'). */
export function addGains(node: TreeNode, totals: number[]): void {
  if ('leaf' in node) return;
  totals[node.feature] = (totals[node.feature] ?? 0) + node.gain;
  addGains(node.left, totals);
  addGains(node.right, totals);
}

export function predictTree(node: TreeNode, row: readonly number[]): number {
  let current = node;
  while (!('leaf' in current)) {
    current = (row[current.feature] ?? 0) < current.threshold ? current.left : current.right;
  }
  return current.leaf;
}
