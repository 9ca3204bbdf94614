import type { RealtimeMessage } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The part of a `ws` WebSocket the hub uses (the `ws` package ships no types of its own). */
export type RealtimeSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

export const OPEN = 1;

/** Who is on the board channel (presence, issue 17 §1). */
export type BoardMember = { id: string; name: string; role: string };
/** 1001 "going away": the server is shutting down; clients reconnect to another process. */
const GOING_AWAY = 1001;
const CHANNEL = 'bus:realtime';

/** Addressed to one user's sockets, or to the sockets subscribed to one company. */
type Envelope =
  | { userId: string; message: RealtimeMessage }
  | { companyId: string; message: RealtimeMessage }
  | { board: true; message: RealtimeMessage };

/**
 * Per-user socket sets, per-company subscriptions (financial-data channel) and the board channel;
 * publish(), publishCompany() and publishBoard() reach every process through Redis when it is
 * configured.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<RealtimeSocket>>();
  private readonly companies = new Map<string, Set<RealtimeSocket>>();
  private readonly subscriptions = new Map<RealtimeSocket, Set<string>>();
  private readonly board = new Map<RealtimeSocket, BoardMember>();
  private readonly boardListeners = new Set<() => void>();
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

  /** Forgets a closed socket, with its company subscriptions. */
  remove(userId: string, socket: RealtimeSocket): void {
    const set = this.sockets.get(userId);
    set?.delete(socket);
    if (set?.size === 0) this.sockets.delete(userId);
    for (const companyId of this.subscriptions.get(socket) ?? []) {
      this.unsubscribeCompany(socket, companyId);
    }
    this.unsubscribeBoard(socket);
  }

  /** Joins the board channel (issue 17 §5); membership listeners hear it (presence). */
  subscribeBoard(socket: RealtimeSocket, member: BoardMember): void {
    if (this.board.has(socket)) return;
    this.board.set(socket, member);
    for (const listener of this.boardListeners) listener();
  }

  unsubscribeBoard(socket: RealtimeSocket): void {
    if (!this.board.delete(socket)) return;
    for (const listener of this.boardListeners) listener();
  }

  /** Called whenever a socket of this process joins or leaves the board channel. */
  onBoardMembership(listener: () => void): () => void {
    this.boardListeners.add(listener);
    return () => this.boardListeners.delete(listener);
  }

  /** The users on the board channel in this process, once each. */
  boardMembers(): BoardMember[] {
    const byId = new Map<string, BoardMember>();
    for (const member of this.board.values()) byId.set(member.id, member);
    return [...byId.values()];
  }

  boardSocketCount(): number {
    return this.board.size;
  }

  /** Sends to every socket on the board channel, in every process. */
  async publishBoard(message: RealtimeMessage): Promise<void> {
    await this.send({ board: true, message });
  }

  subscribeCompany(socket: RealtimeSocket, companyId: string): void {
    const set = this.companies.get(companyId) ?? new Set<RealtimeSocket>();
    set.add(socket);
    this.companies.set(companyId, set);
    const mine = this.subscriptions.get(socket) ?? new Set<string>();
    mine.add(companyId);
    this.subscriptions.set(socket, mine);
  }

  unsubscribeCompany(socket: RealtimeSocket, companyId: string): void {
    const set = this.companies.get(companyId);
    set?.delete(socket);
    if (set?.size === 0) this.companies.delete(companyId);
    const mine = this.subscriptions.get(socket);
    mine?.delete(companyId);
    if (mine?.size === 0) this.subscriptions.delete(socket);
  }

  /** The companies one socket is subscribed to. */
  companiesOf(socket: RealtimeSocket): string[] {
    return [...(this.subscriptions.get(socket) ?? [])];
  }

  /** Sockets (of this process) subscribed to a company. */
  subscriberCount(companyId: string): number {
    return this.companies.get(companyId)?.size ?? 0;
  }

  connectionCount(): number {
    let count = 0;
    for (const set of this.sockets.values()) count += set.size;
    return count;
  }

  async publish(userId: string, message: RealtimeMessage): Promise<void> {
    await this.send({ userId, message });
  }

  /** Sends to every socket subscribed to the company, in every process. */
  async publishCompany(companyId: string, message: RealtimeMessage): Promise<void> {
    await this.send({ companyId, message });
  }

  async close(): Promise<void> {
    for (const set of this.sockets.values()) {
      for (const socket of set) socket.close(GOING_AWAY, 'server shutting down');
    }
    this.sockets.clear();
    this.companies.clear();
    this.subscriptions.clear();
    this.board.clear();
    if (this.subscriber) {
      this.subscriber.disconnect();
      this.subscriber = null;
    }
  }

  private async send(envelope: Envelope): Promise<void> {
    if (this.publisher) {
      await this.publisher.publish(CHANNEL, JSON.stringify(envelope));
      return;
    }
    this.deliver(envelope);
  }

  private onBusMessage(raw: string): void {
    try {
      this.deliver(JSON.parse(raw) as Envelope);
    } catch (err) {
      this.log.warn({ err }, 'ignored a malformed realtime message from Redis');
    }
  }

  private deliver(envelope: Envelope): void {
    const targets =
      'board' in envelope
        ? this.board.keys()
        : 'userId' in envelope
          ? this.sockets.get(envelope.userId)
          : this.companies.get(envelope.companyId);
    const data = JSON.stringify(envelope.message);
    for (const socket of targets ?? []) {
      if (socket.readyState === OPEN) socket.send(data);
    }
  }
}
