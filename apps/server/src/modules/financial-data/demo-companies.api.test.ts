import type { Company, StatementSummary } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../platform/auth/demo-accounts';
import { ensureUser } from '../../platform/auth/ensure-user';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { DEMO_COMPANIES, DEMO_UPLOADER, seedDemoCompanies } from './demo-companies';
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
    await ensureUser(t.app.services.auth, {
      email: DEMO_UPLOADER,
      password: DEMO_PASSWORD,
      name: '데모 사용자',
      role: 'user',
    });
    expect(await seed('test')).toEqual([]);
    expect(await companies()).toEqual([]);
  });

  it('imports both samples through the upload path once, then leaves them alone', async () => {
    expect(await seed('development')).toEqual(DEMO_COMPANIES.map((c) => c.name));
    await expect
      .poll(async () => (await companies()).map((c) => c.statementCount), { timeout: 60_000 })
      .toEqual([3, 3]);
    expect(await seed('development')).toEqual([]);
    const listed = await companies();
    expect(listed.map((c) => c.name).sort()).toEqual(DEMO_COMPANIES.map((c) => c.name).sort());
    for (const company of listed) {
      const statements = await t.app
        .inject({ url: `${API}/companies/${company.id}/statements`, headers: { cookie: admin } })
        .then((r) => (r.json() as { items: StatementSummary[] }).items);
      expect(statements.map((s) => s.status)).toEqual(['verified', 'verified', 'verified']);
      expect(statements[0]?.sourceFile?.name).toBe('statements.xlsx');
    }
  });
});
