import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database';
import { createRedis } from '../../platform/redis';
import { healthService } from '../health/service';
import { parseInfo, parseKeyspace, redisReader } from './redis-info';
import { systemStatus } from './system-status';

const INFO = [
  '# Server',
  'redis_version:7.0.15',
  '',
  '# Memory',
  'used_memory:1048576',
  'used_memory_human:1.00M',
  '# Clients',
  'connected_clients:3',
  '# Keyspace',
  'db0:keys=12,expires=3,avg_ttl=0',
  'db2:keys=1,expires=0,avg_ttl=0',
].join('\r\n');

describe('Redis INFO', () => {
  it('reads fields and the keyspace per database', () => {
    const fields = parseInfo(INFO);
    expect(fields.get('redis_version')).toBe('7.0.15');
    expect(fields.get('used_memory_human')).toBe('1.00M');
    expect(parseKeyspace(fields)).toEqual([
      { db: 'db0', keys: 12, expires: 3 },
      { db: 'db2', keys: 1, expires: 0 },
    ]);
  });

  it('says disabled without REDIS_URL', async () => {
    const reader = redisReader(null);
    expect(await reader.overview()).toMatchObject({ status: 'disabled', error: null });
    expect(await reader.memory()).toBeNull();
  });
});

describe('a Redis that does not answer', () => {
  // Nothing listens on port 1: every command fails after the client's one retry.
  const redis = createRedis('redis://127.0.0.1:1');
  const reader = redisReader(redis);
  afterAll(() => redis.disconnect());

  it('shows the connection error as the database view error text', async () => {
    const overview = await reader.overview();
    expect(overview.status).toBe('error');
    expect(overview.error).toMatch(/ECONNREFUSED 127\.0\.0\.1:1/);
    expect(overview.version).toBeNull();
  });

  it('shows it on the system overview health card, beside a healthy database', async () => {
    const database = { driver: 'pglite', ping: async () => undefined } as unknown as DatabaseHandle;
    const health = healthService({ database, redis, version: 't', startedAt: Date.now() });
    const status = await systemStatus({ health, redis: reader, dataDir: '/tmp', version: 't' });
    expect(status.database.status).toBe('ok');
    expect(status.redis).toMatchObject({ status: 'error', usedMemoryBytes: null });
    expect(status.redis.error).toMatch(/ECONNREFUSED 127\.0\.0\.1:1/);
  });
});
