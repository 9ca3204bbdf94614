#!/usr/bin/env node
// `node scripts/make-fixtures.mjs` (from the repo root): turns the sample statement CSVs of
// fixtures/samples/<company>/ (or /work/shared/docs/domain/samples when not copied yet) into the
// documents the extraction tests read: fixtures/statements/<company>/* and fixtures/statements/bad/*.
// Deterministic: same input, same bytes (PDF dates are pinned, zip entries carry no time).
// See fixtures/statements/README.md for what each file tests. Payroll registers (issue 19) go to
// fixtures/payroll/ (scripts/lib/make-payroll.mjs; fixtures/payroll/README.md);
// `node scripts/make-fixtures.mjs payroll` writes only those.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { chromium } from '@playwright/test';
import { makePayroll } from './lib/make-payroll.mjs';
import { makeScans } from './lib/make-scans.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'fixtures/statements');
const SAMPLE_DIRS = [join(ROOT, 'fixtures/samples'), '/work/shared/docs/domain/samples'];
const COMPANIES = {
  A_city_bus_300: { name: '가람시내버스(주)', term: 10 },
  B_intercity_small: { name: '누리시외버스(주)', term: 7 },
};
const STATEMENTS = [
  { type: 'balance_sheet', title: '재무상태표', sheet: '재무상태표' },
  { type: 'income_statement', title: '손익계산서', sheet: '손익계산서' },
  { type: 'cost_statement', title: '운송원가명세서', sheet: '운송원가명세서' },
];
/** Lines printed in the outer (subtotal) column of the 천원 fixture, with Roman numerals. */
const OUTER_LINE = /(총계|자산|부채|자본|이익|손실|원가|관리비|수익|비용|잉여금|액)$/;
const ROMAN = ['Ⅰ', 'Ⅱ', 'Ⅲ', 'Ⅳ', 'Ⅴ', 'Ⅵ', 'Ⅶ', 'Ⅷ', 'Ⅸ', 'Ⅹ'];
const PINNED_PDF_DATE = 'D:20250101000000';

function sampleDir(company) {
  for (const dir of SAMPLE_DIRS) {
    if (existsSync(join(dir, company, 'all.csv'))) return join(dir, company);
  }
  throw new Error(`no sample CSVs for ${company}`);
}

/** The sample CSVs have no quoted fields (checked): a plain split is exact. */
function readSample(company, type) {
  const text = readFileSync(join(sampleDir(company), `${type}.csv`), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = text.trim().split(/\r?\n/);
  if (header !== 'statement_type,fiscal_year,account_name,current_value,previous_value') {
    throw new Error(`unexpected header in ${company}/${type}.csv: ${header}`);
  }
  return rows.map((row) => {
    const [, year, label, current, previous] = row.split(',');
    return { year: Number(year), label, current: Number(current), previous: Number(previous) };
  });
}

const won = (n) => (n < 0 ? `(${(-n).toLocaleString('en-US')})` : n.toLocaleString('en-US'));

function statementRows(company, statement, header) {
  const { name, term } = COMPANIES[company];
  const lines = readSample(company, statement.type);
  return [
    [statement.title],
    [`${name}  제${term}기 2024년 1월 1일 ~ 2024년 12월 31일`],
    ['(단위: 원)'],
    header,
    ...lines.map((line) => [line.label, line.current, line.previous]),
  ];
}

function sheetFrom(rows) {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = [{ wch: 34 }, { wch: 20 }, { wch: 20 }, { wch: 20 }, { wch: 20 }];
  for (const [address, cell] of Object.entries(sheet)) {
    if (!address.startsWith('!') && cell.t === 'n') cell.z = '#,##0;(#,##0)';
  }
  return sheet;
}

function writeBook(book, file, bookType = 'xlsx') {
  book.Props = { Title: 'statements', CreatedDate: new Date('2025-01-01T00:00:00Z') };
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType, compression: true }));
}

function threeSheets(company, file, bookType) {
  const book = XLSX.utils.book_new();
  for (const statement of STATEMENTS) {
    const rows = statementRows(company, statement, ['계정과목', '당기', '전기']);
    XLSX.utils.book_append_sheet(book, sheetFrom(rows), statement.sheet);
  }
  writeBook(book, file, bookType);
}

function oneSheet(company, file) {
  const rows = [];
  for (const statement of STATEMENTS) {
    rows.push(...statementRows(company, statement, ['과목', '2024년', '2023년']), []);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheetFrom(rows), '재무제표');
  writeBook(book, file);
}

/** Roman numerals on subtotal lines, spaced grand totals, `1.` on detail lines; 천원 columns. */
function decorate(label, counter) {
  if (label.endsWith('총계')) return label.split('').join(' ');
  if (OUTER_LINE.test(label)) return `${ROMAN[counter.outer++ % ROMAN.length]}. ${label}`;
  counter.inner += 1;
  return `${counter.inner}. ${label}`;
}

function thousands(company, file) {
  const book = XLSX.utils.book_new();
  for (const statement of STATEMENTS) {
    const counter = { outer: 0, inner: 0 };
    const { name, term } = COMPANIES[company];
    const rows = [
      [`${statement.title.split('').join(' ')}`],
      [`${name}  제${term}기 2024. 12. 31.`, '', '', '', '(단위: 천원)'],
      ['과 목', `제 ${term} (당) 기`, '', `제 ${term - 1} (전) 기`, ''],
    ];
    for (const line of readSample(company, statement.type)) {
      const outer = OUTER_LINE.test(line.label);
      const cur = line.current / 1000;
      const prev = line.previous / 1000;
      rows.push([
        decorate(line.label, counter),
        ...(outer ? ['', cur, '', prev] : [cur, '', prev, '']),
      ]);
    }
    const sheet = sheetFrom(rows);
    sheet['!merges'] = [XLSX.utils.decode_range('B3:C3'), XLSX.utils.decode_range('D3:E3')];
    XLSX.utils.book_append_sheet(book, sheet, statement.sheet);
  }
  writeBook(book, file);
}

function csvField(value) {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function longCsv(company) {
  const text = readFileSync(join(sampleDir(company), 'all.csv'), 'utf8').replace(/^\uFEFF/, '');
  return `\uFEFF${text.replace(/\r?\n/g, '\r\n')}`;
}

function wideCsv(company) {
  const rows = [];
  for (const statement of STATEMENTS) {
    rows.push(
      ...statementRows(company, statement, ['계정과목', '당기', '전기']).map((row) =>
        row.map((cell) => (typeof cell === 'number' ? won(cell) : cell)),
      ),
      [],
    );
  }
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

function toCp949(text) {
  return execFileSync(
    'python3',
    [
      '-c',
      "import sys; sys.stdout.buffer.write(sys.stdin.buffer.read().decode('utf-8').encode('cp949'))",
    ],
    { input: Buffer.from(text, 'utf8') },
  );
}

function statementHtml(company, statement) {
  const { name, term } = COMPANIES[company];
  const rows = readSample(company, statement.type)
    .map((l) => `<tr><td>${l.label}</td><td>${won(l.current)}</td><td>${won(l.previous)}</td></tr>`)
    .join('');
  return `<section><h1>${statement.title}</h1><p>${name} 제${term}기 2024년 1월 1일부터 2024년 12월 31일까지</p>
<p class="unit">(단위: 원)</p><table><thead><tr><th>계정과목</th><th>제${term}기 (당기)</th><th>제${term - 1}기 (전기)</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
}

const PRINT_CSS = `body{font-family:'Noto Sans CJK KR','NanumGothic',sans-serif;margin:0}
section{page-break-after:always;padding:8px 24px}section:last-child{page-break-after:auto}
h1{text-align:center;font-size:20px;margin:4px 0}p{margin:2px 0;font-size:11px}.unit{text-align:right}
table{width:100%;border-collapse:collapse;font-size:10.5px;line-height:1.25}td,th{border-bottom:1px solid #bbb;padding:1px 6px}
td:nth-child(n+2),th:nth-child(n+2){text-align:right;width:30%}`;

const SCAN_CSS = `body{margin:0;font-family:'Noto Sans CJK KR','NanumGothic',sans-serif;color:#1a1a1a;
background:#e9e7e2 repeating-linear-gradient(27deg,rgba(0,0,0,.025) 0 2px,transparent 2px 5px)}
section{padding:28px 48px;width:1180px}h1{text-align:center;font-size:40px;letter-spacing:12px}
p{font-size:24px;margin:4px 0}.unit{text-align:right}table{width:100%;border-collapse:collapse;font-size:28px}
td,th{padding:6px 10px;border-bottom:1px solid #999}td:nth-child(n+2),th:nth-child(n+2){text-align:right}`;

function pinPdfDates(buffer) {
  const text = buffer
    .toString('latin1')
    .replace(/\/(CreationDate|ModDate) \(D:\d{14}[^)]*\)/g, (m, key) => {
      const value = m.slice(m.indexOf('(') + 1, -1);
      return `/${key} (${PINNED_PDF_DATE.padEnd(value.length, ' ').slice(0, value.length)})`;
    });
  return Buffer.from(text, 'latin1');
}

async function renderPdf(page, html, css, file) {
  await page.setContent(
    `<!doctype html><html lang="ko"><style>${css}</style><body>${html}</body></html>`,
  );
  const pdf = await page.pdf({
    format: 'A4',
    printBackground: true,
    margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
  });
  writeFileSync(file, pinPdfDates(pdf));
}

async function renderScan(page, company, file) {
  const html = statementHtml(company, STATEMENTS[1]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setContent(
    `<!doctype html><html lang="ko"><style>${SCAN_CSS}</style><body>${html}</body></html>`,
  );
  const box = await page.locator('section').boundingBox();
  await page.screenshot({
    path: file,
    fullPage: true,
    clip: { x: 0, y: 0, width: 1280, height: Math.ceil(box.height) },
  });
}

/** A zip whose one entry inflates to 150 MB of zeros (> the 100 MB total limit) in ~150 kB. */
function zipBomb() {
  const entries = [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
    },
    { name: 'xl/workbook.xml', data: Buffer.alloc(150 * 1024 * 1024) },
  ];
  const locals = [];
  const central = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data, { level: 9 });
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(entry.data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(dir, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An OLE container as Office writes for a password-protected xlsx (ECMA-376 agile encryption). */
function encryptedXlsx() {
  const cfb = XLSX.CFB.utils.cfb_new();
  const info = Buffer.concat([
    Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]),
    Buffer.from('<?xml version="1.0"?><encryption/>'),
  ]);
  XLSX.CFB.utils.cfb_add(cfb, 'EncryptionInfo', info);
  XLSX.CFB.utils.cfb_add(cfb, 'EncryptedPackage', Buffer.alloc(4096, 0x5a));
  for (const entry of cfb.FileIndex) {
    entry.ct = undefined;
    entry.mt = undefined;
  }
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }));
}

function noAccounts(file) {
  const rows = [
    ['차량 정비 일정'],
    ['차량번호', '정비일', '주행거리(km)', '담당'],
    ['서울70사1234', '3월 4일', 152340, '김정비'],
    ['서울70사1235', '3월 11일', 98211, '이정비'],
    ['서울70사1236', '3월 18일', 201877, '박정비'],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '정비');
  writeBook(book, file);
}

async function payroll(browser) {
  const outDir = join(ROOT, 'fixtures/payroll');
  const helpers = { writeBook, toCp949, pinPdfDates };
  await makePayroll(browser, { outDir, readSample, helpers });
  process.stdout.write(`payroll fixtures written to ${outDir}\n`);
}

async function main() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    if (process.argv[2] === 'payroll') {
      await payroll(browser);
      return;
    }
    const page = await browser.newPage();
    for (const company of Object.keys(COMPANIES)) {
      const dir = join(OUT, company);
      mkdirSync(dir, { recursive: true });
      threeSheets(company, join(dir, 'statements.xlsx'));
      threeSheets(company, join(dir, 'statements.xls'), 'biff8');
      oneSheet(company, join(dir, 'statements-one-sheet.xlsx'));
      thousands(company, join(dir, 'statements-thousands.xlsx'));
      writeFileSync(join(dir, 'statements-utf8.csv'), longCsv(company));
      writeFileSync(join(dir, 'statements-cp949.csv'), toCp949(wideCsv(company)));
      const html = STATEMENTS.map((statement) => statementHtml(company, statement)).join('');
      await renderPdf(page, html, PRINT_CSS, join(dir, 'statements.pdf'));
      await renderScan(page, company, join(dir, 'statements-scan.png'));
    }
    const bad = join(OUT, 'bad');
    mkdirSync(bad, { recursive: true });
    writeFileSync(join(bad, 'empty.xlsx'), Buffer.alloc(0));
    const good = readFileSync(join(OUT, 'A_city_bus_300/statements.xlsx'));
    writeFileSync(join(bad, 'corrupt.xlsx'), good.subarray(0, Math.floor(good.length / 2)));
    writeFileSync(join(bad, 'zip-bomb.xlsx'), zipBomb());
    writeFileSync(join(bad, 'encrypted.xlsx'), encryptedXlsx());
    noAccounts(join(bad, 'no-accounts.xlsx'));
    writeFileSync(
      join(bad, 'not-a-spreadsheet.xlsx'),
      '이 파일은 엑셀이 아니라 메모입니다.\nThis is a plain text note.\n',
    );
    const scan = readFileSync(join(OUT, 'A_city_bus_300/statements-scan.png')).toString('base64');
    await renderPdf(
      page,
      `<img src="data:image/png;base64,${scan}" style="width:100%">`,
      'body{margin:0}',
      join(bad, 'no-text.pdf'),
    );
    const scans = join(OUT, 'scans');
    mkdirSync(scans, { recursive: true });
    await makeScans(browser, {
      companies: COMPANIES,
      statements: STATEMENTS,
      readSample,
      outDir: scans,
    });
    await payroll(browser);
  } finally {
    await browser.close();
  }
  process.stdout.write(`fixtures written to ${OUT}\n`);
}

main().catch((error) => {
  process.stderr.write(`make-fixtures failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
