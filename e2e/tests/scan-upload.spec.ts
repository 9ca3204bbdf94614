import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { fillUploadForm, STATEMENTS_DIR, USER_STATE } from './support';

/**
 * A scan as operators have them: the balance sheet of sample A at 300 dpi, grey, speckled, ruled,
 * skewed (fixtures/statements/scans, made by scripts/make-fixtures.mjs).
 */
const SCAN = join(STATEMENTS_DIR, 'scans', 'A_city_bus_300-balance_sheet-300dpi.png');
const COMPANY = 'E2E 스캔버스(주)';

test.use({ storageState: USER_STATE });

test('a noisy scanned balance sheet is read exactly and gives the expected ratios', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await fillUploadForm(page, COMPANY, SCAN);
  await page.getByRole('button', { name: /업로드 및 추출/ }).click();

  const details = page.getByTestId('fdc-details');
  await expect(details).toBeVisible({ timeout: 200_000 });
  await expect(page.locator('.ant-modal-title')).toContainText('재무상태표');
  const accounts = details.getByTestId('fdc-accounts');
  const assets = accounts.locator('tr', { hasText: '자산총계' }).first();
  await expect(assets).toContainText('55,419,355,000');
  await expect(assets).toContainText('55,980,000,000');
  const equityTotal = accounts.locator('tr', { hasText: '자본총계' }).first();
  await expect(equityTotal).toContainText('25,449,355,000');
  await page.keyboard.press('Escape');

  const row = page.getByTestId('fdc-statements').locator('tr', { hasText: '재무상태표' });
  await expect(row).toContainText('검증 완료');

  await page.getByTestId('fdc-tab-analyze').click();
  await expect(page.locator('.fdc-company-select')).toContainText(COMPANY);
  const equity = page
    .getByTestId('fdc-ratio-group-capital')
    .locator('tr', { hasText: '자기자본비율' });
  await expect(equity).toContainText('45.92%');
  await expect(equity).toContainText('43.59%');
});
