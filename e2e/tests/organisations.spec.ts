import { type Browser, expect, type Page, test } from '@playwright/test';
import { BASE_URL, DEMO_COMPANIES, signInByApi } from './support';

/**
 * Issue 14 acceptance: two operators and a city official, each in a browser of their own (separate
 * cookie jars, as on three machines), see exactly what they should: their own company, not the
 * other operator's, and the official both, read-only.
 */
const GARAM_USER = 'user@demo.local';
const NURI_USER = 'user@nuri.demo.local';
const OFFICIAL = 'official@city.demo.local';

async function browserOf(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'ko-KR' });
  const page = await context.newPage();
  await signInByApi(page, email);
  return page;
}

async function companyIds(page: Page): Promise<Record<string, string>> {
  const response = await page.request.get('/api/financial-data/companies');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  return Object.fromEntries(items.map((company) => [company.name, company.id]));
}

test('two operators and an official each see what they should', async ({ browser }) => {
  test.setTimeout(180_000);
  const [garam, nuri, official] = await Promise.all([
    browserOf(browser, GARAM_USER),
    browserOf(browser, NURI_USER),
    browserOf(browser, OFFICIAL),
  ]);

  // The data center lists each operator's own company only.
  for (const [page, own, other] of [
    [garam, DEMO_COMPANIES.garam, DEMO_COMPANIES.nuri],
    [nuri, DEMO_COMPANIES.nuri, DEMO_COMPANIES.garam],
  ] as const) {
    await page.goto('/financial-data-center/manage');
    const table = page.getByTestId('fdc-companies');
    await expect(table.getByText(own)).toBeVisible({ timeout: 60_000 });
    await expect(table.getByText(other)).toHaveCount(0);
  }

  // The official reads both, each labelled with its operator.
  await official.goto('/financial-data-center/manage');
  const officialTable = official.getByTestId('fdc-companies');
  await expect(officialTable.getByText(DEMO_COMPANIES.garam)).toBeVisible({ timeout: 60_000 });
  await expect(officialTable.getByText(DEMO_COMPANIES.nuri)).toBeVisible();
  await expect(officialTable).toContainText('가람교통(주) [가상]');
  await expect(officialTable).toContainText('누리운수(주) [가상]');

  // Nuri cannot open Garam's figures even with the address a Garam user would share.
  const garamId = (await companyIds(garam))[DEMO_COMPANIES.garam] as string;
  expect(garamId).toBeTruthy();
  const forbidden = await nuri.request.get(`/api/costing/${garamId}/2024/transport-cost`);
  expect(forbidden.status()).toBe(404);
  expect(Object.keys(await companyIds(nuri))).toEqual([DEMO_COMPANIES.nuri]);

  // The official reads Garam's transport cost, without edit controls, and cannot change it.
  await official.goto(`/transportation-general-cost?company=${garamId}&year=2024`);
  await expect(official.getByTestId('tc-sum-transportationCost')).toHaveText('67,189,500,000원', {
    timeout: 60_000,
  });
  await expect(official.getByText('읽기 전용').first()).toBeVisible();
  await expect(
    official.getByTestId('tc-table-administration_cost').getByRole('combobox'),
  ).toHaveCount(0);
  const write = await official.request.put(`/api/costing/${garamId}/2024/adjustments`, {
    data: { version: 1, adjustments: [] },
    headers: { origin: BASE_URL },
  });
  expect(write.status()).toBe(403);

  await Promise.all([garam, nuri, official].map((page) => page.context().close()));
});
