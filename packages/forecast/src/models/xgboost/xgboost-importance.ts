import type { XgboostDiagnostics } from '../../diagnostics';

/**
 * Feature importance of the fitted trees (issue 16 §4): each feature's total split gain — the
 * loss reduction its splits bought, XGBoost's importance_type 'total_gain' — as a share of all
 * features' gain, largest first. Features never split on are left out; a booster without any
 * split (a series the trees could not improve on) gives an empty list.
 */
export function xgboostImportance(
  gains: readonly number[],
  names: readonly string[],
): XgboostDiagnostics {
  const total = gains.reduce((sum, gain) => sum + gain, 0);
  const importance =
    total > 0
      ? gains
          .map((gain, i) => ({ feature: names[i] ?? `feature_${i}`, gain: gain / total }))
          .filter((entry) => entry.gain > 0)
          .sort((a, b) => b.gain - a.gain)
      : [];
  return { kind: 'xgboost', importance };
}
