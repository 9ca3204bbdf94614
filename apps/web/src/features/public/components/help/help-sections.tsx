import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { asStringList } from '../../lib/as-string-list';
import { LinkButton } from '../link-button';
import { TextList } from '../text-list';

/** Rows that only illustrate the upload layout (a date column and a plain-number value column). */
const EXAMPLE_ROWS = [
  { ds: '2024-01', y: '1,523,400,000' },
  { ds: '2024-02', y: '1,418,250,000' },
  { ds: '2024-03', y: '1,602,700,000' },
];

/** The models in the order the forecast screen offers them (the auto mode first). */
const FORECAST_MODELS = [
  'auto',
  'prophet',
  'xgboost',
  'arima',
  'sarima',
  'ensemble',
  'nbeats',
  'others',
] as const;
/** The spec's RMSE, MAE, MAPE, R² and the screen's sMAPE, MASE and interval coverage. */
const METRICS = ['rmse', 'mae', 'mape', 'r2', 'smape', 'mase', 'coverage'] as const;

/** Renders `key` (a list in the help namespace) under an h4 heading. */
function ListBlock({ titleKey, listKey }: { titleKey: string; listKey: string }) {
  const { t } = useTranslation('help');
  return (
    <>
      <Typography.Title level={4}>{t(titleKey)}</Typography.Title>
      <TextList items={asStringList(t(listKey, { returnObjects: true }))} />
    </>
  );
}

/** The "data" help section: file types, columns, checks and templates. */
export function HelpDataSection() {
  const { t } = useTranslation('help');
  return (
    <>
      <Typography.Paragraph>{t('data.intro')}</Typography.Paragraph>
      <ListBlock titleKey="data.filesTitle" listKey="data.files" />
      <ListBlock titleKey="data.columnsTitle" listKey="data.columns" />
      <Typography.Title level={4}>{t('data.exampleTitle')}</Typography.Title>
      <Table
        rowKey="ds"
        size="small"
        pagination={false}
        style={{ maxWidth: 420 }}
        dataSource={EXAMPLE_ROWS}
        columns={[
          { title: t('data.exampleDate'), dataIndex: 'ds' },
          { title: t('data.exampleValue'), dataIndex: 'y', align: 'right' },
        ]}
        footer={() => t('data.exampleCaption')}
      />
      <ListBlock titleKey="data.rulesTitle" listKey="data.rules" />
      <Typography.Title level={4}>{t('data.templateTitle')}</Typography.Title>
      <Typography.Paragraph>{t('data.template')}</Typography.Paragraph>
      <LinkButton to="/forecast">{t('openForecast')}</LinkButton>
    </>
  );
}

/** The "forecast" help section: steps, model choice, horizon and parameter modes. */
export function HelpForecastSection() {
  const { t } = useTranslation('help');
  return (
    <>
      <Typography.Paragraph>{t('forecast.intro')}</Typography.Paragraph>
      <ListBlock titleKey="forecast.stepsTitle" listKey="forecast.steps" />
      <Typography.Title level={4}>{t('forecast.modelsTitle')}</Typography.Title>
      <TextList items={FORECAST_MODELS.map((model) => t(`forecast.models.${model}`))} />
      <ListBlock titleKey="forecast.horizonTitle" listKey="forecast.horizon" />
      <ListBlock titleKey="forecast.modesTitle" listKey="forecast.modes" />
    </>
  );
}

/** The "results" help section: chart, intervals, metrics, backtest and diagnostics, exports, dashboard. */
export function HelpResultsSection() {
  const { t } = useTranslation('help');
  return (
    <>
      <Typography.Paragraph>{t('results.intro')}</Typography.Paragraph>
      <ListBlock titleKey="results.tableTitle" listKey="results.table" />
      <ListBlock titleKey="results.chartTitle" listKey="results.chart" />
      <Typography.Title level={4}>{t('results.metricsTitle')}</Typography.Title>
      <Typography.Paragraph>{t('results.metricsIntro')}</Typography.Paragraph>
      <TextList items={METRICS.map((metric) => t(`results.metrics.${metric}`))} />
      <ListBlock titleKey="results.periodTitle" listKey="results.period" />
      <ListBlock titleKey="results.saveTitle" listKey="results.save" />
      <LinkButton to="/forecast-dashboard">{t('openDashboard')}</LinkButton>
    </>
  );
}

/** The "tips" help section. */
export function HelpTipsSection() {
  const { t } = useTranslation('help');
  return <TextList ordered items={asStringList(t('tips.items', { returnObjects: true }))} />;
}
