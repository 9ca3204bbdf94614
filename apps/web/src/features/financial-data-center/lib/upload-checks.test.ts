import { UPLOAD_MAX_BYTES } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { checkUploadFiles, isTableFile } from './upload-checks';

const file = (name: string, size = 1024) => ({ name, size });

describe('checkUploadFiles', () => {
  it('wants exactly one file', () => {
    expect(checkUploadFiles([])).toBe('file/required');
    expect(checkUploadFiles([file('a.pdf'), file('b.pdf')])).toBe('file/multiple');
  });

  it('accepts PDF, Excel, CSV and images whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.XLSX', 'c.xls', 'd.csv', 'e.png', 'f.JPG', 'g.jpeg']) {
      expect(checkUploadFiles([file(name)])).toBeNull();
    }
    expect(checkUploadFiles([file('memo.docx')])).toBe('file/unsupported-type');
    expect(checkUploadFiles([file('noextension')])).toBe('file/unsupported-type');
  });

  it('refuses empty files and files over 10 MB', () => {
    expect(checkUploadFiles([file('a.pdf', 0)])).toBe('file/empty');
    expect(checkUploadFiles([file('a.pdf', UPLOAD_MAX_BYTES)])).toBeNull();
    expect(checkUploadFiles([file('a.pdf', UPLOAD_MAX_BYTES + 1)])).toBe('file/too-large');
  });

  it('tells spreadsheets from documents', () => {
    expect(isTableFile('a.xlsx')).toBe(true);
    expect(isTableFile('a.csv')).toBe(true);
    expect(isTableFile('a.pdf')).toBe(false);
  });
});
