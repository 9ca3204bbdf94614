import type { Health, ServiceStatus } from '@bus/domain';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../platform/db/database';

/** A probe that takes longer than this counts as failed (the spec's health call times out at 5 s). */
const PROBE_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(
        () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
        PROBE_TIMEOUT_MS,
      ).unref(),
    ),
  ]);
}

async function probe(driver: string, run: () => Promise<unknown>): Promise<ServiceStatus> {
  const started = performance.now();
  try {
    await withTimeout(run());
    return {
      status: 'ok',
      driver,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    };
  } catch (error) {
    // Only the message: driver errors can carry connection strings, never SQL or stacks here.
    const message = error instanceof Error ? error.message.split('\n')[0] : 'unavailable';
    return { status: 'error', driver, error: message };
  }
}

export function healthService(deps: {
  database: DatabaseHandle;
  redis: Redis | null;
  version: string;
  startedAt: number;
}) {
  return {
    async check(): Promise<Health> {
      const client = deps.redis;
      const disabled: ServiceStatus = { status: 'disabled' };
      const [database, redis] = await Promise.all([
        probe(deps.database.driver, () => deps.database.ping()),
        client ? probe('redis', () => client.ping()) : disabled,
      ]);
      const healthy = database.status === 'ok' && redis.status !== 'error';
      return {
        status: healthy ? 'ok' : 'degraded',
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
        database,
        redis,
      };
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
