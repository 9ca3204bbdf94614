import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRedis } from '../redis';
import { fakeSocket } from './fake-socket';
import { RealtimeHub } from './hub';

const log = pino({ level: 'silent' });

describe('RealtimeHub', () => {
  it('delivers only to the sockets of the addressed user', async () => {
    const hub = new RealtimeHub(log, null);
    const a = fakeSocket();
    const b = fakeSocket();
    hub.add('user-a', a.socket);
    hub.add('user-b', b.socket);
    await hub.publish('user-a', { type: 'notification.changed' });
    expect(a.received).toEqual([{ type: 'notification.changed' }]);
    expect(b.received).toEqual([]);
    hub.remove('user-a', a.socket);
    expect(hub.connectionCount()).toBe(1);
    await hub.close();
  });

  it('delivers company messages to subscribed sockets only, and forgets closed ones', async () => {
    const hub = new RealtimeHub(log, null);
    const [a, b] = [fakeSocket(), fakeSocket()];
    hub.add('user-a', a.socket);
    hub.add('user-b', b.socket);
    hub.subscribeCompany(a.socket, 'company-1');
    hub.subscribeCompany(b.socket, 'company-2');
    await hub.publishCompany('company-1', { type: 'cache_invalidate', companyId: 'company-1' });
    expect(a.received).toEqual([{ type: 'cache_invalidate', companyId: 'company-1' }]);
    expect(b.received).toEqual([]);
    hub.unsubscribeCompany(a.socket, 'company-1');
    await hub.publishCompany('company-1', { type: 'cache_invalidate', companyId: 'company-1' });
    expect(a.received).toHaveLength(1);
    hub.remove('user-b', b.socket);
    expect(hub.subscriberCount('company-2')).toBe(0);
    await hub.close();
  });

  it.skipIf(!process.env.REDIS_URL)('fans out across processes through Redis', async () => {
    const url = process.env.REDIS_URL ?? '';
    const [redisA, redisB] = [createRedis(url), createRedis(url)];
    const [hubA, hubB] = [new RealtimeHub(log, redisA), new RealtimeHub(log, redisB)];
    await Promise.all([hubA.start(), hubB.start()]);
    const listener = fakeSocket();
    hubB.add('user-x', listener.socket);
    await hubA.publish('user-x', { type: 'notification.changed' });
    await expect.poll(() => listener.received).toEqual([{ type: 'notification.changed' }]);
    hubB.subscribeCompany(listener.socket, 'company-x');
    await hubA.publishCompany('company-x', {
      type: 'financial_ratios_updated',
      companyId: 'company-x',
    });
    await expect
      .poll(() => listener.received.at(-1))
      .toEqual({ type: 'financial_ratios_updated', companyId: 'company-x' });
    await Promise.all([hubA.close(), hubB.close()]);
    await Promise.all([redisA.quit(), redisB.quit()]);
  });
});
