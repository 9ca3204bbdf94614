import type { FinancialSupportResultView } from '@bus/domain';

export type SupportStepView = FinancialSupportResultView['steps'][number];
export type StepKey = 'cost' | 'transportLoss' | 'supportNeed' | 'supportGap' | 'recoveryRate';

/**
 * The domain names its steps in Korean (packages/domain/src/costing/financial-support.ts); the
 * screen translates the ones it knows and shows any other step as the server wrote it.
 */
const STEP_KEYS: Record<string, StepKey> = {
  '원가 기준': 'cost',
  운송적자: 'transportLoss',
  '재정지원 필요액': 'supportNeed',
  '지원 과부족': 'supportGap',
  수익률: 'recoveryRate',
};

export function stepKey(step: SupportStepView): StepKey | null {
  return STEP_KEYS[step.label] ?? null;
}

/** The recovery rate is a fraction; every other step is won. */
export function isRateStep(step: SupportStepView): boolean {
  return stepKey(step) === 'recoveryRate';
}
