import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, DEMO, signInByApi, WIDTHS } from '../tests/support';

const OUT = join(import.meta.dirname, '..', 'test-results', 'screens');
const TABS = ['overview', 'users', 'database', 'audit'] as const;
/** What shows that a tab's figures have arrived. */
const READY: Record<(typeof TABS)[number], string> = {
  overview: 'sa-cpu-percent',
  users: 'sa-users-total',
  database: 'sa-db-tables',
  audit: 'sa-audit-table',
};

async function useLanguage(page: Page, language: 'ko' | 'en') {
  const saved = await page.request.put('/api/account/language', {
    data: { preferredLanguage: language },
    headers: { origin: BASE_URL },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

for (const language of ['ko', 'en'] as const) {
  test(`super-admin tabs at 375, 1024 and 1440 px (${language})`, async ({ page }) => {
    test.setTimeout(300_000);
    await signInByApi(page, DEMO.superAdmin);
    await useLanguage(page, language);
    for (const { width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      for (const tab of TABS) {
        await page.goto(`/super-admin${tab === 'overview' ? '' : `?tab=${tab}`}`);
        await expect(page.getByTestId(READY[tab])).toBeVisible({ timeout: 30_000 });
        if (tab === 'database') await expect(page.getByTestId('sa-backup-now')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: join(OUT, `super-admin-${language}-${tab}-${width}.png`),
          fullPage: true,
        });
      }
      await page.goto('/super-admin');
      await page.getByTestId('sa-open-security-audit').click();
      const modal = page.getByRole('dialog');
      await modal.getByTestId('sa-maintenance-action').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item').first().click();
      await modal.getByTestId('sa-maintenance-run').click();
      await expect(modal.getByTestId('sa-maintenance-result')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({
        path: join(OUT, `super-admin-${language}-audit-modal-${width}.png`),
      });
      await page.keyboard.press('Escape');
    }
  });
}
