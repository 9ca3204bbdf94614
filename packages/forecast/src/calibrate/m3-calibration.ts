import type { ModelName } from '../models';
import type { CalibrationBasis } from '../types';
import type { LevelFactors } from './interval-factors';
import type { CalibrationSettings } from './with-calibrated-intervals';

/**
 * Every registered model's interval calibration (issue 16 §7: on the M3 monthly series each
 * model's 95 % interval should cover 92–97 % and its 80 % interval 77–85 % of the held-out values).
 *
 * The factors were fitted on a stratified sample of 300 of the 1,228 series (seed 1; N-BEATS,
 * too slow for that: 191 series of two samples of 100, seeds 7 and 1), to the middle of each
 * target (50 → 50 %, 80 → 81 %, 95 → 94.5 %), and checked on all 1,228 (N-BEATS: a third sample,
 * seed 2; docs/forecasting.md §6). A model got the backtest only where the series' own scale
 * lowered the interval score (mean scaled interval score at 80 % plus at 95 %, "interval score"
 * below) on that sample by at least 1 %, with the shrinkage λ of 0.25/0.5/0.75/1 that lowered it
 * most; the others get one factor per level, which costs no extra fit.
 */
function backtest(
  withScale: LevelFactors,
  alone: LevelFactors,
  shrink: number,
): CalibrationSettings {
  return { mode: 'backtest', withScale, alone, shrink };
}

function fixed(factors: LevelFactors, basis: CalibrationBasis): CalibrationSettings {
  return { mode: 'fixed', factors, basis };
}

export const M3_CALIBRATION: Readonly<Record<ModelName, CalibrationSettings>> = {
  // Interval score 15.61 alone, 14.63 with the backtest (λ = 0.75): Prophet's intervals covered
  // 65 % at 95 %, and how far they fall short differs from series to series.
  prophet: backtest({ 50: 1.253, 80: 1.386, 95: 1.639 }, { 50: 2.02, 80: 2.393, 95: 2.877 }, 0.75),
  // Interval score 12.45 alone, 12.43 with the backtest (λ = 0.25).
  arima: fixed({ 50: 1.013, 80: 1.05, 95: 1.102 }, 'likelihood'),
  // Interval score 11.46 alone, 11.35 with the backtest (λ = 0.25).
  sarima: fixed({ 50: 1.009, 80: 1.067, 95: 1.092 }, 'likelihood'),
  // Interval score 13.27 alone, 13.83 with the backtest (λ = 0.25).
  xgboost: fixed({ 50: 0.747, 80: 0.875, 95: 1.088 }, 'conformal'),
  // Not refitted: a fit takes about 20 s. Fitted at 0.875/0.97 on 191 series (81 % at 80 %); a
  // check on 40 others (seed 2) covered 76.1/92.4 %, so both are widened by 4 %: the same check
  // then covered 78.1/92.8 %. A band too wide costs less than one read as safe.
  nbeats: fixed({ 50: 0.774, 80: 0.91, 95: 1.009 }, 'conformal-not-refitted'),
  // Interval score 12.57 alone, 12.76 with the backtest (λ = 0.25).
  ensemble: fixed({ 50: 1.024, 80: 1.157, 95: 1.379 }, 'member-intervals'),
  // Interval score 10.99 alone, 10.94 with the backtest (λ = 0.25): not worth three more fits.
  ets: fixed({ 50: 1.077, 80: 1.132, 95: 1.163 }, 'likelihood'),
  // Interval score 11.60 alone, 11.11 with the backtest (λ = 0.5).
  theta: backtest({ 50: 0.962, 80: 1.105, 95: 1.199 }, { 50: 0.992, 80: 1.199, 95: 1.286 }, 0.5),
  // Already rescaled by its own backtest (auto-calibration.ts); 82.6/94.7 → 81.0/94.5 on the sample.
  auto: fixed({ 50: 0.882, 80: 0.953, 95: 0.99 }, 'own-backtest'),
  // Interval score 14.44 alone, 14.13 with the backtest (λ = 0.25).
  'seasonal-naive': backtest(
    { 50: 0.972, 80: 1.115, 95: 1.31 },
    { 50: 0.995, 80: 1.166, 95: 1.41 },
    0.25,
  ),
};

/** How a model's intervals are calibrated, for the model portal (each fit's own is in its info). */
export type CalibrationCard =
  | {
      readonly mode: 'backtest';
      /** Factors after the series' own scale, and without a usable backtest. */
      readonly factor80: number;
      readonly factor95: number;
      readonly alone80: number;
      readonly alone95: number;
    }
  | {
      readonly mode: 'fixed';
      readonly basis: CalibrationBasis;
      readonly factor80: number;
      readonly factor95: number;
    };

export function calibrationCard(model: ModelName): CalibrationCard {
  const settings = M3_CALIBRATION[model];
  if (settings.mode === 'fixed') {
    const { basis, factors } = settings;
    return { mode: 'fixed', basis, factor80: factors[80], factor95: factors[95] };
  }
  const { withScale, alone } = settings;
  return {
    mode: 'backtest',
    factor80: withScale[80],
    factor95: withScale[95],
    alone80: alone[80],
    alone95: alone[95],
  };
}
