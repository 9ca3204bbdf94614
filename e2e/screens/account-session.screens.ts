import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, DEMO, signInByApi, uniqueEmail, WIDTHS } from '../tests/support';

/** Account settings, the session page, the expired-session login and the dev panel (issue 6). */
const OUT = process.env.SCREENS_DIR ?? join(import.meta.dirname, '..', 'test-results', 'screens');
const PASSWORD = 'Screens!2026bus';

/** A fresh user whose profile language is `language` (signed in, the profile's choice applies). */
async function register(page: Page, language: 'ko' | 'en'): Promise<void> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: '김재무',
      email: uniqueEmail('screens'),
      password: PASSWORD,
      privacyConsent: true,
    },
    headers: { origin: BASE_URL },
  });
  expect(response.ok()).toBe(true);
  const profile = await (await page.request.get('/api/account/profile')).json();
  const saved = await page.request.put('/api/account/profile', {
    data: {
      name: profile.name,
      email: profile.email,
      phoneNumber: profile.phoneNumber,
      department: profile.department,
      bio: profile.bio,
      preferredLanguage: language,
      timezone: profile.timezone,
      updatedAt: profile.updatedAt,
    },
    headers: { origin: BASE_URL },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true });
}

for (const language of ['ko', 'en'] as const) {
  test(`account settings and session pages at 375, 1024 and 1440 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await register(page, language);
    await page.goto('/');
    await page.evaluate((lng) => localStorage.setItem('language', lng), language);
    for (const { width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto('/account-settings');
      await expect(page.getByTestId('timeout-card')).toBeVisible();
      await shoot(page, `${language}-account-settings-${width}`);
      await page.getByTestId('open-delete-account').click();
      await page.getByTestId('confirm-delete-account').click();
      await expect(page.getByRole('dialog').getByRole('alert').first()).toBeVisible();
      await shoot(page, `${language}-delete-modal-${width}`);
      await page.keyboard.press('Escape');
      await page.goto('/token-refresh');
      await expect(page.getByTestId('session-details')).toBeVisible();
      await page.getByTestId('refresh-session').click();
      await expect(page.getByTestId('refresh-result')).toBeVisible();
      await page.getByTestId('dev-panel-toggle').click();
      await shoot(page, `${language}-token-refresh-${width}`);
    }
  });

  test(`signed out and expired-session screens (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.evaluate((lng) => localStorage.setItem('language', lng), language);
    for (const { width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto('/token-refresh');
      await expect(page.getByTestId('session-login-required')).toBeVisible();
      await shoot(page, `${language}-token-refresh-signed-out-${width}`);
      await page.evaluate(() => sessionStorage.setItem('session_expired', 'absolute'));
      await page.goto('/login');
      await expect(page.getByTestId('session-expired')).toBeVisible();
      await shoot(page, `${language}-login-expired-${width}`);
    }
  });
}

test.describe('super admin', () => {
  test('session page of a super admin at 1440 px', async ({ page }) => {
    // The screens run has no setup project: sign in here (the server's database is fresh).
    await signInByApi(page, DEMO.superAdmin);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/token-refresh');
    await expect(page.getByTestId('open-super-admin')).toBeEnabled();
    await shoot(page, 'ko-token-refresh-super-admin-1440');
  });
});
