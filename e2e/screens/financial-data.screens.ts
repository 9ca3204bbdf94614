import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, DEMO, DEMO_COMPANIES, settled, signInByApi, WIDTHS } from '../tests/support';

const OUT = join(import.meta.dirname, '..', 'test-results', 'screens');

/** The seeded company's balance sheet open in the details modal. */
async function openBalanceSheet(page: Page) {
  await page.goto('/financial-data-center/manage');
  await page.getByTestId('fdc-companies').getByText(DEMO_COMPANIES.garam).click();
  const statements = page.getByTestId('fdc-statements');
  await statements
    .locator('tr', { hasText: /재무상태표|Balance sheet/ })
    .getByRole('button')
    .first()
    .click();
  const details = page.getByTestId('fdc-details');
  await expect(details).toBeVisible();
  await settled(page.locator('.ant-modal').first());
  return details;
}

/**
 * Serves the statement with a few values marked uncertain, as an OCR reading left them: the seeded
 * statements are read from spreadsheets and never are.
 */
async function markUncertain(page: Page) {
  await page.route('**/api/financial-data/statements/*', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    const marks = [['current'], ['label', 'previous'], ['current', 'previous']];
    body.accounts.slice(1, 4).forEach((account: { provenance: object }, i: number) => {
      account.provenance = { ...account.provenance, extractor: 'ocr', uncertain: marks[i] };
    });
    await route.fulfill({ response, json: body });
  });
}

async function setLanguage(page: Page, preferredLanguage: 'ko' | 'en') {
  const saved = await page.request.put('/api/account/language', {
    data: { preferredLanguage },
    headers: { origin: BASE_URL },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('financial data center at 375, 1024 and 1440 px', async ({ page }) => {
  test.setTimeout(300_000);
  await signInByApi(page, DEMO.user);
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto('/financial-data-center/upload');
    await page.locator('#companyName').fill('가람');
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(OUT, `fdc-upload-${width}.png`), fullPage: true });
    await page.keyboard.press('Escape');
    await page.locator('#businessNumber').fill('124-81-00997');
    await page.getByRole('button', { name: /업로드 및 추출/ }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(OUT, `fdc-upload-errors-${width}.png`), fullPage: true });

    // The company name's suggestions must not follow the user to the manage tab.
    await page.locator('#companyName').fill('가람');
    await page.getByTestId('fdc-tab-manage').click();
    await page.getByTestId('fdc-companies').getByText(DEMO_COMPANIES.garam).click();
    await expect(page.getByTestId('fdc-statements')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(OUT, `fdc-manage-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: `${DEMO_COMPANIES.garam} 회사 정보 수정` }).click();
    const edit = page.getByTestId('fdc-company-edit');
    await edit.locator('#businessNumber').fill('124-81-0099');
    await edit.getByRole('button', { name: '저장' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(OUT, `fdc-company-edit-${width}.png`) });
    await page.keyboard.press('Escape');

    const details = await openBalanceSheet(page);
    await details.getByLabel('현금및현금성자산 수정').click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(OUT, `fdc-details-edit-${width}.png`) });
    await page.keyboard.press('Escape');
  }

  await markUncertain(page);
  for (const language of ['ko', 'en'] as const) {
    await setLanguage(page, language);
    for (const { width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await openBalanceSheet(page);
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(OUT, `fdc-details-review-${language}-${width}.png`) });
      await page.keyboard.press('Escape');
      await page.getByTestId('fdc-tab-upload').click();
      await page.locator('#businessNumber').fill('1234567890');
      await page.locator('#companyName').focus();
      await page.waitForTimeout(400);
      await page.screenshot({
        path: join(OUT, `fdc-upload-${language}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await setLanguage(page, 'ko');
});
