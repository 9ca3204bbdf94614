import {
  BoardClientMessage,
  canUseBoard,
  FinancialClientMessage,
  type RealtimeMessage,
} from '@bus/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AuthSession, Sessions } from '../auth/session';
import type { App } from '../http/app-type';
import type { Tenancy } from '../tenancy/tenancy';
import { OPEN, type RealtimeHub, type RealtimeSocket } from './hub';

/** Close code for an upgrade without a valid session (4000–4999 are application codes). */
export const WS_UNAUTHENTICATED = 4401;

type IncomingSocket = RealtimeSocket & {
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
};

type ClientMessage = { type: 'ping' } | FinancialClientMessage | BoardClientMessage;

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
  if (financial.success) return financial.data;
  const board = BoardClientMessage.safeParse(raw);
  return board.success ? board.data : null;
}

/** Whether the socket's user may read the company (issue 14: its organisation's, or overseen). */
export type CompanyReadable = (companyId: string) => Promise<boolean>;

/**
 * What the socket does with one client message; the answer goes back to this socket only, or
 * null for none. Events are published per company, so a subscription is the socket's access to
 * them: a company the user may not read (another organisation's, trashed or unknown) is ignored
 * like an invalid id, so whether it exists does not leak.
 */
async function answer(
  hub: RealtimeHub,
  socket: RealtimeSocket,
  message: ClientMessage,
  readable: CompanyReadable,
  current: AuthSession,
): Promise<RealtimeMessage | null> {
  switch (message.type) {
    case 'ping':
      return { type: 'pong' };
    case 'heartbeat':
      return { type: 'heartbeat' };
    case 'subscribe_company':
      if (!(await readable(message.companyId))) return null;
      // A socket closed meanwhile must not be subscribed again after hub.remove() forgot it.
      if (socket.readyState !== OPEN) return null;
      hub.subscribeCompany(socket, message.companyId);
      return { type: 'company_subscribed', companyId: message.companyId };
    case 'unsubscribe_company':
      hub.unsubscribeCompany(socket, message.companyId);
      return { type: 'company_unsubscribed', companyId: message.companyId };
    case 'subscribe_board':
      // The board is read by users and above (data-center-board-admin.md §6); others are ignored.
      if (!canUseBoard(current.user.role) || socket.readyState !== OPEN) return null;
      hub.subscribeBoard(socket, boardMember(current));
      return { type: 'board.subscribed' };
    case 'unsubscribe_board':
      hub.unsubscribeBoard(socket);
      return null;
  }
}

function boardMember(current: AuthSession) {
  return { id: current.user.id, name: current.user.name, role: current.user.role ?? 'user' };
}

/** The row check of the routes (tenancy.require), as a yes or no for one socket's request. */
function companyReadable(tenancy: Tenancy, request: FastifyRequest): CompanyReadable {
  return (companyId) =>
    tenancy.require(request, 'company', companyId, 'read').then(
      () => true,
      (err: unknown) => {
        const status = (err as { statusCode?: unknown } | null)?.statusCode;
        if (status !== 404 && status !== 403) {
          request.log.error({ err, companyId }, 'company subscription check failed');
        }
        return false;
      },
    );
}

/**
 * A fresh look at a socket's upgrade request: the session and the organisation scope are memoised
 * per request object, and a socket keeps its request for hours. An object inheriting from it has
 * the same cookie, address and route but memoises nothing yet.
 */
function freshLook(request: FastifyRequest): FastifyRequest {
  return Object.create(request) as FastifyRequest;
}

/** Invalidations come in bursts (one admin action may invalidate twice): check once per burst. */
const RECHECK_DELAY_MS = 200;

/**
 * Re-checks a socket after users, roles, organisations or sessions changed (issue 14 §4: sockets
 * are scoped like routes): a session that ended, or now belongs to someone else, closes it; a
 * company the user may no longer read (moved to another organisation, oversight withdrawn) is
 * unsubscribed and the client told so.
 */
async function recheck(
  deps: { sessions: Sessions; hub: RealtimeHub; tenancy: Tenancy },
  socket: RealtimeSocket,
  request: FastifyRequest,
  userId: string,
): Promise<void> {
  if (socket.readyState !== OPEN) return;
  const look = freshLook(request);
  const current = await deps.sessions.of(look, null);
  if (!current || current.user.id !== userId) {
    socket.close(WS_UNAUTHENTICATED, 'unauthenticated');
    return;
  }
  // A user demoted below the board's role leaves the channel (and the online list).
  if (!canUseBoard(current.user.role)) deps.hub.unsubscribeBoard(socket);
  const readable = companyReadable(deps.tenancy, look);
  for (const companyId of deps.hub.companiesOf(socket)) {
    if (await readable(companyId)) continue;
    deps.hub.unsubscribeCompany(socket, companyId);
    if (socket.readyState === OPEN) {
      socket.send(JSON.stringify({ type: 'company_unsubscribed', companyId }));
    }
  }
}

/** Runs every open socket's re-check once after a burst of invalidations. */
function recheckOnInvalidate(sessions: Sessions, log: FastifyBaseLogger) {
  const checks = new Set<() => Promise<void>>();
  let pending = false;
  const runAll = () => {
    pending = false;
    for (const check of checks) {
      check().catch((err: unknown) => log.error({ err }, 'websocket re-check failed'));
    }
  };
  sessions.onInvalidate(() => {
    if (pending) return;
    pending = true;
    setTimeout(runAll, RECHECK_DELAY_MS).unref();
  });
  return (check: () => Promise<void>) => {
    checks.add(check);
    return () => checks.delete(check);
  };
}

/** GET /api/ws: the signed-in user's realtime channel (notifications, jobs, financial data). */
export function registerRealtimeRoutes(
  app: App,
  sessions: Sessions,
  hub: RealtimeHub,
  tenancy: Tenancy,
): void {
  const watch = recheckOnInvalidate(sessions, app.log);
  app.get(
    '/api/ws',
    {
      websocket: true,
      // Company subscriptions are checked one by one against the user's scope (answer()).
      config: { minRole: 'viewer', tenancy: 'listed' },
      schema: {
        tags: ['realtime'],
        summary: 'WebSocket of realtime messages (cookie-authenticated)',
      },
    },
    (raw, request) => {
      const socket = raw as IncomingSocket;
      const readable = companyReadable(tenancy, request);
      const session = sessions.of(request, null).then(
        (current) => {
          if (!current) {
            socket.close(WS_UNAUTHENTICATED, 'unauthenticated');
            return null;
          }
          hub.add(current.user.id, socket);
          const check = () => recheck({ sessions, hub, tenancy }, socket, request, current.user.id);
          // In line with the socket's messages, so a subscription checked meanwhile is seen.
          const unwatch = watch(() => {
            inOrder = inOrder.then(check).catch((err: unknown) => {
              request.log.error({ err }, 'websocket re-check failed');
            });
            return inOrder.then(() => undefined);
          });
          socket.on('close', () => {
            unwatch();
            hub.remove(current.user.id, socket);
          });
          return current;
        },
        (err: unknown) => {
          request.log.error({ err }, 'websocket session lookup failed');
          socket.close(1011, 'internal error');
          return null;
        },
      );
      // Listeners go on synchronously; a message that arrives while the session loads is answered
      // after, and messages are answered in order (a subscription waits for its check).
      let inOrder: Promise<unknown> = session;
      socket.on('message', (data) => {
        const message = parseClientMessage(data);
        if (!message) return;
        inOrder = inOrder
          .then(async () => {
            if (socket.readyState !== OPEN) return;
            const current = await session;
            if (!current) return;
            const reply = await answer(hub, socket, message, readable, current);
            if (reply && socket.readyState === OPEN) socket.send(JSON.stringify(reply));
          })
          .catch((err: unknown) => request.log.error({ err }, 'websocket message not answered'));
      });
    },
  );
}
