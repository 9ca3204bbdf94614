import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CostingTitle } from '../../../components/company-gate';
import { RefreshButton } from '../../../components/refresh-button';
import { canUpload } from '../../../lib/data-access';
import { useAuth } from '../../../lib/use-auth';
import { FORECAST_ROOT } from '../api/keys';
import { RunsSection } from '../components/runs-section';
import { useForecastSocket } from '../hooks/use-forecast-socket';
import '../../../components/costing-page.css';
import '../components/forecast.css';

type Tab = 'saved' | 'logs';

/**
 * /forecast-dashboard (spec §2, §7; issue 16 §6): saved forecasts filtered by company, model and
 * date, each opening to its realised accuracy once newer actuals exist; and the forecast logs —
 * every run, filtered by model, to view or delete.
 */
export function ForecastDashboardPage() {
  const { t } = useTranslation(['forecastDashboard', 'nav']);
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'logs' ? 'logs' : 'saved';
  // Finished runs show up in the lists without a reload.
  useForecastSocket();
  const canWrite = canUpload(user);
  return (
    <div className="costing-page fc-page">
      <CostingTitle text={t('nav:titles.forecastDashboard')}>
        <RefreshButton queryKey={FORECAST_ROOT} label={t('refresh')} />
      </CostingTitle>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Card className="fc-card">
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearch(key === 'logs' ? { tab: 'logs' } : {}, { replace: true })}
          items={[
            {
              key: 'saved',
              label: t('tabs.saved'),
              children: <RunsSection variant="saved" canWrite={canWrite} />,
            },
            {
              key: 'logs',
              label: t('tabs.logs'),
              children: <RunsSection variant="logs" canWrite={canWrite} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
