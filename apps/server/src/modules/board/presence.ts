import { randomUUID } from 'node:crypto';
import type { BoardOnlineUsers } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { BoardMember, RealtimeHub } from '../../platform/realtime/hub';

/**
 * Who is on the board (issue 17 §1, platform.md §7.3): users with a socket on the board channel.
 * One process knows its own sockets; with Redis each process also writes its members to a shared
 * hash every SNAPSHOT_MS, and a process that stops writing drops out after SNAPSHOT_TTL_MS.
 */
const PRESENCE_KEY = 'bus:board:presence';
const SNAPSHOT_MS = 15_000;
const SNAPSHOT_TTL_MS = 45_000;
/** Joins and leaves come in bursts (a page reload is a leave and a join): announce once. */
const ANNOUNCE_DELAY_MS = 300;

type Snapshot = { members: BoardMember[]; expires: number };

function merge(lists: BoardMember[][]): BoardOnlineUsers {
  const byId = new Map<string, BoardMember>();
  for (const list of lists) for (const member of list) byId.set(member.id, member);
  const onlineUsers = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'ko'));
  return { onlineUsers, count: onlineUsers.length };
}

export function boardPresence(hub: RealtimeHub, redis: Redis | null, log: FastifyBaseLogger) {
  const processId = randomUUID();
  let announce: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  async function writeSnapshot(): Promise<void> {
    if (!redis) return;
    const snapshot: Snapshot = {
      members: hub.boardMembers(),
      expires: Date.now() + SNAPSHOT_TTL_MS,
    };
    await redis.hset(PRESENCE_KEY, processId, JSON.stringify(snapshot));
  }

  async function online(): Promise<BoardOnlineUsers> {
    if (!redis) return merge([hub.boardMembers()]);
    const all = await redis.hgetall(PRESENCE_KEY);
    const now = Date.now();
    const lists: BoardMember[][] = [hub.boardMembers()];
    for (const [id, raw] of Object.entries(all)) {
      if (id === processId) continue;
      try {
        const snapshot = JSON.parse(raw) as Snapshot;
        if (snapshot.expires > now) lists.push(snapshot.members);
        else await redis.hdel(PRESENCE_KEY, id);
      } catch {
        await redis.hdel(PRESENCE_KEY, id);
      }
    }
    return merge(lists);
  }

  const announceNow = async () => {
    try {
      await writeSnapshot();
      await hub.publishBoard({ type: 'board.online_users', online: await online() });
    } catch (err) {
      log.warn({ err }, 'board presence not announced');
    }
  };

  const stopListening = hub.onBoardMembership(() => {
    if (closed || announce) return;
    announce = setTimeout(() => {
      announce = undefined;
      void announceNow();
    }, ANNOUNCE_DELAY_MS);
    announce.unref();
  });
  const refresh = redis
    ? setInterval(() => {
        writeSnapshot().catch((err: unknown) => log.warn({ err }, 'board presence not written'));
      }, SNAPSHOT_MS)
    : undefined;
  refresh?.unref();

  return {
    online,
    async close(): Promise<void> {
      closed = true;
      stopListening();
      clearTimeout(announce);
      clearInterval(refresh);
      await redis?.hdel(PRESENCE_KEY, processId).catch(() => undefined);
    },
  };
}

export type BoardPresence = ReturnType<typeof boardPresence>;
