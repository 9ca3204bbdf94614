import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { DevMailer } from './dev-mailer';
import { SmtpMailer } from './smtp-mailer';

export type Mail = { to: string; subject: string; text: string; html: string };
export type SentMail = Mail & { createdAt: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
};

/** Reads what the development sender delivered (dev mode only). */
export type Outbox = { list(): SentMail[] };

/** SMTP when SMTP_URL is set; otherwise the development sender (log + outbox). */
export function createMailer(
  config: Config,
  log: FastifyBaseLogger,
): { mailer: Mailer; outbox: Outbox | null } {
  if (config.mail.smtpUrl) {
    return { mailer: new SmtpMailer(config.mail.smtpUrl, config.mail.from), outbox: null };
  }
  // An in-memory test database leaves no files behind, so neither does its outbox.
  const inMemory = config.database.kind === 'pglite' && config.database.dataDir === null;
  const dev = new DevMailer(inMemory ? null : join(config.dataDir, 'outbox'), log);
  return { mailer: dev, outbox: dev };
}
