import { useTranslation } from 'react-i18next';
import { ForecastWizard } from '../components/forecast-wizard';
import type { PageModel } from '../lib/models';
import '../../../components/costing-page.css';
import '../components/forecast.css';

const TITLE_KEYS: Record<PageModel, string> = {
  prophet: 'prophetForecast',
  xgboost: 'xgboostForecast',
  sarima: 'sarimaForecast',
};

/**
 * /prophet-forecast, /xgboost-forecast, /sarima-forecast (spec §2; issue 16 §4): the wizard with
 * the model fixed and its full parameter form, the results opening on the model's diagnostics
 * (Prophet's components, XGBoost's feature importance, SARIMA's order, coefficients and ACF).
 */
export function ModelForecastPage({ model }: { model: PageModel }) {
  const { t } = useTranslation(['forecast', 'nav']);
  return (
    <ForecastWizard
      key={model}
      title={t(`nav:titles.${TITLE_KEYS[model]}`)}
      intro={t(`forecast:modelPages.${model}`)}
      fixedModel={model}
    />
  );
}

export function ProphetForecastPage() {
  return <ModelForecastPage model="prophet" />;
}

export function XgboostForecastPage() {
  return <ModelForecastPage model="xgboost" />;
}

export function SarimaForecastPage() {
  return <ModelForecastPage model="sarima" />;
}
