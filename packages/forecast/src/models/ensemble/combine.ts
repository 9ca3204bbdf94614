import type { Model, Prediction } from '../../types';

/**
 * A weighted combination of forecasts. Intervals combine the members' quantiles with the same
 * weights (quantile averaging, "Vincentization"; Lichtendahl, Grushka-Cockayne & Winkler 2013):
 * unlike mixing the members' distributions it never yields a bound outside both members' bounds,
 * keeps lower ≤ mean ≤ upper whenever every member does, and needs nothing but the bounds.
 */
export function weightedPrediction(
  predictions: readonly Prediction[],
  weights: readonly number[],
  levels: readonly number[],
): Prediction {
  const sum = (pick: (p: Prediction) => readonly number[] | undefined) => {
    const h = predictions[0]?.mean.length ?? 0;
    return Array.from({ length: h }, (_, i) =>
      predictions.reduce((acc, p, k) => acc + (weights[k] ?? 0) * (pick(p)?.[i] ?? 0), 0),
    );
  };
  const lower: Record<string, number[]> = {};
  const upper: Record<string, number[]> = {};
  for (const level of levels) {
    const key = String(level);
    lower[key] = sum((p) => p.lower[key]);
    upper[key] = sum((p) => p.upper[key]);
  }
  return { mean: sum((p) => p.mean), lower, upper };
}

/** Weighted in-sample residuals over the periods every member has (the latest ones). */
export function weightedResiduals(models: readonly Model[], weights: readonly number[]): number[] {
  const length = Math.min(...models.map((m) => m.residuals.length));
  if (!Number.isFinite(length) || length <= 0) return [];
  return Array.from({ length }, (_, i) =>
    models.reduce((acc, m, k) => {
      const offset = m.residuals.length - length;
      return acc + (weights[k] ?? 0) * (m.residuals[offset + i] ?? 0);
    }, 0),
  );
}
