import type {
  DataCheck,
  ForecastResult,
  ForecastRunRequest,
  RunCalibration,
  SeriesData,
} from '@bus/domain';
import { type IntervalCalibration, runForecast } from '@bus/forecast';
import { backtestView, engineSeries, type FitContext, LEVELS } from './engine-common';
import { limitTo24Months } from './limit-24';
import { pathView } from './metrics-view';

type ForecastRequest = Extract<ForecastRunRequest, { kind: 'forecast' }>;

/**
 * A forecast run through the engine's runForecast (fit on the whole series for the forecast and
 * its 80/95 % intervals, a rolling-origin backtest for the honest metrics, the model's
 * diagnostics), after the optional 24-month limit, shaped as the contract's ForecastResult.
 */
export async function runForecastTask(
  request: ForecastRequest,
  data: SeriesData,
  context: FitContext,
): Promise<ForecastResult> {
  const limited = request.limit24Months ? limitTo24Months(data) : { series: data, dropped: 0 };
  const result = await runForecast(
    engineSeries(limited.series),
    {
      model: request.model,
      horizon: request.horizon,
      params: request.params,
      autoOptimize: request.autoOptimize,
      holidays: request.holidays,
      levels: LEVELS,
    },
    { budgetMs: context.budgetMs, onProgress: context.report },
  );
  const n = result.history.values.length;
  const limit: DataCheck[] =
    limited.dropped > 0
      ? [
          {
            code: 'limited-to-24-months',
            severity: 'info',
            periods: [],
            params: { dropped: limited.dropped },
          },
        ]
      : [];
  return {
    description: result.description,
    params: { ...result.params },
    history: limited.series,
    forecast: pathView(result.forecast, result.forecast.labels),
    residuals: result.residuals,
    metrics: result.metrics,
    backtest: result.backtest ? backtestView(result.backtest) : null,
    diagnostics: result.diagnostics,
    calibration: calibrationView(result.calibration),
    periodAnalysis: {
      actualMonths: n,
      forecastMonths: result.horizon,
      totalMonths: n + result.horizon,
      targetTotalMonths: request.limit24Months ? 24 + result.horizon : null,
    },
    checks: [...result.checks.filter((check) => check.code !== 'limited-to-24-months'), ...limit],
  };
}

/** The calibration without the CLI's English line: the screen words it from the figures. */
function calibrationView(calibration: IntervalCalibration | null): RunCalibration | null {
  if (!calibration) return null;
  const { method, folds, factor80, factor95, reason } = calibration;
  return { method, folds, factor80, factor95, reason };
}
