import type { RealtimeMessage } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndCookie } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { closeCode, connect, nextMessage, opened } from '../../test/ws-client';
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
    const cookie = await registerAndCookie(t.app, 'ws-company@example.kr');
    const socket = connect(base, cookie);
    await opened(socket);
    const companyId = '7a1d3f0e-2b4c-4d5e-8f60-718293a4b5c6';
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
});
