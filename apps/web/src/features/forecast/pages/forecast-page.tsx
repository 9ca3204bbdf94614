import { useTranslation } from 'react-i18next';
import { ForecastWizard } from '../components/forecast-wizard';
import '../../../components/costing-page.css';
import '../components/forecast.css';

/**
 * /forecast (spec §2 "Forecast screens", §4, §5; issue 16 §2): monthly revenue from a file, the
 * grid or a saved series, checked and previewed; a model with its parameters; the run's progress;
 * then the fan chart, metrics, backtest, residuals, exports, save and delete.
 */
export function ForecastPage() {
  const { t } = useTranslation(['forecast', 'nav']);
  return <ForecastWizard title={t('nav:titles.forecast')} intro={t('forecast:intro')} />;
}
