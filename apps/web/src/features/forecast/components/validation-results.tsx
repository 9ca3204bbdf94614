import type { ForecastRun } from '@bus/domain';
import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRun } from '../api/get-run';
import { BacktestTable } from './backtest-table';
import { ComparisonView } from './comparison-view';
import { MetricsTable } from './metrics-table';
import { RunOutcome } from './run-outcome';

function Result({ run }: { run: ForecastRun }) {
  const { t } = useTranslation(['forecastPortal', 'forecast']);
  if (run.comparison) return <ComparisonView result={run.comparison} />;
  if (run.crossValidation) {
    const { model, backtest } = run.crossValidation;
    return (
      <div className="fc-stack" data-testid="fc-cross-validation">
        <Typography.Paragraph>
          {t('results.crossValidation', { model: t(`forecast:models.${model}.name`) })}
        </Typography.Paragraph>
        <MetricsTable metrics={backtest.mean} testId="fc-cv-metrics" />
        <BacktestTable backtest={backtest} />
      </div>
    );
  }
  return <Alert type="warning" showIcon title={t('forecast:errors.noResult')} />;
}

/** The portal's run (?run=): progress, failure, or the cross validation / comparison result. */
export function ValidationResults({
  runId,
  socketLive,
  onNew,
}: {
  runId: string;
  socketLive: boolean;
  onNew: () => void;
}) {
  const { t } = useTranslation('forecastPortal');
  const query = useRun(runId, socketLive);
  return (
    <Card
      title={t('results.title')}
      className="fc-card"
      extra={
        <Button onClick={onNew} data-testid="fc-cv-new">
          {t('results.new')}
        </Button>
      }
    >
      <RunOutcome query={query} polling={!socketLive} onNew={onNew}>
        {() => (query.data ? <Result run={query.data} /> : null)}
      </RunOutcome>
    </Card>
  );
}
