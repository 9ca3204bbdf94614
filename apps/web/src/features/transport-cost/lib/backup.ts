import { CostAdjustmentInput } from '@bus/domain';
import { z } from 'zod';
import { readStored, writeStored } from '../../../lib/local-storage';

/**
 * Local backup of unsaved decisions (spec §4 "Autosave", "Offline shows a warning and keeps a
 * local backup"): one entry per user, company and fiscal year, removed once the server has it.
 */
const Backup = z.object({
  baseVersion: z.number().int(),
  adjustments: z.array(CostAdjustmentInput),
  changedAt: z.string(),
});
export type Backup = z.infer<typeof Backup>;

export function backupKey(userId: string, companyId: string, fiscalYear: number): string {
  return `transportCost.backup.${userId}.${companyId}.${fiscalYear}`;
}

const isBackup = (value: unknown): value is Backup => Backup.safeParse(value).success;

export function readBackup(key: string): Backup | null {
  return readStored(key, isBackup);
}

export function writeBackup(key: string, backup: Backup | null): boolean {
  return writeStored(key, backup);
}
