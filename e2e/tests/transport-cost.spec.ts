import { expect, type Page, test } from '@playwright/test';
import { DEMO_COMPANIES, seededCompanyId, USER_STATE } from './support';

/** Seeded in development from the domain samples (expected.md: 운송비 67,189,500,000). */
const COMPANY = DEMO_COMPANIES.garam;

test.use({ storageState: USER_STATE });

async function moveAdvertising(page: Page, from: string, to: string) {
  const row = page.getByTestId(`tc-table-${from}`).locator('tr', { hasText: '광고선전비' });
  await row.getByRole('combobox').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(to, { exact: true }).click();
}

test('moves an item between categories, sees the totals change and finds it saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const companyId = await seededCompanyId(page.request, COMPANY);
  await page.goto(`/transportation-general-cost?company=${companyId}&year=2024`);
  await expect(page.getByRole('combobox', { name: '회사' }).locator('..')).toContainText(COMPANY);
  const transport = page.getByTestId('tc-sum-transportationCost');
  await expect(transport).toHaveText('67,189,500,000원', { timeout: 60_000 });
  await expect(page.getByTestId('tc-sum-administrationCost')).toHaveText('3,739,000,000원');

  // 광고선전비 (8,000,000) from administration to transportation cost.
  await moveAdvertising(page, 'administration_cost', '운송비');
  await expect(transport).toHaveText('67,197,500,000원');
  await expect(page.getByTestId('tc-sum-administrationCost')).toHaveText('3,731,000,000원');
  await expect(page.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'saved', {
    timeout: 15_000,
  });

  await page.reload();
  await expect(transport).toHaveText('67,197,500,000원', { timeout: 60_000 });
  await expect(
    page.getByTestId('tc-table-transportation_cost').locator('tr', { hasText: '광고선전비' }),
  ).toContainText('수동');

  // Put it back so the demo company reads as seeded again.
  await moveAdvertising(page, 'transportation_cost', '일반관리비');
  await expect(transport).toHaveText('67,189,500,000원');
  await expect(page.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'saved', {
    timeout: 15_000,
  });
});
