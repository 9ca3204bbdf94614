import type { Company, StatementSummary } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { DEMO_ORGANISATIONS } from '../organisations/demo-organisations';
import { DEMO_COMPANIES, seedDemoCompanies, seedDemoPayroll } from './demo-companies';
import { API, createFinancialTestApp } from './test-support';

describe('sample companies in development', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createFinancialTestApp();
    admin = await cookieWithRole(t.app, 'demo-admin@example.kr', 'admin');
  });
  afterAll(() => t.close());

  const companies = () =>
    t.app
      .inject({ url: `${API}/companies`, headers: { cookie: admin } })
      .then((r) => (r.json() as { items: Company[] }).items);
  const seed = (nodeEnv: 'development' | 'test') =>
    seedDemoCompanies(
      { ...t.app.services.config, nodeEnv, demoSeed: true },
      t.app.services.auth,
      t.app.services.financialData,
    );

  it('seeds nothing outside development', async () => {
    // Each sample's uploader, placed in its operator organisation as the demo accounts' seed does.
    for (const company of DEMO_COMPANIES) {
      const { name, kind } = DEMO_ORGANISATIONS[company.organisation];
      await cookieWithRole(t.app, company.uploader, 'user', { organisation: name, kind });
    }
    expect(await seed('test')).toEqual([]);
    expect(await companies()).toEqual([]);
  });

  it('imports each sample as its uploader into its organisation once, then leaves them alone', async () => {
    expect(await seed('development')).toEqual(DEMO_COMPANIES.map((c) => c.name));
    await expect
      .poll(async () => (await companies()).map((c) => c.statementCount), { timeout: 60_000 })
      .toEqual([3, 3]);
    expect(await seed('development')).toEqual([]);
    const listed = await companies();
    expect(listed.map((c) => c.name).sort()).toEqual(DEMO_COMPANIES.map((c) => c.name).sort());
    for (const sample of DEMO_COMPANIES) {
      const company = listed.find((c) => c.name === sample.name);
      expect(company?.organisation.name).toBe(DEMO_ORGANISATIONS[sample.organisation].name);
    }
    for (const company of listed) {
      const statements = await t.app
        .inject({ url: `${API}/companies/${company.id}/statements`, headers: { cookie: admin } })
        .then((r) => (r.json() as { items: StatementSummary[] }).items);
      expect(statements.map((s) => s.status)).toEqual(['verified', 'verified', 'verified']);
      expect(statements[0]?.sourceFile?.name).toBe('statements.xlsx');
    }
  });

  it("adds sample A's 2024 payroll register once its company exists, once", async () => {
    const payrollCounts = async () =>
      Object.fromEntries((await companies()).map((c) => [c.name, c.payrollCount]));
    expect(await seedDemoPayroll(t.app.services)).toEqual(['payroll']);
    // Queued or read: not queued again.
    expect(await seedDemoPayroll(t.app.services)).toEqual([]);
    const [sampleA, sampleB] = DEMO_COMPANIES;
    await expect
      .poll(payrollCounts, { timeout: 60_000 })
      .toEqual({ [sampleA.name]: 1, [sampleB.name]: 0 });
    expect(await seedDemoPayroll(t.app.services)).toEqual([]);
  });
});
