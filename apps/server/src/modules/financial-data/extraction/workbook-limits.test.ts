import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { fixture } from './fixture-samples';
import { checkWorkbookZip, countCsv, countSheetMarkup } from './workbook-limits';
import { makeZip } from './zip-test-helper';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error('accepted');
}

/** An xlsx package with one sheet of `rows` rows of `columns` empty cells. */
function workbook(rows: number, columns: number): Buffer {
  const cells = Array.from(
    { length: columns },
    (_, c) => `<c r="${String.fromCharCode(65 + c)}1"/>`,
  ).join('');
  const row = `<row r="1">${cells}</row>`;
  const sheet = `<worksheet><sheetData>${row.repeat(rows)}</sheetData></worksheet>`;
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
  ]);
}

describe('workbook and CSV limits', () => {
  it('counts cells and rows in sheet XML, and not cols', () => {
    const xml = Buffer.from(
      '<worksheet><cols><col min="1"/></cols><sheetData><row r="1"><c r="A1"/><c r="B1"><v>2</v></c></row><row><c>1</c></row></sheetData></worksheet>',
    );
    expect(countSheetMarkup(xml)).toEqual({ cells: 3, rows: 2 });
  });

  it('counts the cells of a sheet written with a namespace prefix', () => {
    const xml = Buffer.from(
      '<x:worksheet xmlns:x="s"><x:sheetData><x:row r="1"><x:c r="A1"/><x:c>2</x:c></x:row></x:sheetData></x:worksheet>',
    );
    expect(countSheetMarkup(xml)).toEqual({ cells: 2, rows: 1 });
  });

  it('passes the statement fixtures', () => {
    expect(() => checkWorkbookZip(fixture('A_city_bus_300', 'statements.xlsx'))).not.toThrow();
    const csv = countCsv(fixture('A_city_bus_300', 'statements-utf8.csv'));
    expect(csv.rows).toBeLessThan(1000);
  });

  it('refuses a sheet of more than 50,000 rows before SheetJS reads it', () => {
    expect(refusal(() => checkWorkbookZip(workbook(50_001, 1)))).toBe('file/too-many-rows');
    expect(() => checkWorkbookZip(workbook(50_000, 1))).not.toThrow();
  });

  it('refuses more than 500,000 cells', () => {
    expect(refusal(() => checkWorkbookZip(workbook(40_000, 13)))).toBe('file/too-many-cells');
  });

  it('refuses a workbook that unpacks to more than 20 MB', () => {
    const zip = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      // Each part under the 10 MB above which the ratio rule (zip-bomb) applies.
      ...[1, 2, 3].map((n) => ({
        name: `xl/media/part${n}.xml`,
        data: Buffer.alloc(8 * 1024 * 1024),
      })),
    ]);
    expect(refusal(() => checkWorkbookZip(zip))).toBe('file/workbook-too-large');
  });

  it('counts CSV rows and fields on the bytes', () => {
    expect(countCsv(Buffer.from('a,b,c\n1,2,3\n'))).toEqual({ rows: 2, cells: 6 });
    expect(countCsv(Buffer.from('a\tb\n1\t2'))).toEqual({ rows: 2, cells: 4 });
  });

  it('reads a sheet XLSX wrote with the same counts SheetJS sees', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
      'S',
    );
    const bytes = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
    expect(() => checkWorkbookZip(bytes)).not.toThrow();
  });
});
