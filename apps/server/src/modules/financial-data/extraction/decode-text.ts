import { ExtractionError } from './extraction-error';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Decodes a CSV file: UTF-8 (with or without BOM) first, then CP949 (windows-949, what Korean
 * Excel writes). Bytes that are neither, or that hold control characters, are not a CSV.
 */
export function decodeCsv(bytes: Buffer): string {
  const hasBom = UTF8_BOM.every((b, i) => bytes[i] === b);
  const body = hasBom ? bytes.subarray(UTF8_BOM.length) : bytes;
  const text = hasControlBytes(body)
    ? null
    : (tryDecode('utf-8', body) ?? tryDecode('euc-kr', body));
  if (text === null) {
    throw new ExtractionError('file/unsupported-type');
  }
  return text;
}

function tryDecode(encoding: string, bytes: Buffer): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** NUL and the other C0 controls except tab, LF, CR (and form feed) mark a binary file. */
function hasControlBytes(bytes: Buffer): boolean {
  return bytes.some((b) => b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b));
}
