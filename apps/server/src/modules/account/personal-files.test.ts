import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { FileStorage } from '../../platform/storage/file-storage';
import { removePersonalFiles } from './personal-files';

const KEY = '0f8e2c1a-5b6d-4e3f-9a8b-7c6d5e4f3a2b';

function fakes(deleteFile: (key: string) => Promise<void>) {
  const storage = { delete: vi.fn(deleteFile) } as Partial<FileStorage> as FileStorage;
  const error = vi.fn();
  const log = { error } as Partial<FastifyBaseLogger> as FastifyBaseLogger;
  return { storage, log, error };
}

describe('removePersonalFiles', () => {
  it('deletes the profile photo file', async () => {
    const { storage, log } = fakes(async () => {});
    await removePersonalFiles({ id: 'u1', avatarKey: KEY }, { storage, log });
    expect(storage.delete).toHaveBeenCalledWith(KEY);
  });

  it('touches nothing for a user without a photo', async () => {
    const { storage, log } = fakes(async () => {});
    await removePersonalFiles({ id: 'u1', avatarKey: null }, { storage, log });
    expect(storage.delete).not.toHaveBeenCalled();
  });

  it('logs a file it cannot remove, with its key, instead of failing the deletion', async () => {
    const { storage, log, error } = fakes(async () => {
      throw new Error('EACCES');
    });
    await expect(
      removePersonalFiles({ id: 'u1', avatarKey: KEY }, { storage, log }),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'u1', key: KEY }),
      'stored file of a deleted account not removed',
    );
  });
});
