import { RealtimeMessage } from '@bus/domain';

/** data-center-board-admin.md §9 socket limits: ping every 30 s, 3 reconnects, 2 s doubling to 10 s. */
export const PING_INTERVAL_MS = 30_000;
export const MAX_RECONNECT_ATTEMPTS = 3;
export const RECONNECT_BASE_MS = 2_000;
export const RECONNECT_MAX_MS = 10_000;
/** Close code the server uses when the upgrade had no session (contract: 4401). */
export const CLOSE_UNAUTHENTICATED = 4401;
/** Normal closure (we closed it on purpose). */
const CLOSE_NORMAL = 1000;

/** Delay before reconnect attempt `attempt` (1-based): 2 s, 4 s, 8 s, … capped at 10 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_BASE_MS * 2 ** (attempt - 1), RECONNECT_MAX_MS);
}

type RealtimeHandlers = {
  onMessage: (message: RealtimeMessage) => void;
  /** Called once the reconnect attempts are used up (or the server refused the session). */
  onGiveUp: (reason: 'unauthenticated' | 'max-reconnects') => void;
};

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
}

/** Opens /api/ws with heartbeat and bounded reconnects; returns a function that closes it for good. */
export function connectRealtime(handlers: RealtimeHandlers): () => void {
  let socket: WebSocket | null = null;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;

  const open = () => {
    socket = new WebSocket(realtimeUrl(window.location));
    socket.onopen = () => {
      attempts = 0;
      ping = setInterval(() => socket?.send(JSON.stringify({ type: 'ping' })), PING_INTERVAL_MS);
    };
    socket.onmessage = (event) => {
      const parsed = RealtimeMessage.safeParse(safeJson(event.data));
      if (parsed.success) handlers.onMessage(parsed.data);
      else console.warn('Ignored an unknown realtime message', event.data);
    };
    socket.onclose = (event) => {
      clearInterval(ping);
      if (stopped) return;
      if (event.code === CLOSE_UNAUTHENTICATED) return handlers.onGiveUp('unauthenticated');
      if (attempts >= MAX_RECONNECT_ATTEMPTS) return handlers.onGiveUp('max-reconnects');
      attempts += 1;
      retry = setTimeout(open, reconnectDelayMs(attempts));
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    socket?.close(CLOSE_NORMAL);
  };
}

function safeJson(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
