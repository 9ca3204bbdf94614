// The payroll registers of each sample company as operators' files look (called by
// make-payroll.mjs): sample A as an annual workbook with a two-row header (xlsx, xls), a CP949 CSV,
// a text PDF on A3 landscape pages and a monthly workbook; sample B as a UTF-8 CSV and a scan.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import sharp from 'sharp';
import { distribute } from './make-payroll.mjs';
import { prng } from './make-scans.mjs';

const won = (n) => n.toLocaleString('en-US');

/** Sample A's annual register: what most Korean payroll programs export (지급/공제/회사부담). */
const A_COLUMNS = [
  { header: '사번', value: (p) => p.employeeNo },
  { header: '성명', value: (p) => p.name },
  { header: '주민등록번호', value: (p) => p.rrn },
  { header: '직종', value: (p) => p.label },
  { group: '지급내역', header: '기본급', value: (p) => p.basePay },
  { group: '지급내역', header: '제수당', value: (p) => p.allowances },
  { group: '지급내역', header: '연장근로수당', value: (p) => p.extended },
  { group: '지급내역', header: '야간근로수당', value: (p) => p.night },
  { group: '지급내역', header: '상여금', value: (p) => p.bonuses },
  { group: '지급내역', header: '지급합계', value: (p) => p.pay },
  { group: '공제내역', header: '국민연금', value: (p) => p.deductions.pension },
  { group: '공제내역', header: '건강보험', value: (p) => p.deductions.health },
  { group: '공제내역', header: '고용보험', value: (p) => p.deductions.employment },
  { group: '공제내역', header: '소득세', value: (p) => p.deductions.incomeTax },
  { group: '공제내역', header: '지방소득세', value: (p) => p.deductions.localTax },
  { group: '공제내역', header: '공제합계', value: (p) => p.deductions.total },
  { group: '공제내역', header: '실지급액', value: (p) => p.deductions.net },
  { group: '회사부담', header: '퇴직급여', value: (p) => p.retirement },
  { group: '회사부담', header: '4대보험 사업주부담', value: (p) => p.employerInsurance },
  { header: '비고', value: (p) => p.note },
];

/** Sample B's register: other names for the same things (사원번호, 시간외수당, 총지급액 …). */
const B_COLUMNS = [
  { header: '사원번호', value: (p) => p.employeeNo },
  { header: '성명', value: (p) => p.name },
  {
    header: '생년월일',
    value: (p) => `19${p.rrn.slice(0, 2)}-${p.rrn.slice(2, 4)}-${p.rrn.slice(4, 6)}`,
  },
  { header: '직종', value: (p) => p.label },
  { header: '기본급', value: (p) => p.basePay },
  { header: '제수당', value: (p) => p.allowances },
  { header: '시간외수당', value: (p) => p.overtime },
  { header: '상여금', value: (p) => p.bonuses },
  { header: '총지급액', value: (p) => p.pay },
  { header: '퇴직충당금', value: (p) => p.retirement },
  { header: '비고', value: (p) => p.note },
];
/** The scan prints what fits an A3 page legibly: no birth date, no remarks. */
const B_SCAN_COLUMNS = B_COLUMNS.filter((c) => !['생년월일', '비고'].includes(c.header));

/** A month's register of sample A: the annual amounts spread over the year. */
const MONTHLY_COLUMNS = [
  { header: '귀속월', value: (m) => m.period },
  { header: '사번', value: (m) => m.employeeNo },
  { header: '성명', value: (m) => m.name },
  { header: '직종', value: (m) => m.label },
  { header: '기본급', value: (m) => m.basePay },
  { header: '제수당', value: (m) => m.allowances },
  { header: '연장근로수당', value: (m) => m.extended },
  { header: '야간근로수당', value: (m) => m.night },
  { header: '상여금', value: (m) => m.bonuses },
  { header: '지급합계', value: (m) => m.basePay + m.allowances + m.extended + m.night + m.bonuses },
  { header: '퇴직급여', value: (m) => m.retirement },
  { header: '4대보험 회사부담분', value: (m) => m.employerInsurance },
];
const EVEN = Array.from({ length: 12 }, () => 1);
/** More overtime in summer and the autumn holidays; bonuses at 설, mid-year, 추석 and year end. */
const OVERTIME_SEASON = [0.92, 0.85, 1, 1, 1.05, 1, 1.08, 1.12, 1, 1, 0.96, 1.02];
const BONUS_MONTHS = [0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1];

function bodyRows(people, columns) {
  return people.map((p) => columns.map((c) => c.value(p)));
}

function totalRow(rows, columns, label) {
  return columns.map((_, i) => {
    if (i === 0) return label;
    const values = rows.map((row) => row[i]);
    return values.every((v) => typeof v === 'number') ? values.reduce((a, b) => a + b, 0) : '';
  });
}

function formatted(rows) {
  return rows.map((row) => row.map((v) => (typeof v === 'number' ? won(v) : v)));
}

function csvText(rows) {
  const field = (v) =>
    /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v);
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

function sheetOf(rows, widths) {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  for (const [address, cell] of Object.entries(sheet)) {
    if (!address.startsWith('!') && cell.t === 'n') cell.z = '#,##0';
  }
  return sheet;
}

/** Group titles over their columns, the other names merged down over both header rows. */
function twoRowHeader(columns, top) {
  const groupRow = columns.map((c, i) =>
    !c.group ? c.header : columns[i - 1]?.group === c.group ? '' : c.group,
  );
  const subRow = columns.map((c) => (c.group ? c.header : ''));
  const merges = [];
  columns.forEach((c, i) => {
    if (!c.group) merges.push({ s: { r: top, c: i }, e: { r: top + 1, c: i } });
    else if (columns[i - 1]?.group !== c.group) {
      const last = columns.findLastIndex((d) => d.group === c.group);
      merges.push({ s: { r: top, c: i }, e: { r: top, c: last } });
    }
  });
  return { rows: [groupRow, subRow], merges };
}

function titleRows(company, columns, title) {
  const unit = columns.map((_, i) =>
    i === 0 ? `회사명: ${company.name}` : i === columns.length - 1 ? '(단위: 원)' : '',
  );
  return [[title], unit];
}

function annualWorkbook(company, people, file, bookType, writeBook) {
  const body = bodyRows(people, A_COLUMNS);
  const header = twoRowHeader(A_COLUMNS, 2);
  const rows = [
    ...titleRows(company, A_COLUMNS, '2024년 급여대장 (귀속기간 2024.01 ~ 2024.12)'),
    ...header.rows,
    ...body,
    totalRow(body, A_COLUMNS, '합계'),
  ];
  const sheet = sheetOf(
    rows,
    A_COLUMNS.map((c) => (c.header === '주민등록번호' ? 16 : c.group ? 13 : 10)),
  );
  sheet['!merges'] = header.merges;
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '급여대장');
  writeBook(book, file, bookType);
}

function annualCsv(company, people, columns, title) {
  const body = bodyRows(people, columns);
  return csvText([
    ...titleRows(company, columns, title),
    columns.map((c) => c.header),
    ...formatted([...body, totalRow(body, columns, '합계')]),
  ]);
}

/** One person's year split into months that add up to the year, component by component. */
function months(person) {
  const split = (key, weights) => distribute(person[key], weights);
  const parts = {
    basePay: split('basePay', EVEN),
    allowances: split('allowances', EVEN),
    extended: split('extended', OVERTIME_SEASON),
    night: split('night', OVERTIME_SEASON),
    bonuses: split('bonuses', BONUS_MONTHS),
    retirement: split('retirement', EVEN),
    employerInsurance: split('employerInsurance', EVEN),
  };
  return EVEN.map((_, m) => ({
    ...person,
    period: `2024-${String(m + 1).padStart(2, '0')}`,
    ...Object.fromEntries(Object.entries(parts).map(([key, values]) => [key, values[m]])),
  }));
}

function monthlyWorkbook(company, people, file, writeBook) {
  const perPerson = people.map(months);
  const rows = [
    ...titleRows(company, MONTHLY_COLUMNS, '2024년 월별 급여대장'),
    MONTHLY_COLUMNS.map((c) => c.header),
  ];
  const all = [];
  for (let m = 0; m < 12; m++) {
    const body = bodyRows(
      perPerson.map((list) => list[m]),
      MONTHLY_COLUMNS,
    );
    all.push(...body);
    rows.push(
      ...body,
      totalRow(body, MONTHLY_COLUMNS, `2024-${String(m + 1).padStart(2, '0')} 소계`),
    );
  }
  rows.push(totalRow(all, MONTHLY_COLUMNS, '합계'));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    sheetOf(
      rows,
      MONTHLY_COLUMNS.map(() => 12),
    ),
    '월별급여',
  );
  writeBook(book, file);
  return all.length;
}

function tableHtml(columns, people, twoRows) {
  const body = bodyRows(people, columns);
  const rows = formatted([...body, totalRow(body, columns, '합 계')]);
  const cell = (v, i) => `<td class="${typeof body[0][i] === 'number' ? 'n' : ''}">${v}</td>`;
  let head = `<tr>${columns.map((c) => `<th>${c.header}</th>`).join('')}</tr>`;
  if (twoRows) {
    const top = columns
      .map((c, i) => {
        if (!c.group) return `<th rowspan="2">${c.header}</th>`;
        if (columns[i - 1]?.group === c.group) return '';
        return `<th colspan="${columns.filter((d) => d.group === c.group).length}">${c.group}</th>`;
      })
      .join('');
    head = `<tr>${top}</tr><tr>${columns
      .filter((c) => c.group)
      .map((c) => `<th>${c.header}</th>`)
      .join('')}</tr>`;
  }
  const tbody = rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('');
  return `<table><thead>${head}</thead><tbody>${tbody}</tbody></table>`;
}

const PDF_CSS = `body{font-family:'Noto Sans CJK KR','NanumGothic',sans-serif;margin:0;color:#111}
h1{text-align:center;font-size:18px;margin:0 0 4px}.meta{display:flex;justify-content:space-between;font-size:10px;margin:2px 0 6px}
table{width:100%;border-collapse:collapse;font-size:8px;line-height:1.2}th,td{border:1px solid #888;padding:1px 4px;white-space:nowrap}
th{background:#eee;font-weight:700}td.n{text-align:right}tr{page-break-inside:avoid}`;

function pageHtml(company, title, table, css) {
  return `<!doctype html><html lang="ko"><style>${css}</style><body><h1>${title}</h1>
<div class="meta"><span>회사명: ${company.name}</span><span>(단위: 원)</span></div>${table}</body></html>`;
}

async function annualPdf(browser, company, people, file, pinPdfDates) {
  const page = await browser.newPage();
  try {
    await page.setContent(
      pageHtml(company, '2024년 급여대장', tableHtml(A_COLUMNS, people, true), PDF_CSS),
    );
    const pdf = await page.pdf({
      format: 'A3',
      landscape: true,
      printBackground: true,
      margin: { top: '10mm', bottom: '10mm', left: '8mm', right: '8mm' },
    });
    writeFileSync(file, pinPdfDates(pdf));
  } finally {
    await page.close();
  }
}

/** A3 in CSS pixels (297 × 420 mm at 96 px/in); a 300 dpi scan of it is 3509 × 4959 px (17.4 MP). */
const A3 = { width: 1123, height: 1587 };
const SCAN = { dpi: 300, skew: 0.45, seed: 19_021 };
const SCAN_CSS = `body{margin:0;background:#fff;color:#111;font-family:'Noto Sans CJK KR','NanumGothic',sans-serif}
.page{width:${A3.width}px;height:${A3.height}px;box-sizing:border-box;padding:48px 52px}
h1{text-align:center;font-size:26px;letter-spacing:8px;margin:0 0 10px}.meta{display:flex;justify-content:space-between;font-size:13px;margin:4px 0 8px}
table{width:100%;border-collapse:collapse;font-size:11px;border:2px solid #111}th,td{border:1px solid #444;padding:0 6px;height:14px;line-height:1}
th{background:#f0f0f0;height:22px}td.n{text-align:right}`;

/** Grey paper, ink never black, speckles from a seeded PRNG, a slight skew and blur. */
async function degrade(png) {
  const { data, info } = await sharp(png)
    .greyscale()
    .rotate(SCAN.skew, { background: '#ffffff' })
    .blur(0.6)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = prng(SCAN.seed);
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.round(28 + (data[i] / 255) * 210 + (random() - 0.5) * 8);
  }
  for (let n = Math.round(info.width * info.height * 0.0003); n > 0; n--) {
    data[Math.floor(random() * data.length)] = 40 + random() * 60;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .withMetadata({ density: SCAN.dpi })
    .png({ compressionLevel: 9, palette: true, colours: 16, dither: 0 })
    .toBuffer();
}

async function scan(browser, company, people, file) {
  const context = await browser.newContext({ viewport: A3, deviceScaleFactor: SCAN.dpi / 96 });
  try {
    const page = await context.newPage();
    const table = tableHtml(B_SCAN_COLUMNS, people, false);
    await page.setContent(
      pageHtml(company, '2024년 급여대장', table, SCAN_CSS)
        .replace('<h1>', '<div class="page"><h1>')
        .replace('</body>', '</div></body>'),
    );
    const png = await page.screenshot({ clip: { x: 0, y: 0, ...A3 } });
    const image = await degrade(png);
    const { width, height } = await sharp(image).metadata();
    if (width * height > 24e6) throw new Error(`scan of ${width}×${height} is above 24 MP`);
    writeFileSync(file, image);
    return { width, height };
  } finally {
    await context.close();
  }
}

/** Writes a company's registers; returns what each file is, for expected.json. */
export async function writeCompanyDocuments(browser, { key, company, people, dir, helpers }) {
  const { writeBook, toCp949, pinPdfDates } = helpers;
  const rows = people.length;
  if (key === 'A_city_bus_300') {
    annualWorkbook(company, people, join(dir, 'payroll-2024.xlsx'), 'xlsx', writeBook);
    annualWorkbook(company, people, join(dir, 'payroll-2024.xls'), 'biff8', writeBook);
    writeFileSync(
      join(dir, 'payroll-2024.csv'),
      toCp949(annualCsv(company, people, A_COLUMNS, '2024년 급여대장')),
    );
    await annualPdf(browser, company, people, join(dir, 'payroll-2024.pdf'), pinPdfDates);
    const monthlyRows = monthlyWorkbook(
      company,
      people,
      join(dir, 'payroll-2024-monthly.xlsx'),
      writeBook,
    );
    return {
      'payroll-2024.xlsx': {
        kind: 'annual',
        employees: rows,
        header: 'two rows (지급내역/공제내역/회사부담 over sub-columns)',
      },
      'payroll-2024.xls': { kind: 'annual', employees: rows, header: 'as the xlsx, BIFF8' },
      'payroll-2024.csv': { kind: 'annual', employees: rows, encoding: 'cp949', header: 'one row' },
      'payroll-2024.pdf': {
        kind: 'annual',
        employees: rows,
        pages: 'A3 landscape, header repeated on every page',
      },
      'payroll-2024-monthly.xlsx': {
        kind: 'monthly',
        employees: rows,
        months: 12,
        rows: monthlyRows,
      },
    };
  }
  const csv = annualCsv(company, people, B_COLUMNS, '2024년 연간 급여대장');
  writeFileSync(join(dir, 'payroll-2024.csv'), `\uFEFF${csv}`);
  const size = await scan(browser, company, people, join(dir, 'payroll-2024-scan.png'));
  return {
    'payroll-2024.csv': {
      kind: 'annual',
      employees: rows,
      encoding: 'utf-8 with BOM',
      header: 'one row',
    },
    'payroll-2024-scan.png': { kind: 'annual', employees: rows, dpi: SCAN.dpi, ...size },
  };
}
