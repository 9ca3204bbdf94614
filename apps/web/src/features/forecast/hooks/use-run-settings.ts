import {
  FORECAST_DEFAULT_HORIZON,
  type ForecastModelName,
  type ForecastRunRequest,
  type ParameterSpec,
} from '@bus/domain';
import { useState } from 'react';
import {
  defaultValues,
  type ParamMode,
  type ParamValue,
  type ParamValues,
  requestParams,
  visibleParameters,
  withValue,
} from '../lib/params';
import type { SeriesInput } from './use-series-input';

/** Korean holidays are a switch of their own (issue 16 §2), not one of the model's fields. */
const HOLIDAY_PARAMETER = 'holidays';

/** The parameters a model's form shows (the holiday switch stands apart). */
export function formParameters(
  parameters: ReadonlyArray<{ model: string; parameters: ParameterSpec[] }> | undefined,
  model: ForecastModelName,
): ParameterSpec[] {
  const specs = parameters?.find((entry) => entry.model === model)?.parameters ?? [];
  return specs.filter((spec) => spec.name !== HOLIDAY_PARAMETER);
}

export type RunSettings = {
  model: ForecastModelName;
  horizon: number | null;
  autoOptimize: boolean;
  holidays: boolean;
  mode: ParamMode;
  values: ParamValues;
  companyId: string | null;
  /** A name to store a file's or the grid's series under for the company (realised accuracy). */
  saveSeriesAs: string;
};

/**
 * The run's settings (spec §2): the model, the horizon, auto-optimisation, Korean holidays, and
 * the parameters in basic or advanced mode. A new model or a mode switch resets the values to
 * the model's defaults (spec §2 "switching resets parameter values to defaults").
 */
export function useRunSettings(
  initialModel: ForecastModelName,
  specsOf: (model: ForecastModelName) => ParameterSpec[],
  initialMode: ParamMode = 'basic',
) {
  const [settings, setSettings] = useState<RunSettings>(() => ({
    model: initialModel,
    horizon: FORECAST_DEFAULT_HORIZON,
    autoOptimize: false,
    holidays: true,
    mode: initialMode,
    values: defaultValues(specsOf(initialModel)),
    companyId: null,
    saveSeriesAs: '',
  }));
  const update = (patch: Partial<RunSettings>) => setSettings((s) => ({ ...s, ...patch }));
  return {
    settings,
    update,
    setModel: (model: ForecastModelName) =>
      update({ model, values: defaultValues(specsOf(model)) }),
    setMode: (mode: ParamMode) => update({ mode, values: defaultValues(specsOf(settings.model)) }),
    setValue: (name: string, value: ParamValue) =>
      setSettings((s) => ({ ...s, values: withValue(s.values, name, value) })),
  };
}

/** The forecast run the settings and the input describe (POST /api/forecast/runs). */
export function forecastRequest(
  input: Pick<SeriesInput, 'source' | 'inspection' | 'limit24Months'>,
  settings: RunSettings,
  specs: readonly ParameterSpec[],
): ForecastRunRequest | null {
  const { source, inspection } = input;
  if (!source || !inspection || settings.horizon === null) return null;
  const shown = visibleParameters(specs, settings.mode);
  const common = {
    kind: 'forecast' as const,
    model: settings.model,
    params: settings.autoOptimize ? {} : requestParams(shown, settings.values),
    horizon: settings.horizon,
    autoOptimize: settings.autoOptimize,
    limit24Months: input.limit24Months,
    holidays: settings.holidays,
  };
  if (source.kind === 'saved') {
    return { ...common, companyId: source.series.companyId, seriesId: source.series.id };
  }
  const name = settings.saveSeriesAs.trim();
  return {
    ...common,
    companyId: settings.companyId,
    series: inspection.series,
    ...(settings.companyId && name ? { saveSeriesAs: name } : {}),
  };
}
