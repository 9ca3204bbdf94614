import { Redis } from 'ioredis';

/** One Redis connection (rate limits, health, publishing); subscribers use `duplicate()`. */
export function createRedis(url: string): Redis {
  // Commands fail fast while Redis is down instead of queueing forever; ioredis keeps reconnecting.
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
}
