import { type ErrorCode, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@bus/domain';

/**
 * Why a chosen file cannot be a profile photo, as the server's error code (so the message is the
 * same whoever notices first), or null when it may be uploaded.
 */
export function photoProblem(file: Pick<File, 'type' | 'size'>): ErrorCode | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'account/photo-unsupported-type';
  }
  if (file.size === 0) return 'file/empty';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'account/photo-too-large';
  return null;
}
