import type {
  Company,
  Job,
  StatementDetail,
  StatementSummary,
  TrashList,
  UploadAccepted,
} from '@bus/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuditRetention } from '../../platform/audit/retention';
import { auditEvents } from '../../platform/db/schema/audit';
import { user as users } from '../../platform/db/schema/auth';
import { companies, statements } from '../../platform/db/schema/financial-data';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { membershipRepo } from '../organisations/membership';
import {
  API,
  createFinancialTestApp,
  endedJob,
  fixture,
  formFields,
  type Part,
  upload,
} from './test-support';

/**
 * Issue 14 in the financial data center: two operators with a company of the same name, an
 * authority overseeing the first, and the people around them; each sees exactly its own (or
 * overseen) companies, another organisation's ids answer 404, and deletes go to a trash its
 * organisation's managers restore for 30 days before the retention job purges it.
 */
const OPERATOR_A = '조직 시험 운수 A';
const OPERATOR_B = '조직 시험 운수 B';
const AUTHORITY = '조직 시험 시청';
const SAME_NAME = '같은이름 운수(주)';
const DAY_MS = 24 * 60 * 60 * 1000;

type People = Record<
  | 'userA'
  | 'managerA'
  | 'viewerA'
  | 'unapprovedA'
  | 'userB'
  | 'managerB'
  | 'overseer'
  | 'nobody'
  | 'admin',
  string
>;

const allCsv = async (): Promise<Part> => ({
  name: 'file',
  fileName: 'all.csv',
  bytes: await fixture('samples', 'A_city_bus_300', 'all.csv'),
});
const balanceSheetCsv = async (): Promise<Part> => ({
  name: 'file',
  fileName: 'bs.csv',
  bytes: await fixture('samples', 'B_intercity_small', 'balance_sheet.csv'),
});

describe('organisations in the financial data center (issue 14)', () => {
  let t: TestApp;
  const as = {} as People;
  const orgs = { a: '', b: '' };
  let companyA: Company;
  let companyB: Company;
  let statementsA: StatementSummary[];
  let statementB: StatementSummary;
  let jobA: string;

  const call = (cookie: string, url: string, method = 'GET', payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const listed = async (cookie: string) =>
    ((await call(cookie, '/companies')).json() as { items: Company[] }).items;
  const uploadDone = async (cookie: string, parts: Part[]) => {
    const accepted = await upload(t.app, cookie, parts);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const job = await endedJob(t.app, cookie, (accepted.json() as UploadAccepted).job.id);
    expect(job.status, JSON.stringify(job.error)).toBe('done');
    return job;
  };
  const audited = (action: string) =>
    t.app.services.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, action as 'trash.purged'));

  beforeAll(async () => {
    t = await createFinancialTestApp();
    const { app } = t;
    const inA = { organisation: OPERATOR_A };
    as.userA = await cookieWithRole(app, 'user@a.org.test', 'user', inA);
    as.managerA = await cookieWithRole(app, 'manager@a.org.test', 'manager', inA);
    as.viewerA = await cookieWithRole(app, 'viewer@a.org.test', 'viewer', inA);
    as.unapprovedA = await cookieWithRole(app, 'fresh@a.org.test', 'user', inA);
    as.userB = await cookieWithRole(app, 'user@b.org.test', 'user', { organisation: OPERATOR_B });
    as.managerB = await cookieWithRole(app, 'manager@b.org.test', 'manager', {
      organisation: OPERATOR_B,
    });
    as.overseer = await cookieWithRole(app, 'official@city.org.test', 'analyst', {
      organisation: AUTHORITY,
      kind: 'authority',
    });
    as.nobody = await cookieWithRole(app, 'nobody@org.test', 'user', { organisation: null });
    as.admin = await cookieWithRole(app, 'admin@org.test', 'admin');
    const { db } = app.services.database;
    // A fresh sign-up is not approved yet (the admin-approved claim, data-center-board-admin.md §5).
    await db.update(users).set({ emailVerified: false }).where(eq(users.email, 'fresh@a.org.test'));
    await app.services.sessions.invalidate();
    const members = membershipRepo(db);
    orgs.a = await members.ensureOrganisation(OPERATOR_A, 'operator');
    orgs.b = await members.ensureOrganisation(OPERATOR_B, 'operator');
    await members.grantOversight(await members.ensureOrganisation(AUTHORITY, 'authority'), orgs.a);

    const doneA = await uploadDone(as.userA, [...formFields(SAME_NAME), await allCsv()]);
    jobA = doneA.id;
    const doneB = await uploadDone(as.userB, [
      ...formFields(SAME_NAME, { statementType: 'balance_sheet' }),
      await balanceSheetCsv(),
    ]);
    companyA = (await call(as.userA, `/companies/${doneA.companyId}`)).json() as Company;
    companyB = (await call(as.userB, `/companies/${doneB.companyId}`)).json() as Company;
    statementsA = (
      (await call(as.userA, `/companies/${companyA.id}/statements`)).json() as {
        items: StatementSummary[];
      }
    ).items;
    const listB = await call(as.userB, `/companies/${companyB.id}/statements`);
    statementB = (listB.json() as { items: StatementSummary[] }).items[0] as StatementSummary;
  }, 180_000);
  afterAll(() => t?.close());

  it('keeps two operators’ companies of the same name apart, each in its organisation', () => {
    expect(companyA.id).not.toBe(companyB.id);
    expect(companyA).toMatchObject({
      name: SAME_NAME,
      organisation: { id: orgs.a, name: OPERATOR_A, kind: 'operator' },
      access: 'write',
      statementCount: 3,
    });
    expect(companyB).toMatchObject({ name: SAME_NAME, organisation: { id: orgs.b } });
  });

  it('lists to each exactly the companies it may read, with what it may do', async () => {
    const seen = async (cookie: string) =>
      (await listed(cookie)).map((c) => `${c.organisation.name} ${c.access}`).sort();
    expect(await seen(as.userA)).toEqual([`${OPERATOR_A} write`]);
    expect(await seen(as.viewerA)).toEqual([`${OPERATOR_A} read`]);
    expect(await seen(as.unapprovedA)).toEqual([`${OPERATOR_A} read`]);
    expect(await seen(as.userB)).toEqual([`${OPERATOR_B} write`]);
    expect(await seen(as.overseer)).toEqual([`${OPERATOR_A} read`]);
    expect(await seen(as.nobody)).toEqual([]);
    expect(await seen(as.admin)).toEqual([`${OPERATOR_A} write`, `${OPERATOR_B} write`]);
  });

  it('answers 404 for every row of another organisation, to reads and writes alike', async () => {
    const statement = statementsA[0] as StatementSummary;
    const fileId = statement.sourceFile?.id;
    const detail = (await call(as.userA, `/statements/${statement.id}`)).json() as StatementDetail;
    const account = detail.accounts[0];
    const reads = [
      `/companies/${companyA.id}`,
      `/companies/${companyA.id}/statements`,
      `/companies/${companyA.id}/ratios`,
      `/statements/${statement.id}`,
      `/files/${fileId}`,
      `/jobs/${jobA}`,
    ];
    for (const url of reads) {
      expect((await call(as.userB, url)).statusCode, url).toBe(404);
      expect((await call(as.nobody, url)).statusCode, url).toBe(404);
    }
    const writes: [string, string, object?][] = [
      ['PATCH', `/companies/${companyA.id}`, { businessNumber: null, industry: 'x', version: 1 }],
      ['DELETE', `/companies/${companyA.id}`],
      ['POST', `/companies/${companyA.id}/ratios`, { fiscalYear: 2024, ratios: {} }],
      ['PATCH', `/statements/${statement.id}`, { version: statement.version }],
      ['DELETE', `/statements/${statement.id}`],
      ['POST', `/statements/${statement.id}/validate`],
      [
        'PUT',
        `/statements/${statement.id}/accounts/${account?.id}`,
        { name: 'x', currentValue: 1, previousValue: 1, version: statement.version },
      ],
    ];
    for (const [method, url, body] of writes) {
      const response = await call(as.userB, url, method, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await listed(as.userA))[0]?.statementCount).toBe(3);
  });

  it("refuses to edit another organisation's account row through one's own statement", async () => {
    const theirs = (await call(as.userA, `/statements/${statementsA[0]?.id}`).then((r) =>
      r.json(),
    )) as StatementDetail;
    const account = theirs.accounts[0];
    const response = await call(
      as.userB,
      `/statements/${statementB.id}/accounts/${account?.id}`,
      'PUT',
      { name: '가로챈 계정', currentValue: 1, previousValue: 1, version: statementB.version },
    );
    expect(response.statusCode).toBe(404);
    const after = (await call(as.userA, `/statements/${theirs.id}`)).json() as StatementDetail;
    expect(after.accounts[0]).toEqual(account);
  });

  it('lets an overseer read the operators it oversees, audited, and change nothing', async () => {
    const statement = statementsA[0] as StatementSummary;
    for (const url of [
      `/companies/${companyA.id}`,
      `/companies/${companyA.id}/statements`,
      `/statements/${statement.id}`,
      `/files/${statement.sourceFile?.id}`,
      `/companies/${companyA.id}/ratios`,
    ]) {
      expect((await call(as.overseer, url)).statusCode, url).toBe(200);
    }
    expect((await call(as.overseer, `/companies/${companyB.id}`)).statusCode).toBe(404);
    // An overseer reads figures, not uploads in progress.
    expect((await call(as.overseer, `/jobs/${jobA}`)).statusCode).toBe(404);
    const patch = { businessNumber: null, industry: '시내버스', version: companyA.version };
    const refused = [
      await call(as.overseer, `/companies/${companyA.id}`, 'PATCH', patch),
      await call(as.overseer, `/companies/${companyA.id}`, 'DELETE'),
      await call(as.overseer, `/statements/${statement.id}`, 'DELETE'),
      await call(as.overseer, `/statements/${statement.id}/validate`, 'POST'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    const reads = (await audited('oversight.read')).filter((e) => e.organisationId === orgs.a);
    expect(reads.map((e) => (e.detail as { id?: string }).id)).toContain(companyA.id);
  });

  it('lets a viewer and an unapproved account read their own organisation but not write', async () => {
    const patch = { businessNumber: null, industry: '시내버스', version: companyA.version };
    const viewer = await call(as.viewerA, `/companies/${companyA.id}`, 'PATCH', patch);
    const unapproved = await call(as.unapprovedA, `/companies/${companyA.id}`, 'PATCH', patch);
    expect(viewer.statusCode).toBe(403);
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json()).toMatchObject({ code: 'organisation/not-approved' });
    expect((await call(as.unapprovedA, `/companies/${companyA.id}`)).statusCode).toBe(200);
    const upload403 = await upload(t.app, as.unapprovedA, [
      ...formFields('미승인 운수'),
      await balanceSheetCsv(),
    ]);
    expect(upload403.statusCode).toBe(403);
    expect(upload403.json()).toMatchObject({ code: 'organisation/not-approved' });
  });

  it('puts uploads into the uploader’s organisation; only an admin names another', async () => {
    const parts = async (name: string, extra: Record<string, string> = {}) => [
      ...formFields(name, { statementType: 'balance_sheet', ...extra }),
      await balanceSheetCsv(),
    ];
    const none = await upload(t.app, as.nobody, await parts('소속 없음 운수'));
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'organisation/none' });
    const elsewhere = await upload(
      t.app,
      as.userA,
      await parts('남의 조직 운수', { organisationId: orgs.b }),
    );
    expect(elsewhere.statusCode).toBe(403);
    const unknown = await upload(
      t.app,
      as.admin,
      await parts('없는 조직 운수', { organisationId: '00000000-0000-4000-8000-000000000001' }),
    );
    expect(unknown.statusCode).toBe(400);

    // The same name in B is B's company, whoever uploads into B.
    const intoB = await uploadDone(as.admin, await parts(SAME_NAME, { organisationId: orgs.b }));
    expect(intoB.companyId).toBe(companyB.id);
    const mine = await uploadDone(as.userA, await parts('내 조직 운수'));
    const created = (await call(as.admin, `/companies/${mine.companyId}`)).json() as Company;
    expect(created.organisation.id).toBe(orgs.a);
    const jobRow = (await call(as.managerA, `/jobs/${mine.id}`)).json() as Job;
    expect(jobRow.companyId).toBe(mine.companyId);
  });

  it('moves a deleted statement to the trash that its managers list and restore', async () => {
    const statement = statementsA[2] as StatementSummary;
    expect((await call(as.userA, `/statements/${statement.id}`, 'DELETE')).statusCode).toBe(204);
    expect((await call(as.userA, `/statements/${statement.id}`)).statusCode).toBe(404);
    expect((await listed(as.userA)).find((c) => c.id === companyA.id)?.statementCount).toBe(2);

    expect((await call(as.userA, '/trash')).statusCode).toBe(403);
    const trash = (await call(as.managerA, '/trash')).json() as TrashList;
    expect(trash.companies).toEqual([]);
    expect(trash.statements).toEqual([
      expect.objectContaining({
        id: statement.id,
        companyId: companyA.id,
        organisation: { id: orgs.a, name: OPERATOR_A, kind: 'operator' },
        deletedBy: expect.objectContaining({ name: '테스트' }),
        daysLeft: 30,
      }),
    ]);
    expect(((await call(as.managerB, '/trash')).json() as TrashList).statements).toEqual([]);
    const adminTrash = (await call(as.admin, '/trash')).json() as TrashList;
    expect(adminTrash.statements.map((s) => s.id)).toContain(statement.id);

    const restore = (cookie: string) =>
      call(cookie, `/trash/statements/${statement.id}/restore`, 'POST');
    expect((await restore(as.managerB)).statusCode).toBe(404);
    expect((await restore(as.managerA)).statusCode).toBe(204);
    expect((await restore(as.managerA)).statusCode).toBe(404);
    expect((await call(as.userA, `/statements/${statement.id}`)).statusCode).toBe(200);
    const trail = [
      ...(await audited('statement.deleted')),
      ...(await audited('statement.restored')),
    ];
    expect(trail.map((e) => [e.action, e.organisationId])).toEqual([
      ['statement.deleted', orgs.a],
      ['statement.restored', orgs.a],
    ]);
  });

  it('trashes a company whole; restoring it is refused while a live company has its name', async () => {
    expect((await call(as.userA, `/companies/${companyA.id}`, 'DELETE')).statusCode).toBe(204);
    expect(await listed(as.userA)).not.toContainEqual(expect.objectContaining({ id: companyA.id }));
    expect((await call(as.overseer, `/companies/${companyA.id}`)).statusCode).toBe(404);
    expect((await call(as.userA, `/statements/${statementsA[0]?.id}`)).statusCode).toBe(404);
    // A statement under a trashed company comes back with the company only.
    const alone = await call(
      as.managerA,
      `/trash/statements/${statementsA[0]?.id}/restore`,
      'POST',
    );
    expect(alone.statusCode).toBe(404);
    const trash = (await call(as.managerA, '/trash')).json() as TrashList;
    expect(trash.companies).toEqual([
      expect.objectContaining({ id: companyA.id, statementCount: 3, daysLeft: 30 }),
    ]);

    // The name is free again in A: a new upload makes a new company.
    const again = await uploadDone(as.userA, [
      ...formFields(SAME_NAME, { statementType: 'balance_sheet' }),
      await balanceSheetCsv(),
    ]);
    expect(again.companyId).not.toBe(companyA.id);
    const restore = () => call(as.managerA, `/trash/companies/${companyA.id}/restore`, 'POST');
    const taken = await restore();
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'organisation/name-taken' });
    expect(
      (await call(as.managerB, `/trash/companies/${companyA.id}/restore`, 'POST')).statusCode,
    ).toBe(404);
    expect((await call(as.managerA, `/companies/${again.companyId}`, 'DELETE')).statusCode).toBe(
      204,
    );
    expect((await restore()).statusCode).toBe(204);
    const back = (await call(as.userA, `/companies/${companyA.id}`)).json() as Company;
    expect(back.statementCount).toBe(3);
    const events = await audited('company.restored');
    expect(events.map((e) => e.organisationId)).toEqual([orgs.a]);
    expect((await audited('company.deleted')).map((e) => e.organisationId)).toEqual([
      orgs.a,
      orgs.a,
    ]);
  });

  it('purges what was trashed more than 30 days ago, with its stored originals', async () => {
    const { db } = t.app.services.database;
    const { storage, audit } = t.app.services;
    expect((await call(as.userB, `/statements/${statementB.id}`, 'DELETE')).statusCode).toBe(204);
    expect((await call(as.managerA, `/companies/${companyA.id}`, 'DELETE')).statusCode).toBe(204);
    const longAgo = new Date(Date.now() - 31 * DAY_MS);
    await db.update(companies).set({ deletedAt: longAgo }).where(eq(companies.id, companyA.id));
    await db.update(statements).set({ deletedAt: longAgo }).where(eq(statements.id, statementB.id));
    const filesBefore = await storage.stats();

    const retention = startAuditRetention({ db, log: t.app.log, trash: { storage, audit } });
    await retention.stop();

    const left = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(eq(companies.id, companyA.id));
    expect(left[0]?.n).toBe(0);
    const statementLeft = await db
      .select({ id: statements.id })
      .from(statements)
      .where(and(eq(statements.id, statementB.id)));
    expect(statementLeft).toEqual([]);
    // Company A's original goes with it, and B's first balance sheet, read by that statement only.
    expect((await storage.stats()).files).toBe(filesBefore.files - 2);
    const purged = await audited('trash.purged');
    const byOrg = Object.fromEntries(purged.map((e) => [e.organisationId, e.detail]));
    expect(byOrg[orgs.a]).toMatchObject({ companies: 1, statements: 3, files: 1 });
    expect(byOrg[orgs.b]).toMatchObject({ companies: 0, statements: 1, files: 1 });
    // Only the company trashed days ago (not 31) is still there to restore.
    const trash = (await call(as.managerA, '/trash')).json() as TrashList;
    expect(trash.companies.map((c) => c.id)).not.toContain(companyA.id);
    expect(trash.companies).toHaveLength(1);
  });
});
