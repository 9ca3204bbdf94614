import {
  DEFAULT_LEVELS,
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Model,
  type Series,
} from '../../types';
import { arimaDiagnostics } from './arima-diagnostics';
import { forecastArima } from './arima-forecast';
import { type ArimaParams, arimaParamsFor } from './arima-params';
import { type ArimaFit, describeFit } from './arima-spec';
import { type ArimaScale, exponentiate, residualsOnValues, resolveScale } from './log-scale';
import { autoArima, manualArima } from './select-model';

/** Fewest values an ARIMA fit accepts (a difference and two more to estimate from). */
const MIN_LENGTH = 4;

function validateSeries(series: Series, model: string): void {
  if (series.values.some((v) => !Number.isFinite(v))) {
    throw new ForecastError(
      'non_finite_value',
      'the series contains a missing or non-finite value',
    );
  }
  if (series.values.length < 4) {
    throw new ForecastError(
      'series_too_short',
      `ARIMA needs at least ${MIN_LENGTH} values, got ${series.values.length}`,
      { model, min: MIN_LENGTH, got: series.values.length },
    );
  }
}

function finite(value: number): number | undefined {
  return Number.isFinite(value) ? value : undefined;
}

function toModel(
  name: string,
  fit: ArimaFit,
  params: ArimaParams,
  values: readonly number[],
  scale: ArimaScale,
): Model {
  const { p, d, q, P, D, Q, s, trend } = fit.spec;
  const seasonal = P + D + Q > 0 || params.seasonal;
  const onLogs = scale === 'log';
  return {
    name,
    residuals: onLogs ? residualsOnValues(values, fit.residuals) : fit.residuals,
    info: {
      // The criteria below are those of the model as fitted, i.e. on logs when `on log values`.
      description: `${describeFit(fit)}${onLogs ? ' on log values' : ''}`,
      logLik: finite(fit.logLik),
      aic: finite(fit.aic),
      aicc: finite(fit.aicc),
      bic: finite(fit.bic),
      params: {
        ...params,
        p,
        d,
        q,
        trend,
        seasonal,
        ...(seasonal ? { P, D, Q, s } : {}),
        coefficients: { ar: fit.ar, ma: fit.ma, sar: fit.sar, sma: fit.sma, regression: fit.beta },
        sigma2: fit.sigma2,
        transform: scale,
      },
      diagnostics: () => arimaDiagnostics(fit),
    },
    predict: (h, levels = DEFAULT_LEVELS) => {
      const prediction = forecastArima(fit, h, levels);
      return onLogs ? exponentiate(prediction) : prediction;
    },
  };
}

function makeArimaModel(name: string, seasonal: boolean): ForecastModel<ArimaParams> {
  const { defaults, parse } = arimaParamsFor(name, seasonal);
  return {
    name,
    defaults,
    parseParams: parse,
    async fit(series: Series, params: ArimaParams, options: FitOptions = {}): Promise<Model> {
      validateSeries(series, name);
      const scale = resolveScale(
        series.values,
        params.transform,
        params.seasonal ? params.s : series.frequency,
      );
      const values = scale === 'log' ? series.values.map((v) => Math.log(v)) : series.values;
      const fit = params.auto_order
        ? await autoArima(values, params, options.signal, options.budgetMs)
        : manualArima(values, params, options.signal);
      return toModel(name, fit, params, series.values, scale);
    },
  };
}

/**
 * ARIMA (Box & Jenkins) with exact likelihood and the Hyndman–Khandakar automatic order search;
 * non-seasonal unless `seasonal` is set (spec §3 "Model parameters").
 */
export const arima: ForecastModel<ArimaParams> = makeArimaModel('arima', false);

/** Seasonal ARIMA(p,d,q)(P,D,Q)[s]: the same model with `seasonal` on and s = 12 by default. */
export const sarima: ForecastModel<ArimaParams> = makeArimaModel('sarima', true);
