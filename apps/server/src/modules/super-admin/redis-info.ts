import type { RedisOverview } from '@bus/domain';
import type { Redis } from 'ioredis';

/** Redis answers INFO at once or not at all: past this the section shows the timeout as its error. */
const INFO_TIMEOUT_MS = 2000;

/** `INFO` text → field map (`# Section` headers and blank lines skipped). */
export function parseInfo(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    if (!line || line.startsWith('#')) continue;
    const separator = line.indexOf(':');
    if (separator > 0) fields.set(line.slice(0, separator), line.slice(separator + 1).trim());
  }
  return fields;
}

/** `db0:keys=12,expires=3,avg_ttl=0` lines of the keyspace section. */
export function parseKeyspace(fields: Map<string, string>): RedisOverview['keyspace'] {
  const keyspace: RedisOverview['keyspace'] = [];
  for (const [name, value] of fields) {
    if (!/^db\d+$/.test(name)) continue;
    const parts = new Map(
      value.split(',').map((pair) => pair.split('=') as [string, string | undefined]),
    );
    keyspace.push({
      db: name,
      keys: Number(parts.get('keys') ?? 0),
      expires: Number(parts.get('expires') ?? 0),
    });
  }
  return keyspace;
}

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(
        () => reject(new Error(`no answer within ${INFO_TIMEOUT_MS} ms`)),
        INFO_TIMEOUT_MS,
      ).unref(),
    ),
  ]);
}

const DISABLED: RedisOverview = {
  status: 'disabled',
  error: null,
  version: null,
  usedMemoryBytes: null,
  usedMemoryHuman: null,
  connectedClients: null,
  keyspace: [],
};

/**
 * ioredis answers a command while disconnected with "Reached the max retries per request limit";
 * the reason (ECONNREFUSED, auth, DNS) is in its last connection error, which is what a super
 * admin needs to read.
 */
function explained(error: unknown, lastConnectionError: string | null): string {
  const text = messageOf(error);
  return lastConnectionError && /max retries per request/i.test(text)
    ? `${lastConnectionError} (${text})`
    : text;
}

export type RedisReader = {
  /** A probe's error text with the connection's own reason when ioredis hides it. */
  explain(error: string): string;
  /** Memory in use, for the system overview; null when Redis is off or does not answer. */
  memory(): Promise<{ usedMemoryBytes: number | null; usedMemoryHuman: string | null } | null>;
  /** Version, memory, clients and keyspace, or the error text (§3 redis_status). */
  overview(): Promise<RedisOverview>;
};

/** Reads Redis's INFO; `redis` null: Redis is not configured (REDIS_URL unset). */
export function redisReader(redis: Redis | null): RedisReader {
  let lastConnectionError: string | null = null;
  redis?.on('error', (error: unknown) => {
    lastConnectionError = messageOf(error);
  });
  redis?.on('ready', () => {
    lastConnectionError = null;
  });
  return {
    explain: (error) => explained(error, lastConnectionError),
    async memory() {
      if (!redis) return null;
      try {
        const fields = parseInfo(await withTimeout(redis.info('memory')));
        return {
          usedMemoryBytes: numberOrNull(fields.get('used_memory')),
          usedMemoryHuman: fields.get('used_memory_human') ?? null,
        };
      } catch {
        // The health probe beside it reports the error text; memory is simply unknown then.
        return null;
      }
    },
    async overview() {
      if (!redis) return DISABLED;
      try {
        const fields = parseInfo(await withTimeout(redis.info()));
        return {
          status: 'ok',
          error: null,
          version: fields.get('redis_version') ?? null,
          usedMemoryBytes: numberOrNull(fields.get('used_memory')),
          usedMemoryHuman: fields.get('used_memory_human') ?? null,
          connectedClients: numberOrNull(fields.get('connected_clients')),
          keyspace: parseKeyspace(fields),
        };
      } catch (error) {
        return { ...DISABLED, status: 'error', error: explained(error, lastConnectionError) };
      }
    },
  };
}
