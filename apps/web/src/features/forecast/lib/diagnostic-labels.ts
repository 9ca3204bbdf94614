import type { TFunction } from 'i18next';

/** A Prophet component's name in words: trend, yearly, monthly, quarterly, holidays … */
export function componentLabel(name: string, t: TFunction): string {
  return t(`forecast:diagnostics.components.${name.replace(/[.:]/g, '_')}`, { defaultValue: name });
}

/**
 * An XGBoost feature in words: lags ('lag_12' → '12개월 전 값'), rolling means ('rolling_mean_3'
 * → '최근 3개월 평균') and the position in the season; any other name as the engine gave it.
 */
export function featureLabel(feature: string, t: TFunction): string {
  const lag = /^lag[_-]?(\d+)$/i.exec(feature);
  if (lag) return t('forecast:diagnostics.features.lag', { n: Number(lag[1]) });
  const rolling = /^(?:rolling[_-]?)?mean[_-]?(\d+)$/i.exec(feature);
  if (rolling) return t('forecast:diagnostics.features.mean', { n: Number(rolling[1]) });
  if (/^(month|season|season_position|month_of_year)$/i.test(feature)) {
    return t('forecast:diagnostics.features.season');
  }
  return t(`forecast:diagnostics.features.named.${feature.replace(/[.:]/g, '_')}`, {
    defaultValue: feature,
  });
}

/** An ARIMA coefficient in words, by R's names (ar1, ma1, sar1, sma1, intercept, drift). */
export function coefficientLabel(name: string, t: TFunction): string {
  const match = /^(ar|ma|sar|sma)(\d+)$/.exec(name);
  if (match) return t(`forecast:diagnostics.coefficients.${match[1]}`, { n: Number(match[2]) });
  return t(`forecast:diagnostics.coefficients.${name}`, { defaultValue: name });
}
