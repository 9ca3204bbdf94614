import type { FinancialClientMessage, RealtimeMessage } from '@bus/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { RealtimeStatus } from '../../../lib/realtime-socket';
import { useCompanySocket } from '../../../lib/use-company-socket';
import { FINANCIAL_ROOT, financialKeys } from '../api/keys';

/** data-center-board-admin.md §4/§9 "Financial-data socket": backoff doubles up to 30 s. */
export const FINANCIAL_RECONNECT_MAX_MS = 30_000;

const heartbeat = (): FinancialClientMessage => ({ type: 'heartbeat' });

function refreshCompany(queryClient: QueryClient, companyId: string): void {
  void queryClient.invalidateQueries({ queryKey: financialKeys.companies() });
  void queryClient.invalidateQueries({ queryKey: financialKeys.statements(companyId) });
  void queryClient.invalidateQueries({ queryKey: [...FINANCIAL_ROOT, 'statement'] });
  void queryClient.invalidateQueries({ queryKey: financialKeys.ratios(companyId) });
  void queryClient.invalidateQueries({ queryKey: financialKeys.payroll(companyId) });
}

function handle(queryClient: QueryClient, message: RealtimeMessage): void {
  switch (message.type) {
    case 'job.progress': {
      const { job } = message;
      queryClient.setQueryData(financialKeys.job(job.id), job);
      if (job.status === 'done' && job.companyId) refreshCompany(queryClient, job.companyId);
      return;
    }
    case 'cache_invalidate':
      refreshCompany(queryClient, message.companyId);
      return;
    case 'financial_ratios_updated':
      void queryClient.invalidateQueries({ queryKey: financialKeys.ratios(message.companyId) });
      return;
    default:
  }
}

/**
 * The financial-data channel of /api/ws while the data center is open: job progress, and
 * updates of the selected company. Returns the socket state, so job progress can fall back to
 * polling while it is not connected.
 */
export function useFinancialSocket(companyId: string | null): RealtimeStatus {
  const queryClient = useQueryClient();
  return useCompanySocket(companyId, (message) => handle(queryClient, message), {
    maxReconnectDelayMs: FINANCIAL_RECONNECT_MAX_MS,
    heartbeat,
    label: 'Financial-data (job progress is polled)',
  });
}
