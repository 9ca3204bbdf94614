import { PROFILE_PHOTO_MAX_BYTES } from '@bus/domain';

/** The web checks the same limit before uploading (packages/domain/src/api/account.ts). */
export const PHOTO_MAX_BYTES = PROFILE_PHOTO_MAX_BYTES;

export type PhotoType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The image type by its first bytes (never by file name or declared type), or null. */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}
