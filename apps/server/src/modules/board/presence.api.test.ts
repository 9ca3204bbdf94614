import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSocket } from '../../platform/realtime/fake-socket';
import { RealtimeHub } from '../../platform/realtime/hub';
import { createRedis } from '../../platform/redis';
import { boardPresence } from './presence';

const log = pino({ level: 'silent' });

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

describe('board presence', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('lists each user once however many tabs they have, and announces joins and leaves', async () => {
    const hub = new RealtimeHub(log, null);
    const presence = boardPresence(hub, null, log);
    cleanups.push(async () => {
      await presence.close();
      await hub.close();
    });
    const [tab1, tab2, other] = [fakeSocket(), fakeSocket(), fakeSocket()];
    hub.subscribeBoard(tab1.socket, { id: 'u1', name: '김기사', role: 'user' });
    hub.subscribeBoard(tab2.socket, { id: 'u1', name: '김기사', role: 'user' });
    hub.subscribeBoard(other.socket, { id: 'u2', name: '이정비', role: 'manager' });
    expect(await presence.online()).toMatchObject({ count: 2 });
    await until(() => other.received.some((m) => m.type === 'board.online_users'));
    expect(other.received.at(-1)).toMatchObject({
      type: 'board.online_users',
      online: { count: 2 },
    });
    hub.unsubscribeBoard(other.socket);
    expect(await presence.online()).toEqual({
      count: 1,
      onlineUsers: [{ id: 'u1', name: '김기사', role: 'user' }],
    });
  });

  it.skipIf(!process.env.REDIS_URL)(
    'merges the members of every process through Redis',
    async () => {
      const url = process.env.REDIS_URL ?? '';
      const [redisA, redisB] = [createRedis(url), createRedis(url)];
      const [hubA, hubB] = [new RealtimeHub(log, redisA), new RealtimeHub(log, redisB)];
      await hubA.start();
      await hubB.start();
      const [presenceA, presenceB] = [
        boardPresence(hubA, redisA, log),
        boardPresence(hubB, redisB, log),
      ];
      cleanups.push(async () => {
        await presenceA.close();
        await presenceB.close();
        await hubA.close();
        await hubB.close();
        await redisA.quit();
        await redisB.quit();
      });
      const [a, b] = [fakeSocket(), fakeSocket()];
      hubA.subscribeBoard(a.socket, { id: 'presence-a', name: '가', role: 'user' });
      hubB.subscribeBoard(b.socket, { id: 'presence-b', name: '나', role: 'user' });
      await until(() =>
        a.received.some(
          (m) =>
            m.type === 'board.online_users' &&
            m.online.onlineUsers.some((u) => u.id === 'presence-b'),
        ),
      );
      const ids = (await presenceA.online()).onlineUsers.map((u) => u.id);
      expect(ids).toEqual(expect.arrayContaining(['presence-a', 'presence-b']));
      await presenceB.close();
      expect((await presenceA.online()).onlineUsers.map((u) => u.id)).not.toContain('presence-b');
    },
  );
});
