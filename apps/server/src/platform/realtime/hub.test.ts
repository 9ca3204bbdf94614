import type { RealtimeMessage } from '@bus/domain';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRedis } from '../redis';
import { RealtimeHub, type RealtimeSocket } from './hub';

function fakeSocket() {
  const received: RealtimeMessage[] = [];
  const socket: RealtimeSocket = {
    readyState: 1,
    send: (data) => received.push(JSON.parse(data) as RealtimeMessage),
    close: () => undefined,
  };
  return { socket, received };
}

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

  it.skipIf(!process.env.REDIS_URL)('fans out across processes through Redis', async () => {
    const url = process.env.REDIS_URL ?? '';
    const [redisA, redisB] = [createRedis(url), createRedis(url)];
    const [hubA, hubB] = [new RealtimeHub(log, redisA), new RealtimeHub(log, redisB)];
    await Promise.all([hubA.start(), hubB.start()]);
    const listener = fakeSocket();
    hubB.add('user-x', listener.socket);
    await hubA.publish('user-x', { type: 'notification.changed' });
    await expect.poll(() => listener.received).toEqual([{ type: 'notification.changed' }]);
    await Promise.all([hubA.close(), hubB.close()]);
    await Promise.all([redisA.quit(), redisB.quit()]);
  });
});
