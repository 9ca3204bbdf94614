import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  DEMO_COMPANIES,
  fillUploadForm,
  STATEMENTS_DIR,
  settled,
  USER_STATE,
  WIDTHS,
} from './support';

/** A synthetic company of fixtures/samples (expected figures in fixtures/samples/expected.md). */
const WORKBOOK = join(STATEMENTS_DIR, 'A_city_bus_300', 'statements.xlsx');
const COMPANY = 'E2E 버스(주)';
const CSV = join(WORKBOOK, '..', 'statements-utf8.csv');

test.use({ storageState: USER_STATE });

test('an uploaded workbook opens its statement and gives the expected equity ratio', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await fillUploadForm(page, COMPANY, WORKBOOK);
  await expect(page.getByTestId('fdc-upload-estimate')).toHaveText('예상 처리 시간: 약 1분');
  await page.getByRole('button', { name: /업로드 및 추출/ }).click();

  // Done: the manage tab selects the company and opens the new statement after a second.
  const details = page.getByTestId('fdc-details');
  await expect(details).toBeVisible({ timeout: 120_000 });
  await expect(page).toHaveURL(/\/financial-data-center\/manage$/);
  await expect(page.locator('.ant-modal-title')).toContainText(COMPANY);
  await expect(page.locator('.ant-modal-title')).toContainText('재무상태표');

  const assets = details.getByTestId('fdc-accounts').locator('tr', { hasText: '자산총계' }).first();
  await expect(assets).toContainText('55,419,355,000'); // 2024
  await expect(assets).toContainText('55,980,000,000'); // 2023
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('fdc-statements')).toContainText('손익계산서');
  await page.getByTestId('fdc-tab-analyze').click();
  await expect(page).toHaveURL(/\/financial-data-center\/analyze$/);
  // The uploading session selected the company; the analyze tab keeps it.
  await expect(page.locator('.fdc-company-select')).toContainText(COMPANY);

  const equity = page
    .getByTestId('fdc-ratio-group-capital')
    .locator('tr', { hasText: '자기자본비율' });
  await expect(equity).toContainText('45.92%');
  await expect(equity).toContainText('43.59%');
  await expect(page.getByTestId('fdc-capital-erosion')).toHaveCount(0);

  // The tab is remembered: a bare URL comes back to it.
  await page.goto('/financial-data-center');
  await expect(page).toHaveURL(/\/financial-data-center\/analyze$/);
});

test('a user does not see the workspace tab', async ({ page }) => {
  await page.goto('/financial-data-center/workspace');
  await expect(page.getByTestId('fdc-tab-upload')).toBeVisible();
  await expect(page.getByTestId('fdc-tab-workspace')).toHaveCount(0);
  await expect(page).not.toHaveURL(/workspace$/);
});

test('a company gets its business number with an upload and edits it in the manage tab', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const company = 'E2E 번호운수(주)';
  await page.goto('/financial-data-center/upload');
  await page.locator('#companyName').fill(company);
  await page.locator('#fiscalYear').fill('2024');
  await page.locator('#businessNumber').fill('124-81-00997');
  await page.locator('#industry').fill('시내버스 운송업');
  await page.locator('input[type="file"]').setInputFiles(CSV);
  await page.getByRole('button', { name: /업로드 및 추출/ }).click();
  // A wrong check digit is caught before anything is sent.
  await expect(page.getByText(/사업자등록번호가 올바르지 않습니다/)).toBeVisible();
  await page.locator('#businessNumber').fill('124-81-00998');
  await page.getByRole('button', { name: /업로드 및 추출/ }).click();

  await expect(page.getByTestId('fdc-details')).toBeVisible({ timeout: 120_000 });
  await page.keyboard.press('Escape');
  const row = page.getByTestId('fdc-companies').locator('tr', { hasText: company });
  await expect(row).toContainText('124-81-00998');
  await expect(row).toContainText('시내버스 운송업');

  await row.getByRole('button', { name: `${company} 회사 정보 수정` }).click();
  const dialog = page.getByTestId('fdc-company-edit');
  await expect(dialog.locator('#businessNumber')).toHaveValue('124-81-00998');
  await dialog.locator('#businessNumber').fill('2208162518');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText(/사업자등록번호가 올바르지 않습니다/)).toBeVisible();
  await dialog.locator('#businessNumber').fill('2208162517');
  await dialog.locator('#industry').fill('시외버스 운송업');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText(`'${company}' 회사 정보를 저장했습니다`)).toBeVisible();
  await expect(row).toContainText('220-81-62517');
  await expect(row).toContainText('시외버스 운송업');
});

test('an account being edited keeps its name field and 저장/취소 in view at every width', async ({
  page,
}) => {
  await page.goto('/financial-data-center/manage');
  await page.getByTestId('fdc-companies').getByText(DEMO_COMPANIES.garam).click();
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    const statements = page.getByTestId('fdc-statements');
    await statements.locator('tr', { hasText: '재무상태표' }).getByRole('button').first().click();
    const details = page.getByTestId('fdc-details');
    await expect(details).toBeVisible();
    await settled(page.locator('.ant-modal').first());
    await details.getByLabel('현금및현금성자산 수정').click();
    const table = details.getByTestId('fdc-accounts');
    await expect(table.getByLabel('계정명', { exact: true })).toBeInViewport({ ratio: 0.9 });
    await expect(table.getByRole('button', { name: '저장' })).toBeInViewport();
    await expect(table.getByRole('button', { name: '취소' })).toBeInViewport();
    // Nothing pinned may cover them: the click lands on the button itself.
    await table.getByRole('button', { name: '취소' }).click();
    await expect(table.getByRole('button', { name: '저장' })).toHaveCount(0);
    await page.locator('.ant-modal-close').click();
    await expect(details).toBeHidden();
  }
});
