import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { DevSmsSender } from './dev-sms-sender';
import { HttpSmsSender } from './http-sms-sender';

export type SentSms = { to: string; text: string; createdAt: string };

/** Sends one text message; `to` is E.164 (+8210…). Rejects when the provider refuses it. */
export type SmsSender = { send(to: string, text: string): Promise<void> };

/** Reads what the development sender delivered (GET /api/dev/sms-outbox, dev mode only). */
export type SmsOutbox = { list(): SentSms[] };

export class SmsSendError extends Error {}

/** The HTTP provider when SMS_PROVIDER=http; otherwise the development sender (log + outbox). */
export function createSmsSender(
  config: Config,
  log: FastifyBaseLogger,
): { sms: SmsSender; smsOutbox: SmsOutbox | null } {
  if (config.sms.provider === 'http') {
    return { sms: new HttpSmsSender(config.sms), smsOutbox: null };
  }
  // An in-memory test database leaves no files behind, so neither does its outbox.
  const inMemory = config.database.kind === 'pglite' && config.database.dataDir === null;
  const dev = new DevSmsSender(inMemory ? null : join(config.dataDir, 'sms-outbox'), log);
  return { sms: dev, smsOutbox: dev };
}
