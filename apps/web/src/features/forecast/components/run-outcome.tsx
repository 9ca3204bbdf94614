import type { ForecastRunSummary } from '@bus/domain';
import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { forecastCodeText } from '../lib/error-text';
import { RunProgress } from './run-progress';

/** The run's read, while it is not (yet) a result: loading, gone, failing, running, failed, cancelled. */
export function RunOutcome({
  query,
  polling,
  onNew,
  children,
}: {
  query: {
    data: ForecastRunSummary | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  polling: boolean;
  onNew: () => void;
  /** The result, once the run has succeeded. */
  children: (run: ForecastRunSummary) => ReactNode;
}) {
  const { t } = useTranslation(['forecast', 'errors']);
  const again = (
    <Button onClick={onNew} data-testid="fc-new">
      {t('forecast:actions.new')}
    </Button>
  );
  if (query.isPending) return <Spin className="costing-spinner" />;
  const run = query.data;
  if (!run) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <Alert type="warning" showIcon title={t('forecast:errors.runGone')} action={again} />;
    }
    return (
      <QueryError
        title={t('forecast:errors.runLoad')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (run.status === 'queued' || run.status === 'running') {
    return <RunProgress run={run} polling={polling} />;
  }
  if (run.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="fc-run-failed"
        title={t('forecast:errors.failed')}
        description={
          run.error ? forecastCodeText(run.error.code, run.error.params, t) : t('errors:unknown')
        }
        action={again}
      />
    );
  }
  if (run.status === 'cancelled') {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="fc-run-cancelled"
        title={t('errors:codes.forecast/cancelled')}
        action={again}
      />
    );
  }
  return <>{children(run)}</>;
}
