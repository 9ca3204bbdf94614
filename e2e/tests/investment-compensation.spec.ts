import { expect, type Page, test } from '@playwright/test';
import { DEMO_COMPANIES, seededCompanyId, USER_STATE } from './support';

/** Seeded in development from the domain samples (expected.md A §4). */
const COMPANY = DEMO_COMPANIES.garam;
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
  const companyId = await seededCompanyId(page.request, COMPANY);
  await page.goto(`/investment-compensation?company=${companyId}&year=2024`);
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
