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
});
