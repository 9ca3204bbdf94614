import type { SeriesInspection } from '@bus/domain';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { fixture, multipart } from '../financial-data/test-support';
import { createForecastTestApp, FORECAST, post } from './test-support';

/**
 * Issue 16 §2 and acceptance "bad input": an upload or grid read into a series, with Korean
 * headers and dates, and every refusal a code with params that name the row, column or limit.
 */
describe('forecast input inspection', () => {
  let t: TestApp;
  let cookie = '';

  const inspectFile = (fileName: string, bytes: Buffer, fields: Record<string, string> = {}) => {
    const parts = [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', fileName, bytes },
    ];
    const { payload, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `${FORECAST}/inspect`,
      headers: { cookie, 'content-type': contentType },
      payload,
    });
  };
  const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`, 'utf8');
  const months = (n: number, value: (i: number) => string) =>
    Array.from(
      { length: n },
      (_, i) => `${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')},${value(i)}`,
    );
  const xlsx = (rows: unknown[][], bookType: 'xlsx' | 'xls' = 'xlsx') => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
    return Buffer.from(XLSX.write(book, { type: 'buffer', bookType }) as Uint8Array);
  };

  beforeAll(async () => {
    t = await createForecastTestApp();
    cookie = await cookieWithRole(t.app, 'inspect@forecast.test', 'viewer');
  }, 60_000);
  afterAll(() => t?.close());

  it('reads Korean headers (년월, 운송수입) and amounts with commas and 원', async () => {
    const lines = [
      '년월,운송수입',
      ...months(36, (i) => `"${(1_000_000 + i * 1000).toLocaleString('en')}원"`),
    ];
    const response = await inspectFile('revenue.csv', csv(lines));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SeriesInspection;
    expect(body).toMatchObject({ dateColumn: '년월', valueColumn: '운송수입', dropped: 0 });
    expect(body.series.frequency).toBe('monthly');
    expect(body.series.values.slice(0, 2)).toEqual([1_000_000, 1_001_000]);
    expect(body.recommendedHorizons.arima).toEqual({ min: 3, max: 8 });
  }, 60_000);

  it('reads an xlsx with 일자 dates and applies the 24-month limit', async () => {
    const rows = [
      ['일자', '운송수입'],
      ...Array.from({ length: 40 }, (_, i) => [
        `${2021 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
        500 + (i % 7),
      ]),
    ];
    const response = await inspectFile('series.xlsx', xlsx(rows), { limit24Months: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SeriesInspection;
    expect(body.series.labels).toHaveLength(24);
    expect(body.dropped).toBe(16);
    expect(body.checks.map((c) => c.code)).toContain('limited-to-24-months');
  });

  it('reads an xls (BIFF) workbook', async () => {
    const rows = [
      ['date', 'value'],
      ...Array.from({ length: 30 }, (_, i) => [
        `2022.${(i % 12) + 1}`.replace(/^2022/, String(2022 + Math.floor(i / 12))),
        100 + i,
      ]),
    ];
    const response = await inspectFile('series.xls', xlsx(rows, 'xls'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().series.values).toHaveLength(30);
  });

  it('reads a typed grid and explains negatives, zeros and outliers', async () => {
    const rows = months(60, (i) =>
      i === 3 ? '-5' : i === 4 ? '0' : i === 40 ? '900000' : String(1000 + (i % 12) * 10 + i),
    ).map((line) => {
      const [date = '', value = ''] = line.split(',');
      return { date, value };
    });
    const response = await post(t.app, cookie, '/inspect', { rows });
    expect(response.statusCode, response.body).toBe(200);
    const checks = (response.json() as SeriesInspection).checks;
    expect(checks.find((c) => c.code === 'negative-values')?.periods).toEqual(['2020-04']);
    expect(checks.find((c) => c.code === 'zero-values')?.periods).toEqual(['2020-05']);
    // Far from every other month: the typo of 900,000, and the negative and zero months too.
    expect(checks.find((c) => c.code === 'outliers')?.periods).toContain('2023-05');
  });

  const refusals: Array<[string, string[], string, Record<string, unknown>]> = [
    [
      'a file without a date column',
      ['구분,금액', 'A,1', 'B,2', 'C,3'],
      'forecast/no-date-column',
      {},
    ],
    [
      'a date that does not parse',
      ['일자,운송수입', '2024-01,1', '2024-02,2', '2024-13-45,3'],
      'forecast/invalid-date',
      { row: 4, value: '2024-13-45' },
    ],
    [
      'a value that is no number',
      ['일자,운송수입', '2024-01,1', '2024-02,abc', '2024-03,3'],
      'forecast/not-a-number',
      { row: 3, value: 'abc' },
    ],
    [
      'a file without a value column',
      ['일자,비고', '2024-01,가', '2024-02,나', '2024-03,다'],
      'forecast/no-value-column',
      { columns: '일자, 비고' },
    ],
    [
      'an amount written with a unit word',
      ['일자,운송수입', '2024-01,1', '2024-02,12백만', '2024-03,3'],
      'forecast/not-a-number',
      { row: 3, value: '12백만' },
    ],
    [
      'a duplicated month',
      ['일자,운송수입', '2024-01,1', '2024-02,2', '2024-02,3'],
      'forecast/duplicate-date',
      { date: '2024-02' },
    ],
    [
      'a missing month',
      ['일자,운송수입', '2024-01,1', '2024-02,2', '2024-05,3'],
      'forecast/missing-period',
      { count: 2 },
    ],
    [
      'weekly dates that turn monthly',
      [
        '일자,운송수입',
        ...[
          '2024-01-01',
          '2024-01-08',
          '2024-01-15',
          '2024-01-22',
          '2024-02-22',
          '2024-03-22',
          '2024-04-22',
        ].map((d, i) => `${d},${i + 1}`),
      ],
      'forecast/mixed-frequency',
      { row: 6 },
    ],
    [
      'a single data row',
      ['일자,운송수입', '2024-01,1'],
      'forecast/series-too-short',
      { min: 2, got: 1 },
    ],
    ['a header only', ['일자,운송수입'], 'forecast/empty', {}],
  ];
  it.each(refusals)('refuses %s with %s naming the row', async (_name, lines, code, params) => {
    const response = await inspectFile('bad.csv', csv(lines));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code, params });
  });

  it('refuses a 200,000-row file quickly, before reading it', async () => {
    const lines = ['일자,운송수입'];
    for (let i = 0; i < 200_000; i += 1) lines.push(`${2000 + Math.floor(i / 365)}-01-01,${i}`);
    const started = performance.now();
    const response = await inspectFile('huge.csv', csv(lines));
    expect(response.json()).toMatchObject({
      code: 'forecast/too-many-rows',
      params: { max: 10_000 },
    });
    expect(response.statusCode).toBe(422);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it.each([
    ['zip-bomb.xlsx', 'file/zip-bomb'],
    ['encrypted.xlsx', 'file/encrypted'],
    ['corrupt.xlsx', 'file/corrupt'],
    ['not-a-spreadsheet.xlsx', 'file/unsupported-type'],
  ])('refuses the hostile file %s with %s', async (name, code) => {
    const response = await inspectFile(name, await fixture('statements', 'bad', name));
    expect(response.json()).toMatchObject({ code });
  });

  it('refuses a PNG, whatever it is named, and a file over 10 MB', async () => {
    const png = await fixture('profile', 'avatar.png');
    expect((await inspectFile('series.csv', png)).json()).toMatchObject({
      code: 'file/unsupported-type',
    });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x31);
    const response = await inspectFile('big.csv', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'file/too-large' });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${FORECAST}/inspect`,
      payload: { rows: [] },
    });
    expect(response.statusCode).toBe(401);
  });
});
