import type { ComparisonResult, ModelCalibration, RunCalibration } from '@bus/domain';
import type { TFunction } from 'i18next';
import { formatDecimal } from './amounts';

/** "×1.18": a half-width multiplier as the screens show it. */
const times = (factor: number) => `×${formatDecimal(factor, 2)}`;

/**
 * A model card's calibration in the user's language (issue 16 §7): backtest-scaled, or fixed M3
 * factors and why. `t` is bound to the forecastPortal namespace.
 */
export function modelCalibrationText(t: TFunction, calibration: ModelCalibration): string {
  const factors = { at95: times(calibration.factor95), at80: times(calibration.factor80) };
  if (calibration.mode === 'backtest') {
    return t('calibration.backtest', {
      ...factors,
      alone95: times(calibration.alone95),
      alone80: times(calibration.alone80),
    });
  }
  return t('calibration.fixed', { ...factors, basis: t(`calibration.basis.${calibration.basis}`) });
}

/** What the calibration did to one run's intervals; `t` is bound to the forecast namespace. */
export function runCalibrationText(t: TFunction, calibration: RunCalibration): string {
  const factors = { at95: times(calibration.factor95), at80: times(calibration.factor80) };
  if (calibration.reason === null) {
    return t('calibrationRun.backtest', { ...factors, count: calibration.folds });
  }
  return t('calibrationRun.fixed', {
    ...factors,
    reason: t(`forecastPortal:calibration.basis.${calibration.reason}`),
  });
}

/** Why the auto mode recommends a model, from the comparison's own figures. */
export function recommendationReason(
  t: TFunction,
  recommendation: NonNullable<ComparisonResult['recommendation']>,
): string {
  const name = (model: string) => t(`forecast:models.${model}.name`);
  const reason = t('results.reason', {
    model: name(recommendation.model),
    smape: formatDecimal(recommendation.smape, 2),
    folds: recommendation.folds,
    horizon: recommendation.horizon,
  });
  const runnerUp = recommendation.runnerUp;
  if (!runnerUp) return reason;
  return `${reason} ${t('results.runnerUp', { model: name(runnerUp.model), smape: formatDecimal(runnerUp.smape, 2) })}`;
}
