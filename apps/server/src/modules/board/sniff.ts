import { attachmentKindOf, type BoardAttachmentKind, extensionOf } from '@bus/domain';

/**
 * Content sniffing of a board upload (issue 17 §2): the bytes must be what the extension says, so
 * an HTML page named photo.png is never stored as an image. Signatures from the formats' own
 * specifications; the type served back is ours, never the browser's guess.
 */
type Signature = { mime: string; matches: (bytes: Buffer) => boolean };

const startsWith =
  (...prefix: number[]) =>
  (bytes: Buffer) =>
    prefix.every((byte, i) => bytes[i] === byte);
const ascii = (at: number, text: string) => (bytes: Buffer) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;

const ZIP = startsWith(0x50, 0x4b, 0x03, 0x04);
/** OLE2 compound file: legacy .doc and .xls. */
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const EBML = startsWith(0x1a, 0x45, 0xdf, 0xa3);
const ISO_MEDIA = ascii(4, 'ftyp');

/** Text files: no NUL byte in the first 8 KB (UTF-8 or CP949 both qualify). */
const TEXT_SAMPLE = 8192;
const isText = (bytes: Buffer) => !bytes.subarray(0, TEXT_SAMPLE).includes(0);

const SIGNATURES: Record<string, Signature> = {
  jpg: { mime: 'image/jpeg', matches: startsWith(0xff, 0xd8, 0xff) },
  jpeg: { mime: 'image/jpeg', matches: startsWith(0xff, 0xd8, 0xff) },
  png: { mime: 'image/png', matches: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  gif: { mime: 'image/gif', matches: (b) => ascii(0, 'GIF87a')(b) || ascii(0, 'GIF89a')(b) },
  pdf: { mime: 'application/pdf', matches: ascii(0, '%PDF-') },
  doc: { mime: 'application/msword', matches: OLE },
  xls: { mime: 'application/vnd.ms-excel', matches: OLE },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: ZIP,
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: ZIP,
  },
  zip: { mime: 'application/zip', matches: ZIP },
  txt: { mime: 'text/plain; charset=utf-8', matches: isText },
  csv: { mime: 'text/csv; charset=utf-8', matches: isText },
  mp4: { mime: 'video/mp4', matches: ISO_MEDIA },
  mov: { mime: 'video/quicktime', matches: ISO_MEDIA },
  avi: { mime: 'video/x-msvideo', matches: (b) => ascii(0, 'RIFF')(b) && ascii(8, 'AVI ')(b) },
  wmv: { mime: 'video/x-ms-wmv', matches: startsWith(0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf) },
  flv: { mime: 'video/x-flv', matches: ascii(0, 'FLV') },
  webm: { mime: 'video/webm', matches: EBML },
  mkv: { mime: 'video/x-matroska', matches: EBML },
};

export type SniffResult =
  | { ok: true; kind: BoardAttachmentKind; mimeType: string }
  | { ok: false; code: 'board/file-type' | 'board/file-content-mismatch' };

/** Whether an upload may be stored, and as what. */
export function sniffAttachment(fileName: string, bytes: Buffer): SniffResult {
  const kind = attachmentKindOf(fileName);
  const signature = SIGNATURES[extensionOf(fileName)];
  if (!kind || !signature) return { ok: false, code: 'board/file-type' };
  if (!signature.matches(bytes)) return { ok: false, code: 'board/file-content-mismatch' };
  return { ok: true, kind, mimeType: signature.mime };
}
