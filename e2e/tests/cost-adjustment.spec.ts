import { randomUUID } from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { clickInPopup, DEMO_COMPANIES, seededCompanyId, USER_STATE } from './support';

/** Seeded in development from the domain samples (expected.md: appropriate cost 71,514,500,000). */
const COMPANY = DEMO_COMPANIES.garam;
/** The demo account of USER_STATE (apps/server/src/platform/auth/demo-accounts.ts). */
const AUTHOR = '데모 사용자';
const AMOUNT = 1_000_000;

test.use({ storageState: USER_STATE });

/** Integer won of a figure shown as "71,514,500,000원". */
async function won(figure: Locator): Promise<number> {
  const text = (await figure.textContent()) ?? '';
  return Number(text.replace(/[^\d-]/g, ''));
}

test('adds an other adjustment, sees the appropriate cost rise by it, and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const companyId = await seededCompanyId(page.request, COMPANY);
  await page.goto(`/cost-adjustment?company=${companyId}&year=2024&tab=other`);
  await expect(page.getByRole('heading', { level: 1, name: '원가 조정' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '회사' }).locator('..')).toContainText(COMPANY);

  const after = page.getByTestId('ca-appropriate-after');
  await expect(after).toHaveText(/\d원$/, { timeout: 60_000 });
  const before = await won(after);
  const total = await won(page.getByTestId('ca-total-cost'));

  const reason = `e2e 기타 조정 ${randomUUID().slice(0, 8)}`;
  const form = page.getByTestId('ca-form');
  await form.getByRole('combobox', { name: '항목' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('운송비', { exact: true }).click();
  await form.getByLabel('금액(원)').fill(String(AMOUNT));
  await form.getByLabel('사유').fill(reason);
  await form.getByRole('button', { name: '추가' }).click();

  await expect(after).toHaveText(`${(before + AMOUNT).toLocaleString('ko-KR')}원`);
  expect(await won(page.getByTestId('ca-total-cost'))).toBeGreaterThan(total);
  const row = page.getByTestId('ca-list').locator('tr', { hasText: reason });
  await expect(row).toContainText('1,000,000원');
  await expect(row).toContainText(AUTHOR);
  await expect(row).toContainText('운송비');

  await row.getByRole('button', { name: `${reason} 조정 삭제` }).click();
  await clickInPopup(page.locator('.ant-popover:visible').getByRole('button', { name: '삭제' }));
  await expect(row).toHaveCount(0);
  await expect(after).toHaveText(`${before.toLocaleString('ko-KR')}원`);
  expect(await won(page.getByTestId('ca-total-cost'))).toBe(total);
});
