import type { FinancialClientMessage, RealtimeMessage } from '@bus/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  connectRealtime,
  type RealtimeConnection,
  type RealtimeStatus,
} from '../../../lib/realtime-socket';
import { FINANCIAL_ROOT, financialKeys } from '../api/keys';

/** data-center-board-admin.md §4/§9 "Financial-data socket": backoff doubles up to 30 s. */
export const FINANCIAL_RECONNECT_MAX_MS = 30_000;

const heartbeat = (): FinancialClientMessage => ({ type: 'heartbeat' });

function refreshCompany(queryClient: QueryClient, companyId: string): void {
  void queryClient.invalidateQueries({ queryKey: financialKeys.companies() });
  void queryClient.invalidateQueries({ queryKey: financialKeys.statements(companyId) });
  void queryClient.invalidateQueries({ queryKey: [...FINANCIAL_ROOT, 'statement'] });
  void queryClient.invalidateQueries({ queryKey: financialKeys.ratios(companyId) });
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
 * updates of the selected company (subscribed with subscribe_company). Returns the socket state,
 * so job progress can fall back to polling while it is not connected.
 */
export function useFinancialSocket(companyId: string | null): RealtimeStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const connection = useRef<RealtimeConnection | null>(null);
  const subscribed = useRef<string | null>(null);
  // Counts connections, so a quick reconnect (status ends where it was) still re-subscribes.
  const [connections, setConnections] = useState(0);

  useEffect(() => {
    connection.current = connectRealtime(
      {
        onMessage: (message) => handle(queryClient, message),
        // A new connection starts without subscriptions; the effect below repeats them.
        onOpen: () => {
          subscribed.current = null;
          setConnections((count) => count + 1);
        },
        onStatus: setStatus,
        onGiveUp: (reason) => {
          console.warn(`Financial-data socket stopped: ${reason}; job progress is polled`);
          setStatus('disconnected');
        },
      },
      { maxReconnectDelayMs: FINANCIAL_RECONNECT_MAX_MS, heartbeat },
    );
    return () => {
      connection.current?.close();
      connection.current = null;
    };
  }, [queryClient]);

  // `connections` is a trigger, not read: every new connection must subscribe again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (status !== 'connected' || subscribed.current === companyId) return;
    const previous = subscribed.current;
    if (previous) connection.current?.send({ type: 'unsubscribe_company', companyId: previous });
    subscribed.current = null;
    if (companyId && connection.current?.send({ type: 'subscribe_company', companyId })) {
      subscribed.current = companyId;
    }
  }, [companyId, status, connections]);

  return status;
}
