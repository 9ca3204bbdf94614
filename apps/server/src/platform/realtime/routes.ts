import { FinancialClientMessage, type RealtimeMessage } from '@bus/domain';
import type { Sessions } from '../auth/session';
import type { App } from '../http/app-type';
import { OPEN, type RealtimeHub, type RealtimeSocket } from './hub';

/** Close code for an upgrade without a valid session (4000–4999 are application codes). */
export const WS_UNAUTHENTICATED = 4401;

type IncomingSocket = RealtimeSocket & {
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
};

type ClientMessage = { type: 'ping' } | FinancialClientMessage;

/** A message the server understands, or null (anything else is ignored, as before). */
function parseClientMessage(data: Buffer): ClientMessage | null {
  let raw: unknown;
  try {
    raw = JSON.parse(data.toString());
  } catch {
    return null;
  }
  if ((raw as { type?: unknown } | null)?.type === 'ping') return { type: 'ping' };
  const financial = FinancialClientMessage.safeParse(raw);
  return financial.success ? financial.data : null;
}

/** What the socket does with one client message; the answer goes back to this socket only. */
function answer(hub: RealtimeHub, socket: RealtimeSocket, message: ClientMessage): RealtimeMessage {
  switch (message.type) {
    case 'ping':
      return { type: 'pong' };
    case 'heartbeat':
      return { type: 'heartbeat' };
    case 'subscribe_company':
      // Companies are shared by everyone signed in (docs/operator-guide.md), so any reader may follow one.
      hub.subscribeCompany(socket, message.companyId);
      return { type: 'company_subscribed', companyId: message.companyId };
    case 'unsubscribe_company':
      hub.unsubscribeCompany(socket, message.companyId);
      return { type: 'company_unsubscribed', companyId: message.companyId };
  }
}

/** GET /api/ws: the signed-in user's realtime channel (notifications, jobs, financial data). */
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
      // Listeners go on synchronously; a message that arrives while the session loads is answered after.
      socket.on('message', (data) => {
        const message = parseClientMessage(data);
        if (!message) return;
        void session.then((current) => {
          // A socket closed meanwhile must not be subscribed again after hub.remove() forgot it.
          if (current && socket.readyState === OPEN) {
            socket.send(JSON.stringify(answer(hub, socket, message)));
          }
        });
      });
    },
  );
}
