import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SentSms, SmsOutbox, SmsSender } from './sms-sender';

/** Keeps the newest messages in memory; older ones remain as files in DATA_DIR/sms-outbox. */
const OUTBOX_CAPACITY = 200;

/** Development sender: logs every message, keeps it for GET /api/dev/sms-outbox, writes a file. */
export class DevSmsSender implements SmsSender, SmsOutbox {
  private readonly messages: SentSms[] = [];

  constructor(
    private readonly outboxDir: string | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const sent: SentSms = { to, text, createdAt: new Date().toISOString() };
    this.messages.unshift(sent);
    this.messages.length = Math.min(this.messages.length, OUTBOX_CAPACITY);
    this.log.info({ sms: { to }, text }, 'dev sms sent');
    if (!this.outboxDir) return;
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${sent.createdAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
    await writeFile(join(this.outboxDir, name), JSON.stringify(sent, null, 2));
  }

  list(): SentSms[] {
    return [...this.messages];
  }
}
