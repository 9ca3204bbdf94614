import type { Company } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import {
  API,
  createFinancialTestApp,
  finishedJob,
  fixture,
  formFields,
  type Part,
  upload,
} from './test-support';

/** Registered numbers with valid NTS check digits (Samsung Electronics, Naver). */
const SAMSUNG = '124-81-00998';
const NAVER = '220-81-62517';

describe('company business number and industry', () => {
  let t: TestApp;
  let user: string;
  let viewer: string;
  let csv: Buffer;

  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'details@example.kr', 'user');
    viewer = await cookieWithRole(t.app, 'details-reader@example.kr', 'viewer');
    csv = await fixture('statements', 'A_city_bus_300', 'statements-utf8.csv');
  });
  afterAll(() => t.close());

  const file = (): Part => ({ name: 'file', fileName: 'statements.csv', bytes: csv });

  /** Uploads the sample CSV for `name` with `extra` fields and waits for its job. */
  async function uploaded(name: string, extra: Record<string, string> = {}): Promise<Company> {
    const response = await upload(t.app, user, [...formFields(name, extra), file()]);
    expect(response.statusCode).toBe(202);
    const job = await finishedJob(t.app, user, response.json().job.id);
    expect(job.status).toBe('done');
    return companyNamed(name);
  }

  async function companyNamed(name: string): Promise<Company> {
    const response = await t.app.inject({
      url: `${API}/companies?q=${encodeURIComponent(name)}`,
      headers: { cookie: user },
    });
    const company = (response.json() as { items: Company[] }).items.find((c) => c.name === name);
    if (!company) throw new Error(`no company ${name}`);
    return company;
  }

  const patch = (id: string, body: unknown, cookie = user) =>
    t.app.inject({
      method: 'PATCH',
      url: `${API}/companies/${id}`,
      headers: { cookie },
      payload: body as Record<string, unknown>,
    });

  it('sets both on the company an upload creates, the number stored as ten digits', async () => {
    const company = await uploaded('번호운수(주)', {
      businessNumber: SAMSUNG,
      industry: '시내버스 운송업',
    });
    expect(company).toMatchObject({ businessNumber: '1248100998', industry: '시내버스 운송업' });
  });

  it('refuses an upload whose business number fails the checksum, naming the field', async () => {
    const response = await upload(t.app, user, [
      ...formFields('체크섬운수', { businessNumber: '124-81-00997' }),
      file(),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      params: { field: 'businessNumber' },
    });
  });

  it('refuses an industry over 50 characters in the upload form', async () => {
    const response = await upload(t.app, user, [
      ...formFields('업종운수', { industry: '가'.repeat(51) }),
      file(),
    ]);
    expect(response.json()).toMatchObject({ params: { field: 'industry' } });
  });

  it('fills what an existing company lacks and never overwrites what it has', async () => {
    const first = await uploaded('채움운수', { industry: '시외버스 운송업' });
    expect(first).toMatchObject({ businessNumber: null, industry: '시외버스 운송업' });
    const second = await uploaded('채움운수', { businessNumber: NAVER, industry: '전세버스' });
    expect(second).toMatchObject({ businessNumber: '2208162517', industry: '시외버스 운송업' });
    expect(second.version).toBeGreaterThan(first.version);
    const third = await uploaded('채움운수', { businessNumber: SAMSUNG });
    expect(third).toMatchObject({ businessNumber: '2208162517', version: second.version });
  });

  it('edits both with the current version and bumps it', async () => {
    const company = await uploaded('수정운수');
    const response = await patch(company.id, {
      businessNumber: '2208162517',
      industry: '  마을버스 운송업 ',
      version: company.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      businessNumber: '2208162517',
      industry: '마을버스 운송업',
      version: company.version + 1,
      statementCount: 3,
    });
    expect(await companyNamed('수정운수')).toMatchObject({ businessNumber: '2208162517' });
  });

  it('answers 409 conflict with the current version to a stale edit and keeps the data', async () => {
    const company = await companyNamed('수정운수');
    const stale = await patch(company.id, {
      businessNumber: SAMSUNG,
      industry: null,
      version: company.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'conflict',
      params: { currentVersion: company.version },
    });
    expect(await companyNamed('수정운수')).toEqual(company);
  });

  it('clears both with null', async () => {
    const company = await companyNamed('수정운수');
    const response = await patch(company.id, {
      businessNumber: null,
      industry: null,
      version: company.version,
    });
    expect(response.json()).toMatchObject({ businessNumber: null, industry: null });
  });

  it.each([
    ['a wrong check digit', { businessNumber: '220-81-62518', industry: null }, 'businessNumber'],
    ['nine digits', { businessNumber: '220816251', industry: null }, 'businessNumber'],
    [
      'an industry over 50 characters',
      { businessNumber: null, industry: 'x'.repeat(51) },
      'industry',
    ],
    ['an empty industry', { businessNumber: null, industry: ' ' }, 'industry'],
  ])('refuses %s with validation_failed naming the field', async (_, body, field) => {
    const company = await companyNamed('수정운수');
    const response = await patch(company.id, { ...body, version: company.version });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', params: { field } });
    expect(await companyNamed('수정운수')).toEqual(company);
  });

  it('lets a viewer read but not edit', async () => {
    const company = await companyNamed('수정운수');
    const response = await patch(
      company.id,
      { businessNumber: SAMSUNG, industry: null, version: company.version },
      viewer,
    );
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for a company that does not exist', async () => {
    const response = await patch('00000000-0000-4000-8000-000000000000', {
      businessNumber: null,
      industry: null,
      version: 1,
    });
    expect(response.statusCode).toBe(404);
  });
});
