import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer, Outbox, SentMail } from './mailer';

/** Keeps the newest mails in memory; older ones remain as files in DATA_DIR/outbox. */
const OUTBOX_CAPACITY = 200;

/** Development sender: logs every mail, keeps it for GET /api/dev/outbox and writes a file. */
export class DevMailer implements Mailer, Outbox {
  private readonly mails: SentMail[] = [];

  constructor(
    private readonly outboxDir: string | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: Mail): Promise<void> {
    const sent: SentMail = { ...mail, createdAt: new Date().toISOString() };
    this.mails.unshift(sent);
    this.mails.length = Math.min(this.mails.length, OUTBOX_CAPACITY);
    this.log.info(
      { mail: { to: mail.to, subject: mail.subject }, text: mail.text },
      'dev mail sent',
    );
    if (!this.outboxDir) return;
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${sent.createdAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
    await writeFile(join(this.outboxDir, name), JSON.stringify(sent, null, 2));
  }

  list(): SentMail[] {
    return [...this.mails];
  }

  async close(): Promise<void> {}
}
