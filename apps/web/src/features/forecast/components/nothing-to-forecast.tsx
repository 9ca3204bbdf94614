import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataPrompt } from '../../../components/data-prompt';
import { useCostingCompanies } from '../../../lib/costing-companies';
import { useSeriesList } from '../api/get-series-list';

/**
 * platform.md §2.9's data prompt when the user has nothing to forecast yet: no company and no saved
 * series. It leads to the financial data center; the upload and the grid below stay usable.
 */
export function NothingToForecast() {
  const { t } = useTranslation('forecast');
  const companies = useCostingCompanies();
  const series = useSeriesList();
  const empty = companies.data?.items.length === 0 && series.data?.items.length === 0;
  if (!empty) return null;
  return (
    <Card className="fc-card fc-prompt" data-testid="fc-data-prompt">
      <DataPrompt description={t('input.prompt')} />
    </Card>
  );
}
