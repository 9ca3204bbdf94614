import type { ForecastModelName, ForecastRunRequest } from '@bus/domain';
import type { SeriesInput } from '../hooks/use-series-input';

/** Spec §3 "Cross validation takes number of splits, forecast horizon and minimum training size". */
export type ValidationSettings = {
  kind: 'cross-validation' | 'comparison';
  model: ForecastModelName;
  models: ForecastModelName[];
  splits: number | null;
  horizon: number | null;
  minTrainSize: number | null;
};

/** The contract's bounds (ForecastRunRequest): 2–10 splits, a 1–36 period horizon. */
export const SPLITS = { min: 2, max: 10, default: 3 } as const;
export const CV_HORIZON = { min: 1, max: 36, default: 12 } as const;
/** Models a comparison starts with: the auto mode and the three it is built from. */
export const DEFAULT_COMPARED: ForecastModelName[] = ['auto', 'ets', 'theta', 'sarima'];

function within(value: number | null, bounds: { min: number; max: number }): value is number {
  return value !== null && Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}

/** The run the portal's form describes, or null while it is incomplete. */
export function validationRequest(
  input: Pick<SeriesInput, 'source' | 'inspection'>,
  settings: ValidationSettings,
): ForecastRunRequest | null {
  const { source, inspection } = input;
  if (!source || !inspection) return null;
  if (!within(settings.splits, SPLITS) || !within(settings.horizon, CV_HORIZON)) return null;
  if (settings.kind === 'comparison' && settings.models.length < 2) return null;
  const data =
    source.kind === 'saved'
      ? { companyId: source.series.companyId, seriesId: source.series.id }
      : { companyId: null, series: inspection.series };
  const common = {
    ...data,
    splits: settings.splits,
    horizon: settings.horizon,
    ...(settings.minTrainSize ? { minTrainSize: settings.minTrainSize } : {}),
  };
  if (settings.kind === 'cross-validation') {
    return { kind: 'cross-validation', model: settings.model, params: {}, ...common };
  }
  return {
    kind: 'comparison',
    models: settings.models.map((model) => ({ model, params: {} })),
    ...common,
  };
}
