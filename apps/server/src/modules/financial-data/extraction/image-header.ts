import { crc32 } from 'node:zlib';
import { ExtractionError } from './extraction-error';
import { FILE_LIMITS } from './file-limits';

export type ImageSize = { width: number; height: number };

const PNG_SIGNATURE_LENGTH = 8;
/** JPEG start-of-frame markers (baseline, extended, progressive, lossless, arithmetic). */
const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
/** Markers without a length: TEM, RST0–7 (SOI and EOI are handled apart). */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);

const corrupt = (detail: string) => new ExtractionError('file/corrupt', undefined, detail);

/**
 * A PNG's size from its IHDR, after walking every chunk to IEND: a file cut short or bytes
 * that are not chunks after the signature are refused here, never given to libpng (which
 * failed inside tesseract.js and took the process down, issue 13).
 */
export function readPngSize(bytes: Buffer): ImageSize {
  let at = PNG_SIGNATURE_LENGTH;
  let size: ImageSize | null = null;
  let hasData = false;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) throw corrupt(`PNG chunk ${type} cut short`);
    if (size === null) size = readIhdr(bytes, at, length, type);
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') {
      if (!hasData) throw corrupt('PNG without image data');
      return size;
    }
    at = end;
  }
  throw corrupt('PNG without IEND (cut short)');
}

function readIhdr(bytes: Buffer, at: number, length: number, type: string): ImageSize {
  if (type !== 'IHDR' || length !== 13) throw corrupt('PNG does not start with IHDR');
  const crc = bytes.readUInt32BE(at + 8 + length);
  if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== crc) throw corrupt('PNG IHDR checksum');
  return { width: bytes.readUInt32BE(at + 8), height: bytes.readUInt32BE(at + 12) };
}

/**
 * A JPEG's size from its first start-of-frame segment, walking segments from SOI; the scan must
 * be followed by an end-of-image marker somewhere (a file cut short has none).
 */
export function readJpegSize(bytes: Buffer): ImageSize {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw corrupt('JPEG segment expected');
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (STANDALONE.has(marker)) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) throw corrupt('JPEG segment cut short');
    if (SOF_MARKERS.has(marker)) {
      if (length < 7) throw corrupt('JPEG frame header too short');
      const size = { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      if (bytes.lastIndexOf(EOI) < at) throw corrupt('JPEG without end of image (cut short)');
      return size;
    }
    if (marker === 0xda || marker === 0xd9) break;
    at += 2 + length;
  }
  throw corrupt('JPEG without a frame header');
}

const EOI = Buffer.from([0xff, 0xd9]);

/** Refuses an image whose header declares no pixels, a strip, or more than 72 MP. */
export function checkImageSize({ width, height }: ImageSize): void {
  if (width === 0 || height === 0) throw corrupt(`image of ${width}×${height} pixels`);
  const { maxImagePixels, maxImageSide } = FILE_LIMITS;
  if (width * height > maxImagePixels || width > maxImageSide || height > maxImageSide) {
    throw new ExtractionError('file/image-too-large', {
      width,
      height,
      maxMegapixels: maxImagePixels / 1_000_000,
    });
  }
}
