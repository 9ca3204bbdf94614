import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../platform/storage/file-storage';

/** The part of a user row that names files stored for the person rather than for a company. */
export type FileOwner = { id: string; avatarKey: string | null };

/**
 * Removes the stored files that go with a deleted account (docs/user-guide/account-deletion.md,
 * "deleted at once"): the profile photo. Documents the user uploaded are the company's records and
 * stay. Both deletions call it, self-service and an admin's, after the user row is gone: a file
 * that cannot be removed then neither fails nor undoes a deletion that has happened, and is logged
 * with its key for the operator.
 */
export async function removePersonalFiles(
  owner: FileOwner,
  { storage, log }: { storage: FileStorage; log: FastifyBaseLogger },
): Promise<void> {
  const keys = owner.avatarKey ? [owner.avatarKey] : [];
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      log.error({ err, userId: owner.id, key }, 'stored file of a deleted account not removed');
    }
  }
}
