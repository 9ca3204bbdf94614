import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import { connectRealtime, type RealtimeConnection } from '../../../lib/realtime-socket';
import { applyBoardMessage } from '../lib/apply-board-message';

/**
 * §4 "Board socket": connecting, connected, error (lost, reconnecting), failed (3 reconnects used
 * up), closed (the server refused the session). `idle` when signed out: the socket needs a session.
 */
export type BoardSocketState = 'idle' | 'connecting' | 'connected' | 'error' | 'failed' | 'closed';

export const BoardSocketContext = createContext<BoardSocketState>('idle');

/** The state of the board's live connection, provided by the board layout. */
export function useBoardSocketState(): BoardSocketState {
  return useContext(BoardSocketContext);
}

/**
 * /api/ws joined to the board channel while a board page is open: subscribe_board after every
 * (re)connection, unsubscribe_board when the reader leaves the board. Pushes update the cache.
 */
export function useBoardSocket(enabled: boolean): BoardSocketState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BoardSocketState>('idle');

  useEffect(() => {
    if (!enabled) {
      setState('idle');
      return;
    }
    let connection: RealtimeConnection | null = null;
    connection = connectRealtime({
      // A new connection starts without subscriptions.
      onOpen: () => connection?.send({ type: 'subscribe_board' }),
      onMessage: (message) => applyBoardMessage(queryClient, message),
      onStatus: (status) => setState(status === 'disconnected' ? 'error' : status),
      onGiveUp: (reason) => {
        console.warn(`Board socket stopped: ${reason}`);
        setState(reason === 'max-reconnects' ? 'failed' : 'closed');
      },
    });
    return () => {
      connection?.send({ type: 'unsubscribe_board' });
      connection?.close();
    };
  }, [enabled, queryClient]);

  return state;
}
