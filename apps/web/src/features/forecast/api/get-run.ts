import { ForecastRun, type ForecastRunSummary } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forecastKeys, runPath } from './keys';

/** Polling while the progress socket is down (as the data center's jobs: every 2 s). */
export const RUN_POLL_MS = 2_000;
/** With a live socket the poll is only a safety net for a missed message. */
const RUN_SAFETY_POLL_MS = 10_000;

export function isRunFinished(run: Pick<ForecastRunSummary, 'status'> | undefined): boolean {
  return run?.status === 'succeeded' || run?.status === 'failed' || run?.status === 'cancelled';
}

/**
 * GET /api/forecast/runs/{id}: the run with its request and, once succeeded, its result.
 * `forecast.progress` socket messages update the same entry (hooks/use-forecast-socket.ts). A poll,
 * so not activity that keeps the session alive (ADR 0007).
 */
export function useRun(id: string | null, socketLive: boolean) {
  return useQuery({
    queryKey: forecastKeys.run(id ?? ''),
    queryFn: () => api.get(runPath(id ?? ''), ForecastRun, { background: true }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      isRunFinished(query.state.data) || query.state.error
        ? false
        : socketLive
          ? RUN_SAFETY_POLL_MS
          : RUN_POLL_MS,
  });
}
