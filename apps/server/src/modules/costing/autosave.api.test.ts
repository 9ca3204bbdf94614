import {
  adjustmentFor,
  type ClassifiedLine,
  type CostDocumentHistory,
  type OtherAdjustment,
  type OtherAdjustmentList,
  type TransportCostView,
} from '@bus/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { createFinancialTestApp } from '../financial-data/test-support';
import { COSTING, uploadSample } from './test-support';

describe('transport cost autosave, other adjustments, export and roles', () => {
  let t: TestApp;
  let user: string;
  let colleague: string;
  let viewer: string;
  let period: string;

  const inject = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `${COSTING}${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const view = async (cookie = user) => {
    const response = await inject('GET', `${period}/transport-cost`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TransportCostView;
  };
  const line = (v: TransportCostView, name: string, statement = 'cost_statement') => {
    const found = v.classifications.find((l) => l.name === name && l.statement === statement);
    if (!found) throw new Error(`no line ${name}`);
    return found;
  };

  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'editor@example.kr', 'user');
    colleague = await cookieWithRole(t.app, 'colleague@example.kr', 'user');
    viewer = await cookieWithRole(t.app, 'reader@example.kr', 'viewer');
    const companyId = await uploadSample(t.app, user, 'A_city_bus_300', '자동저장버스(주)');
    period = `/${companyId}/2024`;
  }, 120_000);
  afterAll(() => t.close());

  let moved: ClassifiedLine;
  let before: TransportCostView;

  it('moves a line to another category: the totals change and the decision carries who and why', async () => {
    before = await view();
    moved = before.classifications.find(
      (l) => l.category === 'transportation_cost' && !l.excluded && l.amount > 0,
    ) as ClassifiedLine;
    expect(moved).toBeDefined();
    const saved = await inject('PUT', `${period}/adjustments`, user, {
      version: 0,
      adjustments: [
        adjustmentFor(moved, { category: 'administration_cost', note: '본사 관리 인력' }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as TransportCostView;
    expect(after.summary.transportationCost).toBe(before.summary.transportationCost - moved.amount);
    expect(after.summary.administrationCost).toBe(before.summary.administrationCost + moved.amount);
    expect(after.summary.appropriateCost).toBe(before.summary.appropriateCost);
    const again = line(after, moved.name, moved.statement);
    expect(again).toMatchObject({
      category: 'administration_cost',
      manual: true,
      original: { category: 'transportation_cost', amount: moved.amount },
      adjustment: { note: '본사 관리 인력', updatedBy: { name: '테스트' } },
    });
    expect(after.document).toMatchObject({ version: 1, updatedBy: { name: '테스트' } });
    expect(await view()).toEqual(after);
  });

  it('refuses a save based on an old version with 409 and the current document, overwriting nothing', async () => {
    const stale = await inject('PUT', `${period}/adjustments`, colleague, {
      version: 0,
      adjustments: [adjustmentFor(moved, { excluded: true })],
    });
    expect(stale.statusCode).toBe(409);
    const problem = stale.json();
    expect(problem).toMatchObject({ code: 'conflict', params: { currentVersion: 1 } });
    expect(line(problem.params.current, moved.name, moved.statement)).toMatchObject({
      category: 'administration_cost',
      excluded: false,
    });
    const now = await view();
    expect(now.document.version).toBe(1);
    expect(line(now, moved.name, moved.statement)).toMatchObject({
      category: 'administration_cost',
      excluded: false,
    });
    const history = (await inject('GET', `${period}/adjustments/history`, viewer)).json();
    expect((history as CostDocumentHistory).items).toMatchObject([
      { version: 1, before: [], after: [{ key: moved.key, category: 'administration_cost' }] },
    ]);
  });

  it('keeps the decision when the statements are uploaded again (new account ids)', async () => {
    const companyId = period.split('/')[1] as string;
    expect(await uploadSample(t.app, user, 'A_city_bus_300', '자동저장버스(주)')).toBe(companyId);
    const reloaded = await view();
    const again = line(reloaded, moved.name, moved.statement);
    expect(again.accountId).not.toBe(moved.accountId);
    expect(again).toMatchObject({ category: 'administration_cost', manual: true });
    expect(reloaded.unmatchedAdjustments).toEqual([]);
    expect(reloaded.summary.administrationCost).toBe(
      before.summary.administrationCost + moved.amount,
    );
  });

  it('stamps only a changed decision with the saving user', async () => {
    const current = await view();
    const first = current.classifications.find((l) => l.adjustment)?.adjustment;
    const other = current.classifications.find(
      (l) => l.category === 'administration_cost' && !l.manual && !l.excluded && l.amount > 0,
    ) as ClassifiedLine;
    const saved = await inject('PUT', `${period}/adjustments`, colleague, {
      version: current.document.version,
      adjustments: [
        {
          accountId: first?.accountId,
          key: first?.key,
          category: first?.category,
          note: first?.note,
        },
        adjustmentFor(other, { excluded: true }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as TransportCostView;
    expect(line(after, moved.name, moved.statement).adjustment?.updatedAt).toBe(first?.updatedAt);
    expect(line(after, other.name, other.statement)).toMatchObject({
      excluded: true,
      adjustment: { updatedBy: { name: '테스트' } },
    });
    expect(after.summary.administrationCost).toBe(
      current.summary.administrationCost - other.amount,
    );
  });

  it('adds an other adjustment that flows into the totals, and deletes it', async () => {
    const base = await view();
    const created = await inject('POST', `${period}/other-adjustments`, user, {
      category: 'non_operating_expense',
      amount: 12_345_678,
      reason: '소송 충당금 반영',
    });
    expect(created.statusCode, created.body).toBe(201);
    const adjustment = created.json() as OtherAdjustment;
    expect(adjustment).toMatchObject({ amount: 12_345_678, author: { name: '테스트' } });
    const list = (await inject('GET', `${period}/other-adjustments`, viewer)).json();
    expect(list as OtherAdjustmentList).toMatchObject({ total: 12_345_678 });
    const after = await view();
    expect(after.baseSummary).toEqual(base.baseSummary);
    expect(after.summary.nonOperatingExpense).toBe(base.summary.nonOperatingExpense + 12_345_678);
    expect(after.summary.appropriateCost).toBe(base.summary.appropriateCost + 12_345_678);
    expect(after.otherAdjustmentsTotal).toBe(12_345_678);
    expect(after.totalCost).toBeGreaterThan(base.totalCost);

    const bad = await inject('POST', `${period}/other-adjustments`, user, {
      category: 'unclassified',
      amount: 1.5,
      reason: '',
    });
    expect(bad.statusCode).toBe(400);

    const removed = await inject('DELETE', `${period}/other-adjustments/${adjustment.id}`, user);
    expect(removed.statusCode).toBe(204);
    expect((await view()).summary).toEqual(base.summary);
  });

  it('exports the screen as a styled workbook with Korean headers and the total in won', async () => {
    const current = await view();
    const response = await inject('GET', `${period}/export/transport-cost.xlsx`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('요약');
    expect(summary?.getRow(1).getCell(1).value).toBe('항목');
    expect(summary?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const totalRow = summary
      ?.getSheetValues()
      .findIndex((row) => Array.isArray(row) && row[1] === '총괄원가');
    const total = summary?.getRow(totalRow ?? 0);
    expect(total?.getCell(2).value).toBe(current.totalCost);
    expect(total?.getCell(2).numFmt).toBe('#,##0');
    expect(total?.font?.bold).toBe(true);
    const lines = workbook.getWorksheet('원가 항목');
    expect(lines?.getRow(1).values).toContain('계정과목');

    for (const screen of ['investment', 'financial-support']) {
      const other = await inject('GET', `${period}/export/${screen}.xlsx`, viewer);
      expect(other.statusCode, screen).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(other.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets.length).toBeGreaterThan(0);
    }
    expect((await inject('GET', `${period}/export/other.xlsx`, viewer)).statusCode).toBe(404);
  });

  it('lets a viewer read but not write, and nobody anonymous at all', async () => {
    expect((await inject('GET', `${period}/transport-cost`)).statusCode).toBe(401);
    expect((await inject('GET', `${period}/export/transport-cost.xlsx`)).statusCode).toBe(401);
    expect((await inject('GET', '/financial-support')).statusCode).toBe(401);
    const version = (await view(viewer)).document.version;
    const writes: Array<['PUT' | 'POST', string, object]> = [
      ['PUT', `${period}/adjustments`, { version, adjustments: [] }],
      [
        'POST',
        `${period}/other-adjustments`,
        { category: 'administration_cost', amount: 1, reason: 'x' },
      ],
      ['POST', `${period}/financial-support`, {}],
    ];
    for (const [method, url, payload] of writes) {
      expect((await inject(method, url, viewer, payload)).statusCode, url).toBe(403);
      expect((await inject(method, url, undefined, payload)).statusCode, url).toBe(401);
    }
    expect((await view()).document.version).toBe(version);
  });
});
