import { UPLOAD_MAX_BYTES } from '@bus/domain';
import * as XLSX from '@e965/xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { type ExtractInput, extractDocument } from './extract-document';
import { fixture } from './fixture-samples';
import { makePng, pngSignatureThenNoise } from './image-test-helper';
import { closeParsePool } from './parse-pool';
import { makeZip } from './zip-test-helper';

afterAll(() => closeParsePool());

const NO_AI = { claude: null, gemini: null };

function extract(bytes: Buffer, fileName: string) {
  const input: ExtractInput = { bytes, fileName, statementType: 'auto', aiModel: 'claude' };
  return extractDocument(input, NO_AI);
}

async function refusal(bytes: Buffer, fileName: string) {
  try {
    await extract(bytes, fileName);
  } catch (error) {
    const { code, statusCode } = error as { code: string; statusCode: number };
    return { code, statusCode };
  }
  throw new Error(`${fileName} was accepted`);
}

describe('refused files', () => {
  it.each([
    ['empty.xlsx', 'file/empty', 422],
    ['corrupt.xlsx', 'file/corrupt', 422],
    ['zip-bomb.xlsx', 'file/zip-bomb', 422],
    ['encrypted.xlsx', 'file/encrypted', 422],
    ['no-text.pdf', 'file/no-text', 422],
    ['no-accounts.xlsx', 'file/no-accounts', 422],
    ['not-a-spreadsheet.xlsx', 'file/unsupported-type', 415],
  ])('refuses bad/%s with %s', async (file, code, statusCode) => {
    expect(await refusal(fixture('bad', file), file)).toEqual({ code, statusCode });
  });

  it('refuses a file over the upload limit with 413', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    expect(await refusal(big, 'big.csv')).toEqual({ code: 'file/too-large', statusCode: 413 });
  });

  it('tells the type by content, not by name', async () => {
    const pdfNamedXlsx = fixture('B_intercity_small', 'statements.pdf');
    const result = await extract(pdfNamedXlsx, 'statements.xlsx');
    expect(result.method).toBe('pdf_text');
    expect(await refusal(Buffer.from('a,b\n1,2\n'), 'notes.txt')).toMatchObject({
      code: 'file/unsupported-type',
    });
    expect(await refusal(Buffer.from([0x00, 0x01, 0x02, 0x03]), 'binary.csv')).toMatchObject({
      code: 'file/unsupported-type',
    });
  });

  it('refuses a zip that is not a workbook', async () => {
    const zip = makeZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    expect(await refusal(zip, 'letter.xlsx')).toEqual({
      code: 'file/unsupported-type',
      statusCode: 415,
    });
  });

  it('refuses an entry over 10 MB inflating more than 200:1', async () => {
    const zip = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.alloc(20 * 1024 * 1024) },
    ]);
    expect(await refusal(zip, 'ratio.xlsx')).toMatchObject({ code: 'file/zip-bomb' });
  });

  it('refuses more than 10,000 entries', async () => {
    const entries = Array.from({ length: 10_001 }, (_, i) => ({
      name: `x/${i}`,
      data: Buffer.alloc(0),
    }));
    expect(await refusal(makeZip(entries), 'many.xlsx')).toMatchObject({ code: 'file/zip-bomb' });
  });

  it('refuses a directory that understates an entry size', async () => {
    const zip = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.alloc(5 * 1024 * 1024), declaredSize: 1024 },
    ]);
    expect(await refusal(zip, 'liar.xlsx')).toMatchObject({ code: 'file/zip-bomb' });
  });

  it('refuses a zip whose directory cannot be read as corrupt', async () => {
    const zip = makeZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    expect(await refusal(zip.subarray(0, zip.length - 10), 'cut.xlsx')).toMatchObject({
      code: 'file/corrupt',
    });
  });

  it('refuses an OLE file that is not a workbook', async () => {
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, 'WordDocument', Buffer.from('not a workbook'));
    const doc = Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }));
    expect(await refusal(doc, 'report.xls')).toMatchObject({ code: 'file/unsupported-type' });
  });

  it('refuses an image declaring more than 72 megapixels before decoding it', async () => {
    expect(await refusal(makePng(30_000, 30_000), 'huge.png')).toEqual({
      code: 'file/image-too-large',
      statusCode: 422,
    });
  });

  it('refuses a PNG cut short or made of noise as corrupt', async () => {
    const png = fixture('A_city_bus_300', 'statements-scan.png');
    const cut = png.subarray(0, Math.floor(png.length / 3));
    expect(await refusal(cut, 'cut.png')).toMatchObject({ code: 'file/corrupt' });
    expect(await refusal(pngSignatureThenNoise(200_000), 'noise.png')).toMatchObject({
      code: 'file/corrupt',
    });
  });

  it('refuses a CSV of more than 50,000 rows instead of cutting it', async () => {
    const csv = Buffer.from('계정과목,당기\n'.concat('매출액,1000\n'.repeat(50_001)));
    expect(await refusal(csv, 'long.csv')).toMatchObject({ code: 'file/too-many-rows' });
  });

  it('refuses an xls sheet of more than 50,000 rows instead of cutting it', async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => [`계정${i}`, i]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'BS');
    const xls = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }));
    expect(await refusal(xls, 'long.xls')).toMatchObject({ code: 'file/too-many-rows' });
  });

  it('refuses a PDF of more than 100 pages', async () => {
    expect(await refusal(pdfWithPages(101), 'long.pdf')).toMatchObject({
      code: 'file/too-many-pages',
    });
  });

  it('keeps working after refusing every bad file', async () => {
    const result = await extract(fixture('A_city_bus_300', 'statements.xlsx'), 'a.xlsx');
    expect(result.statements).toHaveLength(3);
  });
});

/** A minimal PDF of `count` empty pages (pdf.js reads it; the xref is rebuilt on load). */
function pdfWithPages(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
  const pages = Array.from(
    { length: count },
    (_, i) => `${i + 3} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n`,
  ).join('');
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [${kids}] /Count ${count} >> endobj\n${pages}trailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}
