import type { AssetBody, AssetImportProblem, AssetList, AssetView } from '@bus/domain';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depreciationAssets } from '../../platform/db/schema/cost-planning';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { assetBody, csvOf, DEPRECIATION, importFile, insertCompany } from './test-support';

/**
 * The asset register over HTTP (issue 15 §4): create, edit and delete with versions, every bad
 * input refused with its code and nothing saved, imports (csv, xlsx, xls) all or nothing, and
 * the template and export that import back.
 */
describe('depreciation asset register', () => {
  let t: TestApp;
  let cookie = '';
  let companyId = '';

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `${DEPRECIATION}${url}`, headers: { cookie }, payload });
  const list = async (query = '') =>
    (await call('GET', `/${companyId}/assets${query}`)).json() as AssetList;
  const create = async (body: Partial<AssetBody> = {}) => {
    const response = await call('POST', `/${companyId}/assets`, assetBody(body));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as AssetView;
  };
  const problemCodes = (body: string) =>
    (JSON.parse(body).params.problems as AssetImportProblem[]).map((p) => p.code);

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await cookieWithRole(t.app, 'writer@depreciation.test', 'user');
    companyId = await insertCompany(t.app, '자산대장 시험운수(주)');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.services.database.db.delete(depreciationAssets);
  });

  it('creates, edits and deletes an asset, each write moving its version', async () => {
    const created = await create({ code: 'BUS-01' });
    expect(created).toMatchObject({ code: 'BUS-01', version: 1, companyId, cost: 1_080_000_000 });
    expect(created.updatedBy?.name).toBe('테스트');

    const edited = await call('PUT', `/assets/${created.id}`, {
      ...assetBody({ code: 'BUS-01', name: '수소버스 10대' }),
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: '수소버스 10대', version: 2 });

    const stale = await call('PUT', `/assets/${created.id}`, { ...assetBody(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().params).toMatchObject({
      currentVersion: 2,
      current: { name: '수소버스 10대', version: 2 },
    });
    expect((await call('DELETE', `/assets/${created.id}?version=1`)).statusCode).toBe(409);
    expect((await list()).items[0]?.name).toBe('수소버스 10대');

    expect((await call('DELETE', `/assets/${created.id}?version=2`)).statusCode).toBe(204);
    expect(await list()).toEqual({ items: [], total: 0 });
    expect((await call('DELETE', `/assets/${created.id}?version=2`)).statusCode).toBe(404);
  });

  it.each([
    ['useful life 0', { usefulLifeYears: 0 }, 'asset/useful-life', 'usefulLifeYears'],
    [
      'residual value above cost',
      { cost: 100_000_000, residualValue: 100_000_001 },
      'asset/residual-above-cost',
      'residualValue',
    ],
    [
      'disposal before acquisition',
      { acquisitionDate: '2020-03-01', disposalDate: '2020-02-28' },
      'asset/disposal-before-acquisition',
      'disposalDate',
    ],
    ['a negative cost', { cost: -1 }, 'asset/negative-amount', 'cost'],
    ['a fractional cost', { cost: 10.5 }, 'asset/invalid-amount', 'cost'],
    [
      'an impossible date',
      { acquisitionDate: '2024-02-30' },
      'asset/invalid-date',
      'acquisitionDate',
    ],
    [
      'a date in another format',
      { acquisitionDate: '20/01/2024' },
      'asset/invalid-date',
      'acquisitionDate',
    ],
    ['an empty name', { name: '   ' }, 'asset/empty-name', 'name'],
    ['a cost over 10조원', { cost: 2e13 }, 'asset/amount-too-large', 'cost'],
  ])('refuses %s with its code and saves nothing', async (_case, body, code, field) => {
    const response = await call('POST', `/${companyId}/assets`, assetBody(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'asset/invalid' });
    expect(response.json().params.problems).toContainEqual(
      expect.objectContaining({ code, field }),
    );
    expect((await list()).total).toBe(0);
  });

  it('refuses an edit into a bad asset and keeps the stored one', async () => {
    const created = await create();
    const response = await call('PUT', `/assets/${created.id}`, {
      ...assetBody({ usefulLifeYears: 0 }),
      version: 1,
    });
    expect(response.statusCode).toBe(400);
    expect((await list()).items[0]).toMatchObject({ usefulLifeYears: 9, version: 1 });
  });

  it('refuses a second asset with the same code (any case) and a body of the wrong shape', async () => {
    await create({ code: 'BUS-01' });
    const twin = await call('POST', `/${companyId}/assets`, assetBody({ code: 'bus-01' }));
    expect(twin.statusCode).toBe(400);
    expect(twin.json().params.problems).toEqual([
      { code: 'asset/duplicate-code', field: 'code', asset: 'bus-01' },
    ]);
    const wrong = await call('POST', `/${companyId}/assets`, { ...assetBody(), cost: '1억' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('validation_failed');
    expect((await list()).total).toBe(1);
  });

  it('lists a page, searching code, name and entity, and filtering by class', async () => {
    for (let i = 1; i <= 5; i++) await create({ code: `BUS-0${i}`, entityId: `R-${i}0${i}` });
    await create({ code: 'BLD-01', name: '차고지 정비동', assetClass: 'building', entityId: null });
    const page = await list('?page=2&pageSize=2');
    expect(page.total).toBe(6);
    expect(page.items.map((a) => a.code)).toEqual(['BUS-03', 'BUS-04']);
    expect((await list('?search=정비동')).items.map((a) => a.code)).toEqual(['BLD-01']);
    expect((await list('?search=r-202')).items.map((a) => a.code)).toEqual(['BUS-02']);
    expect((await list('?assetClass=building')).total).toBe(1);
    expect((await list('?search=%25')).total).toBe(0);
  });

  describe('import', () => {
    const koreanCsv = [
      '자산번호,자산명,자산구분,노선(사업부),취득일,취득원가,잔존가치,내용연수,상각방법,처분일',
      'BUS-2019-01,CNG 버스 10대,차량운반구,R-101,2019.06.10,"1,030,000,000",0,9,정액법,',
      'EQP-2019-01,정비 리프트,기계장치,,2019/03/04,400000000,20000000,8,정률법,',
      'BLD-2011-01,차고지 사무동,건물,,2011-03-28,4200000000,,40,,2030-12-31',
    ].join('\r\n');

    it('reads a Korean CSV: headers, class and method names, dates and amounts', async () => {
      const response = await importFile(t.app, cookie, companyId, {
        fileName: '자산대장.csv',
        bytes: Buffer.from(`\uFEFF${koreanCsv}`, 'utf8'),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ imported: 3, total: 3 });
      const { items } = await list();
      expect(items.map((a) => [a.code, a.assetClass, a.method, a.acquisitionDate])).toEqual([
        ['BUS-2019-01', 'bus', 'straight_line', '2019-06-10'],
        ['EQP-2019-01', 'equipment', 'declining_balance', '2019-03-04'],
        ['BLD-2011-01', 'building', 'straight_line', '2011-03-28'],
      ]);
      expect(items[0]).toMatchObject({
        cost: 1_030_000_000,
        entityId: 'R-101',
        disposalDate: null,
      });
      expect(items[2]).toMatchObject({ residualValue: 0, disposalDate: '2030-12-31' });
    });

    it('reads an xlsx with Excel dates and an xls, in the order of the file', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('자산');
      sheet.addRow(['name', 'class', 'acquisition_date', 'cost', 'useful_life_years', 'code']);
      sheet.addRow(['전기버스 8대', 'bus', new Date(Date.UTC(2022, 4, 9)), 864_000_000, 9, 'B-2']);
      sheet.addRow([
        '급속충전기',
        'equipment',
        new Date(Date.UTC(2023, 2, 20)),
        540_000_000,
        10,
        'E-1',
      ]);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      const first = await importFile(t.app, cookie, companyId, { fileName: 'a.xlsx', bytes: xlsx });
      expect(first.statusCode, first.body).toBe(200);

      const book = XLSX.utils.book_new();
      const rows = [
        ['자산명', '자산구분', '취득일', '취득원가', '내용연수'],
        ['세차기', '비품', '2020-07-06', 200_000_000, 8],
      ];
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
      const xls = XLSX.write(book, { bookType: 'xls', type: 'buffer' }) as Buffer;
      const second = await importFile(t.app, cookie, companyId, { fileName: 'b.xls', bytes: xls });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual({ imported: 1, total: 3 });

      const { items } = await list();
      expect(items.map((a) => [a.name, a.acquisitionDate])).toEqual([
        ['전기버스 8대', '2022-05-09'],
        ['급속충전기', '2023-03-20'],
        ['세차기', '2020-07-06'],
      ]);
    });

    it.each([
      [
        'an unknown column',
        'name,class,acquisition_date,cost,useful_life_years,colour\nA,bus,2020-01-01,1,1,red',
        'asset/unknown-column',
      ],
      [
        'a missing column',
        'name,class,acquisition_date,cost\nA,bus,2020-01-01,1',
        'asset/missing-column',
      ],
      [
        'a repeated column',
        'name,class,자산명,acquisition_date,cost,useful_life_years\nA,bus,B,2020-01-01,1,1',
        'asset/duplicate-column',
      ],
      [
        'an unknown class',
        'name,class,acquisition_date,cost,useful_life_years\nA,boat,2020-01-01,1,1',
        'asset/invalid-class',
      ],
      [
        'an unknown method',
        'name,class,acquisition_date,cost,useful_life_years,method\nA,bus,2020-01-01,1,1,sum_of_years',
        'asset/invalid-method',
      ],
      [
        'a cost that is no number',
        'name,class,acquisition_date,cost,useful_life_years\nA,bus,2020-01-01,1억,1',
        'asset/invalid-number',
      ],
      [
        'useful life 0',
        'name,class,acquisition_date,cost,useful_life_years\nA,bus,2020-01-01,1000,0',
        'asset/useful-life',
      ],
      [
        'a header and no rows',
        'name,class,acquisition_date,cost,useful_life_years\n',
        'asset/no-rows',
      ],
    ])(
      'refuses a file with %s, naming row and column, and saves nothing',
      async (_c, csv, code) => {
        await create({ code: 'KEEP' });
        const response = await importFile(
          t.app,
          cookie,
          companyId,
          { fileName: 'bad.csv', bytes: Buffer.from(csv) },
          'replace',
        );
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().code).toBe('asset/import-invalid');
        expect(problemCodes(response.body)).toContain(code);
        expect((await list()).items.map((a) => a.code)).toEqual(['KEEP']);
      },
    );

    it('names each bad cell with its spreadsheet row', async () => {
      const csv = csvOf([
        { ...assetBody({ code: 'A-1' }) },
        { ...assetBody({ code: 'A-2', residualValue: 2e9 }) },
        { ...assetBody({ code: 'a-1', disposalDate: '2019-01-01' }) },
      ]);
      const response = await importFile(t.app, cookie, companyId, {
        fileName: 'r.csv',
        bytes: csv,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().params).toEqual({
        problemCount: 3,
        problems: [
          {
            row: 3,
            column: 'residual_value',
            code: 'asset/residual-above-cost',
            value: '2000000000',
          },
          {
            row: 4,
            column: 'disposal_date',
            code: 'asset/disposal-before-acquisition',
            value: '2019-01-01',
          },
          { row: 4, column: 'code', code: 'asset/duplicate-code', value: 'a-1' },
        ],
      });
    });

    it('refuses, when appending, a code the register holds; replacing starts over', async () => {
      await create({ code: 'BUS-01' });
      const bytes = csvOf([assetBody({ code: 'bus-01' }), assetBody({ code: 'BUS-02' })]);
      const appended = await importFile(t.app, cookie, companyId, { fileName: 'r.csv', bytes });
      expect(appended.statusCode).toBe(400);
      expect(appended.json().params.problems).toEqual([
        { row: 2, column: 'code', code: 'asset/duplicate-code', value: 'bus-01' },
      ]);
      expect((await list()).total).toBe(1);
      const replaced = await importFile(
        t.app,
        cookie,
        companyId,
        { fileName: 'r.csv', bytes },
        'replace',
      );
      expect(replaced.json()).toEqual({ imported: 2, total: 2 });
      expect((await list()).items.map((a) => a.code)).toEqual(['bus-01', 'BUS-02']);
    });

    it.each([
      ['a PDF renamed .xlsx', 'register.xlsx', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')],
      ['text renamed .xlsx', 'register.xlsx', Buffer.from('name,class\nA,bus\n')],
      ['a PNG', 'register.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ])('refuses %s as not a spreadsheet', async (_c, fileName, bytes) => {
      const response = await importFile(t.app, cookie, companyId, { fileName, bytes });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('file/unsupported-type');
      expect((await list()).total).toBe(0);
    });

    it('refuses a broken zip, an empty file, a file over 5 MB and a form without a file', async () => {
      const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const broken = await importFile(t.app, cookie, companyId, { fileName: 'r.xlsx', bytes: zip });
      expect(broken.json().code).toMatch(/^file\/(corrupt|unsupported-type)$/);
      const empty = await importFile(t.app, cookie, companyId, {
        fileName: 'r.csv',
        bytes: Buffer.alloc(0),
      });
      expect(empty.json().code).toBe('file/empty');
      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);
      const large = await importFile(t.app, cookie, companyId, { fileName: 'r.csv', bytes: big });
      expect(large.statusCode).toBe(413);
      expect(large.json()).toMatchObject({ code: 'file/too-large', params: { maxBytes: 5242880 } });
      const { payload, contentType } = (await import('../financial-data/test-support')).multipart([
        { name: 'mode', value: 'append' },
      ]);
      const none = await t.app.inject({
        method: 'POST',
        url: `${DEPRECIATION}/${companyId}/assets/import`,
        headers: { cookie, 'content-type': contentType },
        payload,
      });
      expect(none.json().code).toBe('file/required');
      expect((await list()).total).toBe(0);
    });

    it('refuses a register of more than 20,000 rows whole', async () => {
      const header = 'name,class,acquisition_date,cost,useful_life_years';
      const rows = Array.from({ length: 20_001 }, (_, i) => `자산${i},bus,2020-01-01,1000,5`);
      const bytes = Buffer.from([header, ...rows].join('\n'));
      const response = await importFile(t.app, cookie, companyId, { fileName: 'r.csv', bytes });
      expect(response.json()).toMatchObject({
        code: 'file/too-many-rows',
        params: { maxRows: 20000 },
      });
      expect((await list()).total).toBe(0);
    });
  });

  describe('template and export', () => {
    it.each(['xlsx', 'csv'] as const)('downloads a %s template that imports', async (format) => {
      for (const lang of ['ko', 'en']) {
        const template = await call('GET', `/assets/template?format=${format}&lang=${lang}`);
        expect(template.statusCode).toBe(200);
        expect(template.headers['content-disposition']).toContain(`.${format}`);
        const imported = await importFile(
          t.app,
          cookie,
          companyId,
          { fileName: `template.${format}`, bytes: template.rawPayload },
          'replace',
        );
        expect(imported.json()).toEqual({ imported: 2, total: 2 });
      }
    });

    it.each(['xlsx', 'csv'] as const)(
      'exports a %s that imports back unchanged',
      async (format) => {
        await create({
          code: '=cmd',
          name: '수식처럼 보이는 "이름", 쉼표',
          disposalDate: '2030-01-31',
        });
        await create({
          code: 'EQ-1',
          assetClass: 'equipment',
          method: 'declining_balance',
          residualValue: 50_000_000,
        });
        const before = (await list()).items;
        const exported = await call('GET', `/${companyId}/assets/export?format=${format}`);
        expect(exported.statusCode).toBe(200);
        const reimported = await importFile(
          t.app,
          cookie,
          companyId,
          { fileName: `export.${format}`, bytes: exported.rawPayload },
          'replace',
        );
        expect(reimported.statusCode, reimported.body).toBe(200);
        const fields = (a: AssetView) => {
          const { id: _i, version: _v, updatedAt: _u, ...rest } = a;
          return rest;
        };
        expect((await list()).items.map(fields)).toEqual(before.map(fields));
      },
    );
  });
});
