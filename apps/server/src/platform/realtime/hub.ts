import type { RealtimeMessage } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The part of a `ws` WebSocket the hub uses (the `ws` package ships no types of its own). */
export type RealtimeSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

const OPEN = 1;
/** 1001 "going away": the server is shutting down; clients reconnect to another process. */
const GOING_AWAY = 1001;
const CHANNEL = 'bus:realtime';

type Envelope = { userId: string; message: RealtimeMessage };

/** Per-user socket sets; publish() reaches every process through Redis when it is configured. */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<RealtimeSocket>>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly publisher: Redis | null,
  ) {}

  /** Subscribes to the shared channel (only with Redis). */
  async start(): Promise<void> {
    if (!this.publisher) return;
    this.subscriber = this.publisher.duplicate();
    this.subscriber.on('message', (_channel: string, raw: string) => this.onBusMessage(raw));
    await this.subscriber.subscribe(CHANNEL);
  }

  add(userId: string, socket: RealtimeSocket): void {
    const set = this.sockets.get(userId) ?? new Set<RealtimeSocket>();
    set.add(socket);
    this.sockets.set(userId, set);
  }

  remove(userId: string, socket: RealtimeSocket): void {
    const set = this.sockets.get(userId);
    set?.delete(socket);
    if (set?.size === 0) this.sockets.delete(userId);
  }

  connectionCount(): number {
    let count = 0;
    for (const set of this.sockets.values()) count += set.size;
    return count;
  }

  async publish(userId: string, message: RealtimeMessage): Promise<void> {
    if (this.publisher) {
      await this.publisher.publish(CHANNEL, JSON.stringify({ userId, message } satisfies Envelope));
      return;
    }
    this.deliver(userId, message);
  }

  async close(): Promise<void> {
    for (const set of this.sockets.values()) {
      for (const socket of set) socket.close(GOING_AWAY, 'server shutting down');
    }
    this.sockets.clear();
    if (this.subscriber) {
      this.subscriber.disconnect();
      this.subscriber = null;
    }
  }

  private onBusMessage(raw: string): void {
    try {
      const { userId, message } = JSON.parse(raw) as Envelope;
      this.deliver(userId, message);
    } catch (err) {
      this.log.warn({ err }, 'ignored a malformed realtime message from Redis');
    }
  }

  private deliver(userId: string, message: RealtimeMessage): void {
    const data = JSON.stringify(message);
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState === OPEN) socket.send(data);
    }
  }
}
