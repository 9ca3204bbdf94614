import type { ForecastResult, ForecastRun } from '@bus/domain';
import { Card, Tabs, Typography } from 'antd';
import type { EChartsType } from 'echarts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BacktestTable } from './backtest-table';
import { DataChecks } from './data-checks';
import { DiagnosticsPanel } from './diagnostics-panel';
import { ForecastChart } from './forecast-chart';
import { ForecastTable } from './forecast-table';
import { MetricsTable } from './metrics-table';
import { ResidualsPanel } from './residuals-panel';
import { ResultsActions } from './results-actions';
import { ResultsSummary } from './results-summary';

type ResultsViewProps = {
  run: ForecastRun;
  result: ForecastResult;
  canWrite: boolean;
  /** A model page opens on the model's own diagnostics. */
  diagnosticsFirst?: boolean;
  onNew: () => void;
  onDeleted: () => void;
};

/**
 * Step 2 (issue 16 §2): the fan chart with its table, the metrics with what they mean, then the
 * forecast table, the backtest folds, the residuals and the model's diagnostics in tabs.
 */
export function ResultsView({
  run,
  result,
  canWrite,
  diagnosticsFirst,
  onNew,
  onDeleted,
}: ResultsViewProps) {
  const { t } = useTranslation('forecast');
  const [chart, setChart] = useState<EChartsType | null>(null);
  const tabs = [
    {
      key: 'table',
      label: t('results.tabs.table'),
      children: <ForecastTable forecast={result.forecast} />,
    },
    {
      key: 'backtest',
      label: t('results.tabs.backtest'),
      children: result.backtest ? (
        <BacktestTable backtest={result.backtest} />
      ) : (
        <Typography.Text type="secondary">{t('results.noBacktest')}</Typography.Text>
      ),
    },
    {
      key: 'residuals',
      label: t('results.tabs.residuals'),
      children: <ResidualsPanel labels={result.history.labels} residuals={result.residuals} />,
    },
    ...(result.diagnostics
      ? [
          {
            key: 'diagnostics',
            label: t('results.tabs.diagnostics'),
            children: <DiagnosticsPanel diagnostics={result.diagnostics} />,
          },
        ]
      : []),
  ];
  return (
    <div className="fc-stack" data-testid="fc-results">
      <Card className="fc-card" title={t('results.title')}>
        <ResultsSummary run={run} result={result} />
        <ResultsActions
          run={run}
          chart={chart}
          canWrite={canWrite}
          onNew={onNew}
          onDeleted={onDeleted}
        />
      </Card>
      <Card className="fc-card" title={t('results.chartTitle')}>
        <Typography.Paragraph type="secondary" className="fc-note">
          {t('results.chartHint')}
        </Typography.Paragraph>
        <ForecastChart history={result.history} forecast={result.forecast} onChart={setChart} />
      </Card>
      <Card className="fc-card" title={t('metrics.title')}>
        <Typography.Paragraph type="secondary" className="fc-note">
          {t('metrics.intro')}
        </Typography.Paragraph>
        <MetricsTable metrics={result.metrics} />
      </Card>
      {result.checks.length > 0 ? <DataChecks checks={result.checks} error={null} /> : null}
      <Card className="fc-card">
        <Tabs
          defaultActiveKey={diagnosticsFirst && result.diagnostics ? 'diagnostics' : 'table'}
          items={tabs}
        />
      </Card>
    </div>
  );
}
