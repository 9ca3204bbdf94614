import { z } from 'zod';
import { api } from '../../../lib/api-client';

const BackupCodes = z.object({ backupCodes: z.array(z.string()) });

/** POST /api/auth/two-factor/generate-backup-codes: new codes; the old ones stop working. */
export async function regenerateBackupCodes(password: string): Promise<string[]> {
  return (await api.post('/auth/two-factor/generate-backup-codes', { password }, BackupCodes))
    .backupCodes;
}
