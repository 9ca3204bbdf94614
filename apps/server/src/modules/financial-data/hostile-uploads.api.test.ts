import { randomBytes } from 'node:crypto';
import type { Job } from '@bus/domain';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, statements, storedFiles } from '../../platform/db/schema/financial-data';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { makePng, pngSignatureThenNoise } from './extraction/image-test-helper';
import { makeZip } from './extraction/zip-test-helper';
import {
  API,
  createFinancialTestApp,
  finishedJob,
  fixture,
  formFields,
  upload,
} from './test-support';

/** An xlsx package whose sheets are `xml` each (the header and cell limits read only that). */
function workbookOf(sheets: number, xml: Buffer): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ...Array.from({ length: sheets }, (_, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      data: xml,
    })),
  ]);
}

/** Sheet XML of `rows` rows of ten numeric cells, ~28 bytes a cell as Excel writes them. */
function sheetXml(rows: number): Buffer {
  const cells = 'ABCDEFGHIJ'
    .split('')
    .map((col) => `<c r="${col}1"><v>123456</v></c>`)
    .join('');
  return Buffer.from(
    `<worksheet><sheetData>${`<row r="1">${cells}</row>`.repeat(rows)}</sheetData></worksheet>`,
  );
}

/** The issue's crash and stall inputs, made here, and what each upload must end with. */
async function hostileInputs(): Promise<Array<[string, string, () => Buffer]>> {
  const scan = await fixture('statements', 'A_city_bus_300', 'statements-scan.png');
  return [
    [
      '1 MB PNG declaring 30000×30000',
      'file/image-too-large',
      () => makePng(30_000, 30_000, randomBytes(1_000_000)),
    ],
    ['PNG cut to a third', 'file/corrupt', () => scan.subarray(0, Math.floor(scan.length / 3))],
    ['PNG signature then random bytes', 'file/corrupt', () => pngSignatureThenNoise(1_000_000)],
    ['20000×20000 PNG', 'file/image-too-large', () => makePng(20_000, 20_000)],
    // 9 sheets of ~10 MB XML (3.4 M cells) pass the old 100 MB guard; each under its ratio rule.
    [
      '9-sheet workbook of 94 MB XML',
      'file/workbook-too-large',
      () => workbookOf(9, sheetXml(36_000)),
    ],
    [
      '200,000-row CSV',
      'file/too-many-rows',
      () => Buffer.from(`계정과목,당기\n${'매출액,1000\n'.repeat(200_000)}`),
    ],
  ];
}

describe('hostile uploads', () => {
  let t: TestApp;
  let user: string;
  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'hostile@example.kr', 'user');
  });
  afterAll(() => t.close());

  /** No company, statement or file row of that upload, and no bytes on disk. */
  async function expectNothingLeft(companyName: string) {
    const { db } = t.app.services.database;
    expect(await db.select().from(companies).where(eq(companies.name, companyName))).toEqual([]);
    expect(await db.select().from(storedFiles)).toEqual([]);
    expect(await db.select().from(statements)).toEqual([]);
    expect(await t.app.services.storage.stats()).toEqual({ files: 0, bytes: 0 });
  }

  it('refuses each crash and stall input of issue 13 with its code and leaves nothing', async () => {
    for (const [name, code, make] of await hostileInputs()) {
      const companyName = `악성 ${name}`;
      const fileName = `hostile.${name.includes('workbook') ? 'xlsx' : name.includes('CSV') ? 'csv' : 'png'}`;
      const response = await upload(t.app, user, [
        ...formFields(companyName),
        { name: 'file', fileName, bytes: make() },
      ]);
      if (response.statusCode === 202) {
        const job = await finishedJob(t.app, user, response.json().job.id);
        expect(job, name).toMatchObject({ status: 'failed', error: { code } });
      } else {
        expect(response.statusCode, name).toBe(422);
        expect(response.json(), name).toMatchObject({ code });
      }
      await expectNothingLeft(companyName);
    }
  });

  /** Polls the job to its end, timing GET /api/health all the while. */
  async function healthWhileRunning(jobId: string) {
    const latencies: number[] = [];
    let job: Job | null = null;
    while (!job || !/^(done|failed)$/.test(job.status)) {
      const started = performance.now();
      const health = await t.app.inject({ url: '/api/health' });
      latencies.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      job = (await t.app.inject({ url: `${API}/jobs/${jobId}`, headers: { cookie: user } })).json();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    console.info(
      `health while reading: n=${latencies.length} p99=${p99.toFixed(1)} ms max=${latencies.at(-1)?.toFixed(1)} ms`,
    );
    return { job, p99, samples: latencies.length };
  }

  it('refuses a page of noise just under the pixel limit without tying a worker up', async () => {
    // 7000 × 9900 (69 MP) random grey at JPEG quality 5: accepted at upload, about 7 MB.
    const bytes = await sharp(randomBytes(7000 * 9900), {
      raw: { width: 7000, height: 9900, channels: 1 },
    })
      .jpeg({ quality: 5 })
      .toBuffer();
    const response = await upload(t.app, user, [
      ...formFields('잡음 사진'),
      { name: 'file', fileName: 'noise.jpg', bytes },
    ]);
    expect(response.statusCode).toBe(202);
    const { job, p99 } = await healthWhileRunning(response.json().job.id);
    expect(p99).toBeLessThan(200);
    expect(job).toMatchObject({ status: 'failed', error: { code: 'file/ocr-failed' } });
    await expectNothingLeft('잡음 사진');
  }, 180_000);

  it('keeps /api/health quick while the largest accepted workbook is read', async () => {
    // 49,000 rows of ten numbers (490,000 cells): inside every limit, so SheetJS reads it.
    const rows = Array.from({ length: 49_000 }, (_, r) =>
      Array.from({ length: 10 }, (_, c) => r * 10 + c),
    );
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Data');
    const bytes = Buffer.from(
      XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }),
    );
    const response = await upload(t.app, user, [
      ...formFields('한계 통합문서'),
      { name: 'file', fileName: 'largest.xlsx', bytes },
    ]);
    expect(response.statusCode).toBe(202);
    const { job, p99, samples } = await healthWhileRunning(response.json().job.id);
    expect(samples).toBeGreaterThan(5);
    expect(p99).toBeLessThan(200);
    expect(job).toMatchObject({ status: 'failed', error: { code: 'file/no-accounts' } });
    await expectNothingLeft('한계 통합문서');
  });
  it('saves a CSV of 49,000 lines, near the row limit, in one job', async () => {
    const lines = Array.from({ length: 49_000 }, (_, i) => `매출원가${i},${(i + 1) * 1000},${i}`);
    const bytes = Buffer.from(`계정과목,당기,전기\n${lines.join('\n')}\n`);
    const response = await upload(t.app, user, [
      ...formFields('긴 목록 운수', { statementType: 'cost_statement' }),
      { name: 'file', fileName: 'long.csv', bytes },
    ]);
    expect(response.statusCode).toBe(202);
    const job = await finishedJob(t.app, user, response.json().job.id);
    expect(job).toMatchObject({ status: 'done' });
    const [id] = job.statementIds;
    const accounts = await t.app.inject({
      url: `${API}/statements/${id}`,
      headers: { cookie: user },
    });
    expect(accounts.json().accounts).toHaveLength(49_000);
    // About 8 s alone; under CI's two busy workers it once passed 30 s. The row limit, not the
    // time, is what this test is about (npm run bench measures the time).
  }, 120_000);
});

describe('a parse that runs out of time', () => {
  let t: TestApp;
  let user: string;
  beforeAll(async () => {
    t = await createFinancialTestApp({ EXTRACTION_TIMEOUT_SECONDS: '1.5' });
    user = await cookieWithRole(t.app, 'slow@example.kr', 'user');
  });
  afterAll(() => t.close());

  it('fails the job with file/timeout, stores nothing, and the next upload is read', async () => {
    const scan = await fixture('statements', 'A_city_bus_300', 'statements-scan.png');
    const slow = await upload(t.app, user, [
      ...formFields('느린 스캔'),
      { name: 'file', fileName: 'scan.png', bytes: scan },
    ]);
    expect(slow.statusCode).toBe(202);
    const failed = await finishedJob(t.app, user, slow.json().job.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: { code: 'file/timeout', params: { seconds: 1.5 } },
    });
    const { db } = t.app.services.database;
    expect(await db.select().from(companies).where(eq(companies.name, '느린 스캔'))).toEqual([]);
    expect(await t.app.services.storage.stats()).toEqual({ files: 0, bytes: 0 });

    const csv = await fixture('samples', 'A_city_bus_300', 'all.csv');
    const next = await upload(t.app, user, [
      ...formFields('다음 운수'),
      { name: 'file', fileName: 'all.csv', bytes: csv },
    ]);
    expect(await finishedJob(t.app, user, next.json().job.id)).toMatchObject({ status: 'done' });
  });
});
