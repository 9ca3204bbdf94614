import { extname } from 'node:path';
import { ExtractionError } from './extraction-error';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'zip' | 'ole' | 'text';

const SIGNATURES: ReadonlyArray<{ kind: FileKind; bytes: readonly number[] }> = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'ole', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

/**
 * Tells a file's kind by its first bytes, never by its name alone: a renamed file is read as
 * what it is. Text has no signature, so it is accepted only under a `.csv` name.
 */
export function detectFileKind(bytes: Buffer, fileName: string): FileKind {
  for (const { kind, bytes: signature } of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return kind;
  }
  if (extname(fileName).toLowerCase() === '.csv') return 'text';
  throw new ExtractionError('file/unsupported-type');
}
