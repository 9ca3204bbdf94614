import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { clickInPopup, USER_STATE } from './support';

// Issue 16 §5: cross validation in the model portal, on the filled template, as a job with its
// progress, ending in the folds and their mean metrics.
test.use({ storageState: USER_STATE });

const XLSX = join(import.meta.dirname, '..', '..', 'fixtures', 'forecast', 'fare-revenue-60.xlsx');

test('runs a cross validation of SARIMA on three folds in the model portal', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/model-portal');
  const autoCard = page.getByTestId('fc-card-auto');
  await expect(autoCard).toBeVisible();
  // The card's M3 figures and calibration come from the engine's committed benchmark, in Korean.
  await expect(autoCard).toContainText('자체 백테스트로 이미 조정된 구간');
  await expect(autoCard).toContainText(/\d+\.\d{2}% \/ \d+\.\d{2}%/);
  await page.getByTestId('fc-file-drop').locator('input[type="file"]').setInputFiles(XLSX);
  await expect(page.getByTestId('fc-points')).toHaveText('60개월');

  const form = page.getByTestId('fc-validation-form');
  await form.getByText('교차 검증', { exact: true }).click();
  await form.getByTestId('fc-model').click();
  await clickInPopup(page.locator('.ant-select-item-option', { hasText: 'SARIMA' }));
  await expect(form.getByLabel('분할 수')).toHaveValue('3');
  await expect(form.getByLabel('검증 예측 기간')).toHaveValue('12');
  await page.getByTestId('fc-cv-run').click();
  await expect(page).toHaveURL(/\/model-portal\?run=/);

  const result = page.getByTestId('fc-cross-validation');
  await expect(result).toBeVisible({ timeout: 150_000 });
  await expect(result).toContainText('SARIMA 교차 검증 결과입니다');
  await expect(page.getByTestId('fc-backtest').locator('.ant-table-row')).toHaveCount(3);
  await expect(page.getByTestId('fc-metric-smape')).toHaveText(/^\d+\.\d{2}%$/);
});
