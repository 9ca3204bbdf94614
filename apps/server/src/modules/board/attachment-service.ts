import { randomUUID } from 'node:crypto';
import {
  BOARD_ATTACHMENT_MAX_BYTES,
  type BoardAttachment,
  type BoardCategoryKey,
  canModerate,
} from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { AttachmentRepo } from './attachment-repo';
import { enforce, type Reader, readRefusal } from './policy';
import { sniffAttachment } from './sniff';
import { toAttachment } from './views';

/** An upload no post claimed within a day is removed with its bytes. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** A deleted post's files stay 30 days, like the trash of the data center, then go. */
export const DELETED_POST_FILES_TTL_MS = 30 * 24 * 60 * 60_000;

const FILE_NAME_MAX = 255;

/** The name as shown: the last path segment a browser may send, at most 255 characters. */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop()?.trim() || 'file';
  return [...base].slice(0, FILE_NAME_MAX).join('');
}

export type ServedAttachment = {
  bytes: Buffer;
  mimeType: string;
  originalName: string;
  /** Images and videos are shown in the page; other files are always downloaded. */
  inline: boolean;
};

export function attachmentService(deps: {
  attachments: AttachmentRepo;
  storage: FileStorage;
  log: FastifyBaseLogger;
}) {
  const { attachments, storage, log } = deps;
  return {
    /** Stores one upload (§5: allowed extension, at most 100 MB, bytes that match the name). */
    async upload(
      file: { fileName: string; bytes: Buffer },
      reader: NonNullable<Reader>,
    ): Promise<BoardAttachment> {
      if (file.bytes.length > BOARD_ATTACHMENT_MAX_BYTES) {
        throw new AppError('board/file-too-large', 413, { maxBytes: BOARD_ATTACHMENT_MAX_BYTES });
      }
      if (file.bytes.length === 0) throw new AppError('board/file-required', 400);
      const originalName = displayName(file.fileName);
      const sniffed = sniffAttachment(originalName, file.bytes);
      if (!sniffed.ok) {
        throw new AppError(sniffed.code, sniffed.code === 'board/file-type' ? 415 : 422, {
          fileName: originalName,
        });
      }
      const storageKey = randomUUID();
      await storage.put(storageKey, file.bytes);
      try {
        const row = await attachments.insert({
          uploaderId: reader.id,
          originalName,
          mimeType: sniffed.mimeType,
          kind: sniffed.kind,
          size: file.bytes.length,
          storageKey,
        });
        return toAttachment(row);
      } catch (error) {
        // No row, no bytes: a failed upload leaves nothing behind.
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /**
     * An attachment's bytes for a reader who may read its post; an upload not yet in a post only
     * for its uploader. Anything else answers as missing, so ids of others' files tell nothing.
     */
    async read(id: string, reader: Reader): Promise<ServedAttachment> {
      const found = await attachments.findWithPost(id);
      if (!found) throw new AppError('board/file-not-found', 404);
      const { attachment, post } = found;
      if (!post) {
        if (reader?.id !== attachment.uploaderId) throw new AppError('board/file-not-found', 404);
      } else {
        const seesHidden =
          reader !== null && (post.authorId === reader.id || canModerate(reader.role));
        if (post.deletedAt || (post.hidden && !seesHidden)) {
          throw new AppError('board/file-not-found', 404);
        }
        enforce(readRefusal(reader, post.category as BoardCategoryKey));
      }
      const bytes = await storage.get(attachment.storageKey).catch((err: unknown) => {
        log.error({ err, attachmentId: id }, 'board attachment bytes missing');
        throw new AppError('board/file-not-found', 404);
      });
      return {
        bytes,
        mimeType: attachment.mimeType,
        originalName: attachment.originalName,
        inline: attachment.kind !== 'file',
      };
    },

    /**
     * Removes uploads that no post claimed in time and the files of posts deleted 30 days ago,
     * rows first, then their bytes.
     */
    async cleanupUnclaimed(now: Date = new Date()): Promise<number> {
      const ago = (ms: number) => new Date(now.getTime() - ms);
      const keys = [
        ...(await attachments.deleteUnclaimed(ago(UNCLAIMED_UPLOAD_TTL_MS))),
        ...(await attachments.deleteOfPostsDeletedBefore(ago(DELETED_POST_FILES_TTL_MS))),
      ];
      for (const key of keys) await storage.delete(key).catch(() => undefined);
      return keys.length;
    },
  };
}

export type AttachmentService = ReturnType<typeof attachmentService>;
