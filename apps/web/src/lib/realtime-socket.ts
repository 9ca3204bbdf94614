import { RealtimeMessage } from '@bus/domain/api/realtime';

/** data-center-board-admin.md §9 socket limits: ping every 30 s, 3 reconnects, 2 s doubling. */
export const PING_INTERVAL_MS = 30_000;
export const MAX_RECONNECT_ATTEMPTS = 3;
export const RECONNECT_BASE_MS = 2_000;
/** Board/notification socket: the delay doubles up to 10 s (§9 "Board"). */
export const RECONNECT_MAX_MS = 10_000;
/** Close code the server uses when the upgrade had no session (contract: 4401). */
export const CLOSE_UNAUTHENTICATED = 4401;
/** Normal closure (we closed it on purpose). */
export const CLOSE_NORMAL = 1000;

/** Delay before reconnect attempt `attempt` (1-based): 2 s, 4 s, 8 s, … capped at `maxMs`. */
export function reconnectDelayMs(attempt: number, maxMs: number = RECONNECT_MAX_MS): number {
  return Math.min(RECONNECT_BASE_MS * 2 ** (attempt - 1), maxMs);
}

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';

type RealtimeHandlers = {
  onMessage: (message: RealtimeMessage) => void;
  /** Called once the reconnect attempts are used up (or the server refused the session). */
  onGiveUp: (reason: 'unauthenticated' | 'max-reconnects') => void;
  /** Every (re)connection; the place to repeat subscriptions the server forgot. */
  onOpen?: () => void;
  onStatus?: (status: RealtimeStatus) => void;
};

type RealtimeOptions = {
  /** Longest wait between reconnects (default 10 s; the financial-data socket uses 30 s). */
  maxReconnectDelayMs?: number;
  /** What the keep-alive sends every 30 s (default `{ type: 'ping' }`). */
  heartbeat?: () => unknown;
};

export type RealtimeConnection = {
  /** Sends a JSON message when the socket is open; false when it is not (nothing is queued). */
  send: (message: unknown) => boolean;
  /** Closes for good with code 1000. */
  close: () => void;
};

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
}

/** Opens /api/ws with heartbeat and bounded reconnects. */
export function connectRealtime(
  handlers: RealtimeHandlers,
  options: RealtimeOptions = {},
): RealtimeConnection {
  const maxDelay = options.maxReconnectDelayMs ?? RECONNECT_MAX_MS;
  const heartbeat = options.heartbeat ?? (() => ({ type: 'ping' }));
  let socket: WebSocket | null = null;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;

  const send = (message: unknown): boolean => {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  const open = () => {
    handlers.onStatus?.('connecting');
    socket = new WebSocket(realtimeUrl(window.location));
    socket.onopen = () => {
      attempts = 0;
      ping = setInterval(() => send(heartbeat()), PING_INTERVAL_MS);
      handlers.onStatus?.('connected');
      handlers.onOpen?.();
    };
    socket.onmessage = (event) => {
      const parsed = RealtimeMessage.safeParse(safeJson(event.data));
      if (parsed.success) handlers.onMessage(parsed.data);
      else console.warn('Ignored an unknown realtime message', event.data);
    };
    socket.onclose = (event) => {
      clearInterval(ping);
      if (stopped) return;
      handlers.onStatus?.('disconnected');
      if (event.code === CLOSE_UNAUTHENTICATED) return handlers.onGiveUp('unauthenticated');
      if (attempts >= MAX_RECONNECT_ATTEMPTS) return handlers.onGiveUp('max-reconnects');
      attempts += 1;
      retry = setTimeout(open, reconnectDelayMs(attempts, maxDelay));
    };
  };

  open();
  return {
    send,
    close: () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close(CLOSE_NORMAL);
    },
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
