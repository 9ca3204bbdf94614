import { RatioSave } from '@bus/domain';
import { z } from 'zod';
import { readStored, writeStored } from '../../../lib/local-storage';

/**
 * Ratios whose save failed for lack of a connection (§4 "Ratio save"): kept in localStorage and
 * sent again when the network returns. One entry per company and fiscal year (the newest wins).
 */
const QUEUE_KEY = 'financialDataCenter.pendingRatios';
/** §9 "Sync": the queue holds at most 50 items. */
export const QUEUE_MAX = 50;

const PendingRatios = z.object({
  companyId: z.string(),
  body: RatioSave,
  queuedAt: z.string(),
});
export type PendingRatios = z.infer<typeof PendingRatios>;
const Queue = z.array(PendingRatios);

const listeners = new Set<() => void>();
let snapshot: PendingRatios[] | null = null;

function isQueue(value: unknown): value is PendingRatios[] {
  return Queue.safeParse(value).success;
}

export function pendingRatios(): PendingRatios[] {
  snapshot ??= readStored(QUEUE_KEY, isQueue) ?? [];
  return snapshot;
}

function write(items: PendingRatios[]): void {
  snapshot = items;
  writeStored(QUEUE_KEY, items.length ? items : null);
  for (const listener of listeners) listener();
}

const sameTarget = (a: PendingRatios, companyId: string, fiscalYear: number) =>
  a.companyId === companyId && a.body.fiscalYear === fiscalYear;

/** Queues ratios for a later save; false when the queue is full (the oldest are never dropped). */
export function enqueueRatios(companyId: string, body: RatioSave): boolean {
  const rest = pendingRatios().filter((item) => !sameTarget(item, companyId, body.fiscalYear));
  if (rest.length >= QUEUE_MAX) return false;
  write([...rest, { companyId, body, queuedAt: new Date().toISOString() }]);
  return true;
}

export function dropPendingRatios(companyId: string, fiscalYear: number): void {
  write(pendingRatios().filter((item) => !sameTarget(item, companyId, fiscalYear)));
}

export function subscribePendingRatios(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
