import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { checkSeriesFile } from './forecast-file';

const MB = 1024 * 1024;

function workbook(rows: number): Buffer {
  const data = [['일자', '운송수입'], ...Array.from({ length: rows }, (_, i) => [`r${i}`, i])];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'Sheet1');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
}

describe('forecast upload checks on the bytes', () => {
  it('accepts 10,000 data rows of an xlsx and refuses 10,001 before parsing', () => {
    expect(checkSeriesFile(workbook(10_000), 'ok.xlsx', 10 * MB)).toBe('zip');
    expect(() => checkSeriesFile(workbook(10_001), 'long.xlsx', 10 * MB)).toThrow(
      expect.objectContaining({ code: 'forecast/too-many-rows', params: { max: 10_000 } }),
    );
  });

  it('refuses a CSV of 200,000 rows in milliseconds', () => {
    const csv = Buffer.from(`일자,운송수입\n${'2024-01-01,1\n'.repeat(200_000)}`);
    const started = performance.now();
    expect(() => checkSeriesFile(csv, 'huge.csv', 10 * MB)).toThrow(
      expect.objectContaining({ code: 'forecast/too-many-rows' }),
    );
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses what is over the configured size, empty, or not a spreadsheet', () => {
    expect(() => checkSeriesFile(Buffer.alloc(2048, 0x31), 'a.csv', 1024)).toThrow(
      expect.objectContaining({ code: 'file/too-large', params: { maxBytes: 1024 } }),
    );
    expect(() => checkSeriesFile(Buffer.alloc(0), 'a.csv', MB)).toThrow(
      expect.objectContaining({ code: 'file/empty' }),
    );
    const pdf = Buffer.from('%PDF-1.4\n%…');
    expect(() => checkSeriesFile(pdf, 'a.pdf', MB)).toThrow(
      expect.objectContaining({ code: 'file/unsupported-type' }),
    );
  });
});
