import type { ForecastRunSummary } from '@bus/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useFeedback } from '../../../lib/feedback';
import { useDeleteRun } from '../api/delete-run';
import { useRuns } from '../api/get-runs';
import { useUnsaveRun } from '../api/unsave-run';
import { forecastErrorText } from '../lib/error-text';
import { type Filters, RunFilters } from './run-filters';
import { RunsTable } from './runs-table';

const PAGE_SIZE = 20;

/** One list of the dashboard (saved forecasts, or every run), with its filters and paging. */
export function RunsSection({
  variant,
  canWrite,
}: {
  variant: 'saved' | 'logs';
  canWrite: boolean;
}) {
  const { t } = useTranslation(['forecastDashboard', 'forecast', 'errors']);
  const { message } = useFeedback();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const runs = useRuns({
    ...filters,
    ...(variant === 'saved' ? { saved: 'true', kind: 'forecast' } : {}),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const remove = useDeleteRun();
  const unsave = useUnsaveRun();
  const failed = (what: string) => (error: unknown) =>
    message.error(`${t(`forecast:errors.${what}`)} ${forecastErrorText(error, t)}`);

  return (
    <div className="fc-stack">
      <RunFilters
        value={filters}
        withKind={variant === 'logs'}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {runs.isError ? (
        <QueryError
          title={t('errors.list')}
          error={runs.error}
          onRetry={() => void runs.refetch()}
        />
      ) : (
        <RunsTable
          variant={variant}
          runs={runs.data?.items ?? []}
          total={runs.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          loading={runs.isFetching}
          canWrite={canWrite}
          deleting={remove.isPending ? (remove.variables ?? null) : null}
          onPage={setPage}
          onDelete={(run: ForecastRunSummary) =>
            remove.mutate(run.id, {
              onSuccess: () => message.success(t('deleted')),
              onError: failed('delete'),
            })
          }
          onUnsave={(run: ForecastRunSummary) => unsave.mutate(run.id, { onError: failed('save') })}
        />
      )}
    </div>
  );
}
