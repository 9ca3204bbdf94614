import type { RealtimeMessage } from '@bus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipRepo } from '../../modules/organisations/membership';
import { registerAndCookie } from '../../test/auth-client';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { closeCode, connect, nextMessage, opened } from '../../test/ws-client';
import { user } from '../db/schema/auth';
import { companies } from '../db/schema/financial-data';
import { WS_UNAUTHENTICATED } from './routes';

describe('realtime WebSocket /api/ws', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // With REDIS_URL set, the same test runs through Redis pub/sub.
    t = await createTestApp({ REDIS_URL: process.env.REDIS_URL });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `ws://127.0.0.1:${address.port}/api/ws`;
  });
  afterAll(() => t.close());

  /** A company of `organisation` (created when missing), straight in the database. */
  async function companyOf(organisation: string, name: string): Promise<string> {
    const { db } = t.app.services.database;
    const organisationId = await membershipRepo(db).ensureOrganisation(organisation, 'operator');
    const [row] = await db.insert(companies).values({ organisationId, name }).returning();
    if (!row) throw new Error('no company');
    return row.id;
  }

  it('closes an unauthenticated connection with 4401', async () => {
    const socket = connect(base);
    expect(await closeCode(socket)).toBe(WS_UNAUTHENTICATED);
  });

  it('pushes a new notification to the signed-in user and answers ping with pong', async () => {
    const cookie = await registerAndCookie(t.app, 'ws@example.kr');
    const socket = connect(base, cookie);
    await opened(socket);
    const pong = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'pong');
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await pong).toEqual({ type: 'pong' });

    // The hub registers the socket once the session is read; wait until it is counted.
    await expect.poll(() => t.app.services.hub.connectionCount()).toBe(1);
    const created = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'notification.created');
    await t.app.inject({
      method: 'POST',
      url: '/api/dev/notifications',
      headers: { cookie },
      payload: {
        title: '실시간',
        message: '도착',
        type: 'warning',
        category: 'forecast',
        priority: 'critical',
      },
    });
    const message = await created;
    expect(message).toMatchObject({
      type: 'notification.created',
      notification: { title: '실시간', priority: 'critical' },
    });
    socket.close();
  });

  it('subscribes to a company, answers heartbeats and pushes its invalidations', async () => {
    const cookie = await cookieWithRole(t.app, 'ws-company@example.kr', 'viewer', {
      organisation: '소켓 운수 A',
    });
    const socket = connect(base, cookie);
    await opened(socket);
    const companyId = await companyOf('소켓 운수 A', '구독 운수');
    const subscribed = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'company_subscribed');
    socket.send(JSON.stringify({ type: 'subscribe_company', companyId }));
    expect(await subscribed).toEqual({ type: 'company_subscribed', companyId });

    const heartbeat = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'heartbeat');
    socket.send(JSON.stringify({ type: 'heartbeat' }));
    expect(await heartbeat).toEqual({ type: 'heartbeat' });

    const invalidated = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'cache_invalidate');
    await t.app.services.hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
    expect(await invalidated).toEqual({ type: 'cache_invalidate', companyId });

    const unsubscribed = nextMessage<RealtimeMessage>(
      socket,
      (m) => m.type === 'company_unsubscribed',
    );
    socket.send(JSON.stringify({ type: 'unsubscribe_company', companyId }));
    expect(await unsubscribed).toEqual({ type: 'company_unsubscribed', companyId });
    expect(t.app.services.hub.subscriberCount(companyId)).toBe(0);
    socket.close();
  });

  it('ignores a subscription without a valid company id', async () => {
    const cookie = await registerAndCookie(t.app, 'ws-invalid@example.kr');
    const socket = connect(base, cookie);
    await opened(socket);
    const answers: RealtimeMessage[] = [];
    socket.on('message', (data) => answers.push(JSON.parse(data.toString()) as RealtimeMessage));
    socket.send(JSON.stringify({ type: 'subscribe_company', companyId: 'not-a-uuid' }));
    const pong = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'pong');
    socket.send(JSON.stringify({ type: 'ping' }));
    await pong;
    expect(answers).toEqual([{ type: 'pong' }]);
    socket.close();
  });

  it("ignores a subscription to another organisation's company like an unknown one", async () => {
    const cookie = await cookieWithRole(t.app, 'ws-outsider@example.kr', 'manager', {
      organisation: '소켓 운수 B',
    });
    const theirs = await companyOf('소켓 운수 A', '남의 운수');
    const unknown = '7a1d3f0e-2b4c-4d5e-8f60-718293a4b5c6';
    const socket = connect(base, cookie);
    await opened(socket);
    const answers: RealtimeMessage[] = [];
    socket.on('message', (data) => answers.push(JSON.parse(data.toString()) as RealtimeMessage));
    socket.send(JSON.stringify({ type: 'subscribe_company', companyId: theirs }));
    socket.send(JSON.stringify({ type: 'subscribe_company', companyId: unknown }));
    const pong = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'pong');
    socket.send(JSON.stringify({ type: 'ping' }));
    await pong;
    // Messages are answered in order: both subscriptions were looked at before the ping.
    expect(t.app.services.hub.subscriberCount(theirs)).toBe(0);
    await t.app.services.hub.publishCompany(theirs, {
      type: 'cache_invalidate',
      companyId: theirs,
    });
    const second = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'pong');
    socket.send(JSON.stringify({ type: 'ping' }));
    await second;
    expect(answers).toEqual([{ type: 'pong' }, { type: 'pong' }]);
    socket.close();
  });

  /** The user row of a test account, by e-mail. */
  async function userIdOf(email: string): Promise<string> {
    const { db } = t.app.services.database;
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  it('drops the subscriptions of a user moved to another organisation, once sessions change', async () => {
    const email = 'ws-moved@example.kr';
    const cookie = await cookieWithRole(t.app, email, 'user', { organisation: '소켓 운수 C' });
    const companyId = await companyOf('소켓 운수 C', '옮기기 전 운수');
    const socket = connect(base, cookie);
    await opened(socket);
    const subscribed = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'company_subscribed');
    socket.send(JSON.stringify({ type: 'subscribe_company', companyId }));
    await subscribed;

    const { db } = t.app.services.database;
    const members = membershipRepo(db);
    const elsewhere = await members.ensureOrganisation('소켓 운수 D', 'operator');
    const dropped = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'company_unsubscribed');
    await members.placeUser(await userIdOf(email), elsewhere);
    await t.app.services.sessions.invalidate();
    expect(await dropped).toEqual({ type: 'company_unsubscribed', companyId });
    await expect.poll(() => t.app.services.hub.subscriberCount(companyId)).toBe(0);

    // The old organisation's events no longer reach the socket; its own channel still works.
    const answers: RealtimeMessage[] = [];
    socket.on('message', (data) => answers.push(JSON.parse(data.toString()) as RealtimeMessage));
    await t.app.services.hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
    const pong = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'pong');
    socket.send(JSON.stringify({ type: 'ping' }));
    await pong;
    expect(answers).toEqual([{ type: 'pong' }]);
    socket.close();
  });

  it('closes the socket of a user whose sessions were revoked', async () => {
    const email = 'ws-revoked@example.kr';
    const cookie = await cookieWithRole(t.app, email, 'user', { organisation: '소켓 운수 C' });
    const socket = connect(base, cookie);
    await opened(socket);
    await expect.poll(() => t.app.services.hub.connectionCount()).toBeGreaterThan(0);
    const closed = closeCode(socket);
    await t.app.services.auth.api.revokeUserSessions({
      body: { userId: await userIdOf(email) },
      headers: new Headers({ cookie: await cookieWithRole(t.app, 'ws-admin@example.kr', 'admin') }),
    });
    await t.app.services.sessions.invalidate();
    expect(await closed).toBe(WS_UNAUTHENTICATED);
  });
});
