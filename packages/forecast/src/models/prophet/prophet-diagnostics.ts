import type { ProphetDiagnostics } from '../../diagnostics';
import { periodLabel } from '../../periods';
import type { Series } from '../../types';
import type { ProphetFit } from './augurs-runtime';
import { type ProphetSetup, predictionData } from './prophet-setup';
import type { Timeline } from './prophet-timeline';

/** Seasonalities in the order a reader expects them, longest period first. */
const SEASONALITY_ORDER = ['yearly', 'quarterly', 'monthly', 'weekly', 'daily'];

type Fitted = {
  readonly series: Series;
  readonly timeline: Timeline;
  readonly setup: ProphetSetup;
  readonly fit: ProphetFit;
};

const sum = (parts: readonly (readonly number[])[], length: number) =>
  Array.from({ length }, (_, i) => parts.reduce((s, part) => s + (part[i] ?? 0), 0));

/**
 * Prophet's components over the history and `h` forecast periods (issue 16 §4), each in the
 * series' unit: the trend; each fitted seasonality (yearly, and quarterly or monthly when added);
 * the holidays — the Korean 설날/추석 regressors of monthly data and Prophet's own holidays of
 * daily data, summed into one component. In multiplicative mode Prophet's components are factors
 * of the trend, so each is given as its effect, trend × factor. Either way the components add up
 * to the fitted path: yhat = trend + Σ components. One more prediction of the fitted model, no
 * refit; a component that is zero throughout (weekly on monthly data) is left out.
 */
export function prophetDiagnostics(f: Fitted, h: number): ProphetDiagnostics {
  const length = f.series.values.length + h;
  const out = f.fit.prophet.predict(predictionData(f.setup, f.timeline, 0, length));
  const trend = out.trend.point;
  const multiplicative = f.setup.options.seasonalityMode === 'multiplicative';
  const inUnits = (values: readonly number[]) =>
    values.map((v, i) => (multiplicative ? v * (trend[i] ?? 0) : v));
  const seasonalities = [...out.seasonalities.entries()]
    .sort(([a], [b]) => SEASONALITY_ORDER.indexOf(a) - SEASONALITY_ORDER.indexOf(b))
    .map(([name, forecast]) => ({ name, values: inUnits(forecast.point) }));
  const holidayParts = [...out.holidays.values(), ...out.regressors.values()].map((f) => f.point);
  const holidays = { name: 'holidays', values: inUnits(sum(holidayParts, length)) };
  const components = [...seasonalities, holidays].filter((c) => c.values.some((v) => v !== 0));
  const labels = Array.from(
    { length },
    (_, i) => periodLabel(f.series.start, f.series.frequency, i) ?? String(i + 1),
  );
  return {
    kind: 'prophet',
    labels,
    components: [{ name: 'trend', values: [...trend] }, ...components],
  };
}
