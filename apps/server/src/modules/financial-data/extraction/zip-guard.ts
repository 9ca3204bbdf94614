import { inflateRawSync } from 'node:zlib';
import { ExtractionError } from './extraction-error';
import { FILE_LIMITS } from './file-limits';

/** Limits against decompression bombs (issue 3, defensive reading; total lowered in issue 13). */
export const ZIP_LIMITS = {
  maxTotalUncompressed: FILE_LIMITS.maxWorkbookBytes,
  maxRatio: 200,
  /** The ratio limit applies to entries larger than this; small XML compresses very well. */
  ratioAppliesAbove: 10 * 1024 * 1024,
  maxEntries: 10_000,
} as const;

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

/**
 * Reads a zip's central directory (no library: the point is to look before inflating) and
 * refuses bombs: an entry over 10 MB inflating more than 200:1 or more than 10,000 entries
 * (`file/zip-bomb`), more than 20 MB in total (`file/workbook-too-large`). Entries are then
 * inflated with the declared size as a hard cap, so a directory that lies about sizes is caught
 * too; `inspect` sees each entry's inflated bytes (the sheets' cells are counted there).
 */
export function inspectZip(
  bytes: Buffer,
  inspect?: (entry: ZipEntry, data: Buffer) => void,
): ZipEntry[] {
  const entries = readCentralDirectory(bytes);
  if (entries.length > ZIP_LIMITS.maxEntries) throw new ExtractionError('file/zip-bomb');
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    const large = entry.uncompressedSize > ZIP_LIMITS.ratioAppliesAbove;
    if (large && ratio > ZIP_LIMITS.maxRatio) throw new ExtractionError('file/zip-bomb');
  }
  if (total > ZIP_LIMITS.maxTotalUncompressed) {
    throw new ExtractionError('file/workbook-too-large', {
      maxMegabytes: ZIP_LIMITS.maxTotalUncompressed / (1024 * 1024),
    });
  }
  for (const entry of entries) {
    const data = inflateEntry(bytes, entry);
    if (data) inspect?.(entry, data);
  }
  return entries;
}

function readCentralDirectory(bytes: Buffer): ZipEntry[] {
  const end = findEndRecord(bytes);
  let count = bytes.readUInt16LE(end + 10);
  let size = bytes.readUInt32LE(end + 12);
  let offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const zip64 = readZip64End(bytes, end);
    count = zip64.count;
    size = zip64.size;
    offset = zip64.offset;
  }
  if (offset + size > bytes.length) throw new ExtractionError('file/corrupt');
  if (count > ZIP_LIMITS.maxEntries) throw new ExtractionError('file/zip-bomb');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_ENTRY) {
      throw new ExtractionError('file/corrupt');
    }
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The end-of-central-directory record sits in the last 22 + 65,535 (comment) bytes. */
function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  throw new ExtractionError('file/corrupt');
}

function readZip64End(bytes: Buffer, end: number) {
  const locator = end - 20;
  if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR) {
    throw new ExtractionError('file/corrupt');
  }
  const at = Number(bytes.readBigUInt64LE(locator + 8));
  if (at + 56 > bytes.length || bytes.readUInt32LE(at) !== ZIP64_EOCD) {
    throw new ExtractionError('file/corrupt');
  }
  // Sizes beyond 4 GB cannot be a 10 MB statement workbook: any zip64 count is refused as a bomb.
  const count = Number(bytes.readBigUInt64LE(at + 32));
  if (count > ZIP_LIMITS.maxEntries) throw new ExtractionError('file/zip-bomb');
  return {
    count,
    size: Number(bytes.readBigUInt64LE(at + 40)),
    offset: Number(bytes.readBigUInt64LE(at + 48)),
  };
}

/** The entry's bytes, inflated no further than its declared size; null for other methods. */
function inflateEntry(bytes: Buffer, entry: ZipEntry): Buffer | null {
  if (entry.uncompressedSize === 0xffffffff) throw new ExtractionError('file/zip-bomb');
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_ENTRY) {
    throw new ExtractionError('file/corrupt');
  }
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) throw new ExtractionError('file/corrupt');
  if (entry.method === 0) return data;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new ExtractionError(tooLarge ? 'file/zip-bomb' : 'file/corrupt');
  }
}
