import { InvestmentSave } from '@bus/domain';
import { z } from 'zod';
import { readStored, writeStored } from '../../../lib/local-storage';

/**
 * A save that failed for lack of a connection or a server error (spec §4 "Save outcome": kept
 * 1 hour as fallback_only / needs_sync). One entry per user, company and fiscal year; signed-out
 * users get none (the key needs the user id).
 */
export const PENDING_TTL_MS = 60 * 60_000;

const PendingSave = z.object({
  body: InvestmentSave,
  storedAt: z.string(),
  expiresAt: z.string(),
});
export type PendingSave = z.infer<typeof PendingSave>;

const isPending = (value: unknown): value is PendingSave => PendingSave.safeParse(value).success;

export function pendingKey(userId: string, companyId: string, fiscalYear: number): string {
  return `investment.pendingSave.${userId}.${companyId}.${fiscalYear}`;
}

/** The kept save, or null when there is none or it is older than an hour (then it is removed). */
export function readPending(key: string, now = Date.now()): PendingSave | null {
  const pending = readStored(key, isPending);
  if (!pending) return null;
  if (Date.parse(pending.expiresAt) <= now) {
    writeStored(key, null);
    return null;
  }
  return pending;
}

export function writePending(key: string, body: InvestmentSave, now = Date.now()): boolean {
  return writeStored(key, {
    body,
    storedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + PENDING_TTL_MS).toISOString(),
  });
}

export function clearPending(key: string): void {
  writeStored(key, null);
}
