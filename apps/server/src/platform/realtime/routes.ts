import type { RealtimeMessage } from '@bus/domain';
import type { Sessions } from '../auth/session';
import type { App } from '../http/app-type';
import type { RealtimeHub, RealtimeSocket } from './hub';

/** Close code for an upgrade without a valid session (4000–4999 are application codes). */
export const WS_UNAUTHENTICATED = 4401;

type IncomingSocket = RealtimeSocket & {
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
};

function isPing(data: Buffer): boolean {
  try {
    return (JSON.parse(data.toString()) as { type?: unknown }).type === 'ping';
  } catch {
    return false;
  }
}

/** GET /api/ws: the signed-in user's realtime channel (notifications now, more later). */
export function registerRealtimeRoutes(app: App, sessions: Sessions, hub: RealtimeHub): void {
  app.get(
    '/api/ws',
    {
      websocket: true,
      config: { minRole: 'viewer' },
      schema: {
        tags: ['realtime'],
        summary: 'WebSocket of realtime messages (cookie-authenticated)',
      },
    },
    (raw, request) => {
      const socket = raw as IncomingSocket;
      const pong = JSON.stringify({ type: 'pong' } satisfies RealtimeMessage);
      const session = sessions.of(request, null).then(
        (current) => {
          if (!current) {
            socket.close(WS_UNAUTHENTICATED, 'unauthenticated');
            return null;
          }
          hub.add(current.user.id, socket);
          socket.on('close', () => hub.remove(current.user.id, socket));
          return current;
        },
        (err: unknown) => {
          request.log.error({ err }, 'websocket session lookup failed');
          socket.close(1011, 'internal error');
          return null;
        },
      );
      // Listeners go on synchronously; a ping that arrives while the session loads is answered after.
      socket.on('message', (data) => {
        if (!isPing(data)) return;
        void session.then((current) => {
          if (current) socket.send(pong);
        });
      });
    },
  );
}
