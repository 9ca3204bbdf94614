import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Entries live this long at most; explicit invalidation usually ends them sooner. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const CHANNEL = 'bus:session-cache';

type Entry<T> = { value: T; freshUntil: number; sessionEndsAt: number };

/**
 * Resolved sessions keyed by the signed session cookie, so a burst of requests from one browser
 * costs one database lookup instead of one each. Anything that changes a session, a user or a role
 * calls `invalidateAll()`, which reaches every process through Redis when it is configured; the TTL
 * bounds what a lost invalidation message could leave behind.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly listeners = new Set<() => void>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly publisher: Redis | null,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    if (!this.publisher) return;
    this.subscriber = this.publisher.duplicate();
    this.subscriber.on('message', () => this.cleared());
    await this.subscriber.subscribe(CHANNEL);
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.freshUntil > now && entry.sessionEndsAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T, sessionEndsAt: Date): void {
    // Map keeps insertion order: dropping the first key drops the oldest entry.
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, {
      value,
      freshUntil: this.now() + this.ttlMs,
      sessionEndsAt: sessionEndsAt.getTime(),
    });
  }

  /**
   * Calls `listener` whenever the sessions are invalidated, here or (through Redis) in another
   * process: whatever holds on to a session's rights beyond one request (an open WebSocket)
   * checks them again. Returns the unsubscribe function.
   */
  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forgets every cached session here and, through Redis, in every other process. */
  async invalidateAll(): Promise<void> {
    this.cleared();
    if (!this.publisher) return;
    try {
      await this.publisher.publish(CHANNEL, 'clear');
    } catch (err) {
      // The other processes' entries still expire within the TTL.
      this.log.error({ err }, 'could not broadcast a session cache invalidation');
    }
  }

  private cleared(): void {
    this.entries.clear();
    for (const listener of this.listeners) listener();
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.entries.clear();
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
  }
}
