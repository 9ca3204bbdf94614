import type { ForecastRun, RealtimeMessage } from '@bus/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { RealtimeStatus } from '../../../lib/realtime-socket';
import { useCompanySocket } from '../../../lib/use-company-socket';
import { isRunFinished } from '../api/get-run';
import { forecastKeys } from '../api/keys';

function handle(queryClient: QueryClient, message: RealtimeMessage): void {
  if (message.type !== 'forecast.progress') return;
  const { run } = message;
  // The socket carries the summary; the result comes with the next read of the run.
  queryClient.setQueryData<ForecastRun>(forecastKeys.run(run.id), (old) =>
    old ? { ...old, ...run } : old,
  );
  if (isRunFinished(run)) {
    void queryClient.invalidateQueries({ queryKey: forecastKeys.run(run.id) });
    void queryClient.invalidateQueries({ queryKey: forecastKeys.runs() });
  }
}

/**
 * `forecast.progress` messages of /api/ws (sent to the run's owner at every stage and step) while a
 * forecasting screen is open. Returns the socket state: runs are polled while it is not connected.
 */
export function useForecastSocket(): RealtimeStatus {
  const queryClient = useQueryClient();
  // No company channel: progress goes to the user who started the run.
  return useCompanySocket(null, (message) => handle(queryClient, message), {
    label: 'Forecast progress (runs are polled)',
  });
}
