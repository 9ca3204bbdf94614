import { expect, test } from '@playwright/test';
import { DEMO, DEMO_COMPANIES, seededCompanyId, signInByApi } from './support';

/**
 * Issue 14 §8: the demo viewer of the first demo operator (가람교통) reads its company's figures
 * with no edit controls, its writes answer 403, and a refused change is rolled back and said once
 * — never retried as a network failure.
 */
const COMPANY = DEMO_COMPANIES.garam;
const DENIED = '권한이 없습니다';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO.viewer);
});

test('a viewer sees the companies but no upload form', async ({ page }) => {
  await page.goto('/financial-data-center/manage');
  const companies = page.getByTestId('fdc-companies');
  await expect(companies.getByText(COMPANY)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('읽기 전용').first()).toBeVisible();
  await expect(companies.getByRole('button', { name: '삭제' })).toHaveCount(0);

  await page.getByTestId('fdc-tab-upload').click();
  await expect(page.getByTestId('fdc-upload-off')).toContainText('파일을 올릴 수 없습니다');
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
});

test('a viewer reads the transport cost without exclude toggles, and its writes answer 403', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const companyId = await seededCompanyId(page.request, COMPANY);
  await page.goto(`/transportation-general-cost?company=${companyId}&year=2024`);
  await expect(page.getByTestId('tc-sum-transportationCost')).toHaveText('67,189,500,000원', {
    timeout: 60_000,
  });
  await expect(page.getByText('읽기 전용').first()).toBeVisible();
  const administration = page.getByTestId('tc-table-administration_cost');
  await expect(administration.getByText('광고선전비')).toBeVisible();
  await expect(administration.getByRole('button', { name: '제외' })).toHaveCount(0);
  await expect(administration.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByTestId('tc-autosave')).toHaveCount(0);

  const write = await page.request.put(`/api/costing/${companyId}/2024/adjustments`, {
    data: { version: 1, adjustments: [] },
  });
  expect(write.status()).toBe(403);
});

test('a change the server refuses is rolled back and said once, not retried', async ({ page }) => {
  test.setTimeout(120_000);
  const companyId = await seededCompanyId(page.request, COMPANY);
  // A screen loaded before the role was lowered still offers the controls: the company list
  // claims write access here, the server still refuses.
  await page.route('**/api/financial-data/companies**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: { access: string }[] };
    for (const item of body.items) item.access = 'write';
    await route.fulfill({ response, json: body });
  });
  // The page's timers run in real time until the 30 s queue is fast-forwarded below.
  await page.clock.install();
  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && response.url().includes('/adjustments')) {
      saves.push(response.status());
    }
  });

  await page.goto(`/transportation-general-cost?company=${companyId}&year=2024`);
  const administrationSum = page.getByTestId('tc-sum-administrationCost');
  await expect(administrationSum).toHaveText('3,739,000,000원', { timeout: 60_000 });
  const row = page.getByTestId('tc-table-administration_cost').locator('tr', {
    hasText: '광고선전비',
  });
  await row.getByRole('button', { name: '제외' }).click();
  await expect(administrationSum).toHaveText('3,731,000,000원');

  // Autosave 3 s later → 403: the message once, the seeded figures back, nothing kept.
  await expect(page.getByText(DENIED, { exact: true })).toHaveCount(1, { timeout: 15_000 });
  await expect(administrationSum).toHaveText('3,739,000,000원');
  await expect(page.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'idle');
  expect(saves).toEqual([403]);

  // The 30 s queue does not send it again, and a reload shows the server's decisions.
  await page.clock.runFor(32_000);
  await page.waitForTimeout(1_000);
  expect(saves).toEqual([403]);
  await page.reload();
  await expect(administrationSum).toHaveText('3,739,000,000원', { timeout: 60_000 });
  expect(saves).toEqual([403]);
});
