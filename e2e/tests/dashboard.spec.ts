import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BASE_URL, DEMO_COMPANIES, seededCompanyId, signInByApi, USER_STATE } from './support';

/**
 * Issue 18 §4 acceptance: the seeded operator's dashboard shows the figures of its costing
 * screens (both opened, their text compared), the year picker changes them, the export downloads
 * a workbook of the same numbers, and the city official sees the two operators side by side.
 */
test.use({ storageState: USER_STATE });
test.describe.configure({ mode: 'serial' });

const OFFICIAL = 'official@city.demo.local';
const SAMPLE_B = join(
  import.meta.dirname,
  '..',
  '..',
  'fixtures',
  'samples',
  'B_intercity_small',
  'all.csv',
);
/** A company of the demo operator with 2023 statements only, made and removed by this spec. */
const COMPANY_2023 = '대시보드 연도 시험 버스(주)';

async function text(page: Page, testId: string): Promise<string> {
  const locator = page.getByTestId(testId);
  await expect(locator).toBeVisible({ timeout: 60_000 });
  return (await locator.textContent())?.trim() ?? '';
}

/** Sample B's statements relabelled as fiscal 2023, uploaded as a new company; its id. */
async function upload2023(request: APIRequestContext): Promise<string> {
  const csv = readFileSync(SAMPLE_B, 'utf8').replace(/^([a-z_]+),2024,/gm, '$1,2023,');
  const response = await request.post('/api/financial-data/uploads', {
    multipart: {
      companyName: COMPANY_2023,
      fiscalYear: '2023',
      file: { name: 'all.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') },
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  const { job } = (await response.json()) as { job: { id: string } };
  type JobState = { status: string; companyId: string | null };
  const state = async () =>
    (await (await request.get(`/api/financial-data/jobs/${job.id}`)).json()) as JobState;
  await expect.poll(async () => (await state()).status, { timeout: 120_000 }).toBe('done');
  return (await state()).companyId ?? '';
}

async function officialPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'ko-KR' });
  const page = await context.newPage();
  await signInByApi(page, OFFICIAL);
  return page;
}

test('the official sees both operators side by side, read only', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await officialPage(browser);
  await page.goto('/dashboard');
  const table = page.getByTestId('dash-compare');
  await expect(table).toBeVisible({ timeout: 60_000 });
  const rows = table.getByTestId('dash-compare-row');
  // One row per overseen company: the two operators' (other specs may add companies to them).
  await expect(rows.filter({ hasText: DEMO_COMPANIES.garam })).toHaveCount(1);
  await expect(rows.filter({ hasText: DEMO_COMPANIES.nuri })).toHaveCount(1);
  await expect(page.getByTestId('dash-company')).toContainText('조회 전용');
  // Each operator's own cards open from its row.
  const nuri = rows.filter({ hasText: DEMO_COMPANIES.nuri });
  await nuri.getByRole('button', { name: DEMO_COMPANIES.nuri }).click();
  await expect(page.getByTestId('dash-company')).toContainText(DEMO_COMPANIES.nuri);
  await page.context().close();
});

test("the operator's dashboard shows its costing screens' figures, to the won", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const companyId = await seededCompanyId(page.request, DEMO_COMPANIES.garam);
  await page.goto('/dashboard');
  const shown = {
    totalCost: await text(page, 'dash-totalCost'),
    operatingExpense: await text(page, 'dash-operatingExpense'),
    investmentCompensation: await text(page, 'dash-investmentCompensation'),
    transportLoss: await text(page, 'dash-transportLoss'),
    supportGap: await text(page, 'dash-supportGap'),
  };
  expect(shown.totalCost).toMatch(/^[\d,]+원$/);
  await expect(page.getByTestId('dash-company')).toContainText(DEMO_COMPANIES.garam);
  // The demo's three routes own 300 buses (expected.md §8).
  await expect(page.getByTestId('dash-busday')).toContainText('보유 300대 × 365일');
  await expect(page.getByTestId('dash-busday')).toContainText('이 회사의 표준운송원가가 아닙니다');

  await page.getByTestId('dash-open-totalCost').click();
  await expect(page).toHaveURL(
    new RegExp(`/transportation-general-cost\\?company=${companyId}&year=2024`),
  );
  await expect(page.getByTestId('tc-sum-totalCost')).toHaveText(shown.totalCost, {
    timeout: 60_000,
  });
  await expect(page.getByTestId('tc-sum-operatingExpense')).toHaveText(shown.operatingExpense);
  await expect(page.getByTestId('tc-sum-investmentCompensation')).toHaveText(
    shown.investmentCompensation,
  );

  await page.goto(`/financial-support?company=${companyId}&year=2024`);
  await expect(page.getByTestId('fs-loss')).toHaveText(shown.transportLoss, { timeout: 60_000 });
  await expect(page.getByTestId('fs-gap')).toHaveText(shown.supportGap);
});

test('the year picker changes the figures, and the export downloads them', async ({ page }) => {
  test.setTimeout(240_000);
  const created = await upload2023(page.request);
  try {
    await page.goto('/dashboard');
    await expect(page.getByTestId('dash-totalCost')).toBeVisible({ timeout: 60_000 });
    const total2024 = await text(page, 'dash-totalCost');

    await page.getByRole('combobox', { name: '회계연도' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('2023년').click();
    await expect(page).toHaveURL(/year=2023/);
    await expect(page.getByTestId('dash-year')).toContainText('2023년');
    // 2023: the demo company has no statements, the new one has sample B's figures.
    const row = page.getByTestId('dash-compare-row').filter({ hasText: COMPANY_2023 });
    await row.getByRole('button', { name: COMPANY_2023 }).click();
    await expect(page.getByTestId('dash-company')).toContainText(COMPANY_2023);
    const total2023 = await text(page, 'dash-totalCost');
    expect(total2023).not.toBe(total2024);
    expect(total2023).toBe('16,032,980,000원');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('dash-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('대시보드_2023.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const summary = workbook.getWorksheet('요약');
    const values: unknown[] = [];
    summary?.eachRow((r) => values.push(...(r.values as unknown[])));
    expect(values).toContain(COMPANY_2023);
    expect(values).toContain(16_032_980_000);
  } finally {
    await page.request.delete(`/api/financial-data/companies/${created}`);
  }
});
