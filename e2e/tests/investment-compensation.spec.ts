import { expect, type Page, test } from '@playwright/test';
import { USER_STATE } from './support';

/** Seeded in development from the domain samples (expected.md A §4). */
const COMPANY = '가람시내버스(주) [가상]';
const SEEDED_RESULT = '977,608,135원';
/** The same inputs with Rd = 5 % instead of 4.6 % (calculateInvestmentCompensation). */
const RESULT_AT_5_PERCENT = '1,014,091,789원';

test.use({ storageState: USER_STATE });

async function setDebtRate(page: Page, percent: string) {
  const input = page.locator('#ic-field-debtRate');
  await input.fill(percent);
  await input.blur();
}

async function save(page: Page) {
  await page.getByRole('button', { name: /통합 데이터 센터에 저장/ }).click();
  await expect(page.getByTestId('ic-save-status')).toHaveAttribute('data-status', 'saved', {
    timeout: 15_000,
  });
}

test('computes sample A, recomputes on an Rd change, saves it and finds it after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Other specs upload companies of their own: open the seeded one by its id, as a shared link would.
  const companies = await page.request.get(
    `/api/financial-data/companies?q=${encodeURIComponent(COMPANY)}`,
  );
  const { items } = (await companies.json()) as { items: { id: string; name: string }[] };
  const company = items.find((c) => c.name === COMPANY);
  expect(company, 'the seeded demo company exists').toBeDefined();
  await page.goto(`/investment-compensation?company=${company?.id}&year=2024`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('적정투자보수');
  await expect(page.getByRole('combobox', { name: '회사' }).locator('..')).toContainText(COMPANY);
  const result = page.getByTestId('ic-result-amount');
  await expect(result).toHaveText(SEEDED_RESULT, { timeout: 60_000 });
  await expect(page.getByTestId('ic-dot-financial')).toHaveAttribute('data-status', 'success');
  await expect(page.locator('#ic-field-debtRate')).toHaveValue('4.6000');

  await setDebtRate(page, '5');
  await expect(result).toHaveText(RESULT_AT_5_PERCENT);
  await save(page);

  await page.reload();
  await expect(result).toHaveText(RESULT_AT_5_PERCENT, { timeout: 60_000 });
  await expect(page.locator('#ic-field-debtRate')).toHaveValue('5.0000');
  await expect(page.getByTestId('ic-stored')).toContainText(RESULT_AT_5_PERCENT);

  // Put the sample's rate back so the other specs read the seeded figures.
  await setDebtRate(page, '4.6');
  await expect(result).toHaveText(SEEDED_RESULT);
  await save(page);
  await expect(page.getByTestId('ic-stored')).toContainText(SEEDED_RESULT);
});
