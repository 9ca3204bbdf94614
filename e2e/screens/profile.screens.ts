import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, uniqueEmail, WIDTHS } from '../tests/support';

const OUT = join(import.meta.dirname, '..', 'test-results', 'screens');
const AVATAR = join(import.meta.dirname, '..', '..', 'fixtures', 'profile', 'avatar.png');
const PASSWORD = 'Screens!2026bus';
const TABS = ['info', 'security', 'notifications', 'activity'] as const;

/** A user with a filled profile, a photo, one failed and one successful sign-in. */
async function prepare(page: Page): Promise<void> {
  const email = uniqueEmail('screens');
  const headers = { origin: BASE_URL };
  await page.request.post('/api/auth/sign-up/email', {
    data: { name: '김재무', email, password: PASSWORD, privacyConsent: true },
    headers,
  });
  await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'wrong' },
    headers,
  });
  await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers,
  });
  const profile = await (await page.request.get('/api/account/profile')).json();
  const saved = await page.request.put('/api/account/profile', {
    data: {
      email: profile.email,
      preferredLanguage: profile.preferredLanguage,
      timezone: profile.timezone,
      updatedAt: profile.updatedAt,
      name: '김재무',
      phoneNumber: '010-1234-5678',
      department: '경영지원본부 재무회계팀',
      bio: '시내버스 운송원가 정산과 재정지원금 산정을 맡고 있습니다. 평일 오전 9시부터 오후 6시까지 연락 가능합니다.',
    },
    headers,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/profile');
  await page.locator('input[type="file"]').setInputFiles(AVATAR);
  await expect(page.getByTestId('profile-photo').locator('img')).toBeVisible();
}

for (const language of ['ko', 'en'] as const) {
  test(`profile tabs at 375, 1024 and 1440 px (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await prepare(page);
    // The profile's language is applied when the session is read: set it there, not locally.
    const saved = await page.request.put('/api/account/language', {
      data: { preferredLanguage: language },
      headers: { origin: BASE_URL },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    for (const { width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      for (const tab of TABS) {
        await page.goto(`/profile?tab=${tab}`);
        await expect(page.getByTestId('profile-page')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: join(OUT, `${language}-${tab}-${width}.png`),
          fullPage: true,
        });
      }
      await page.goto('/profile?tab=security');
      await page.getByTestId('password-open').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="newPassword"]').fill('abc');
      // The OK button: an incomplete form shows every rule message.
      await dialog.getByRole('button').last().click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(OUT, `${language}-password-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  });
}
