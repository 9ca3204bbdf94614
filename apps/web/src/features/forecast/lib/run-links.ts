import type { ForecastRunSummary } from '@bus/domain';

/** Where a run's results are shown: forecasts in the wizard, validations in the model portal. */
export function runLink(run: Pick<ForecastRunSummary, 'id' | 'kind'>): string {
  const path = run.kind === 'forecast' ? '/forecast' : '/model-portal';
  return `${path}?run=${encodeURIComponent(run.id)}`;
}
