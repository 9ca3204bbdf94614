import * as XLSX from '@e965/xlsx';
import { ExtractionError } from './extraction-error';

/**
 * An OLE (compound file) upload is a legacy .xls, or an xlsx that Office encrypted with a
 * password (it then holds `EncryptionInfo` and `EncryptedPackage` streams instead of a zip).
 */
export function checkOleContainer(bytes: Buffer): void {
  let names: string[];
  try {
    names = XLSX.CFB.read(bytes, { type: 'buffer' }).FileIndex.map(
      (entry: { name: string }) => entry.name,
    );
  } catch {
    throw new ExtractionError('file/corrupt');
  }
  if (names.includes('EncryptionInfo') || names.includes('EncryptedPackage')) {
    throw new ExtractionError('file/encrypted');
  }
  if (!names.some((name) => name === 'Workbook' || name === 'Book')) {
    throw new ExtractionError('file/unsupported-type');
  }
}
