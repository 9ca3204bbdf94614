import type { RealtimeMessage } from '@bus/domain';
import { useEffect, useRef, useState } from 'react';
import { connectRealtime, type RealtimeConnection, type RealtimeStatus } from './realtime-socket';

type CompanySocketOptions = {
  /** Longest wait between reconnects (the financial-data socket uses 30 s). */
  maxReconnectDelayMs?: number;
  heartbeat?: () => unknown;
  /** Name in the console warning when the socket gives up. */
  label: string;
};

/**
 * /api/ws subscribed to one company's updates (subscribe_company), re-subscribing after every
 * reconnect and when the company changes. Messages go to `onMessage`; returns the socket state.
 */
export function useCompanySocket(
  companyId: string | null,
  onMessage: (message: RealtimeMessage) => void,
  options: CompanySocketOptions,
): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const connection = useRef<RealtimeConnection | null>(null);
  const subscribed = useRef<string | null>(null);
  // Counts connections, so a quick reconnect (status ends where it was) still re-subscribes.
  const [connections, setConnections] = useState(0);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const settings = useRef(options);

  useEffect(() => {
    const { label, ...socketOptions } = settings.current;
    connection.current = connectRealtime(
      {
        onMessage: (message) => handler.current(message),
        // A new connection starts without subscriptions; the effect below repeats them.
        onOpen: () => {
          subscribed.current = null;
          setConnections((count) => count + 1);
        },
        onStatus: setStatus,
        onGiveUp: (reason) => {
          console.warn(`${label} socket stopped: ${reason}`);
          setStatus('disconnected');
        },
      },
      socketOptions,
    );
    return () => {
      connection.current?.close();
      connection.current = null;
    };
  }, []);

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
