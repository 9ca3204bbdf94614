import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_URL, uniqueEmail, WIDTHS } from '../tests/support';

const OUT = join(import.meta.dirname, '..', 'test-results', 'screens');

// The model portal's cards: M3 figures and calibration in Korean and English, at every width.
for (const language of ['ko', 'en'] as const) {
  test(`model portal cards at 375, 1024 and 1440 px (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const headers = { origin: BASE_URL };
    await page.request.post('/api/auth/sign-up/email', {
      data: {
        name: '김분석',
        email: uniqueEmail('screens'),
        password: 'Screens!2026bus',
        privacyConsent: true,
      },
      headers,
    });
    const saved = await page.request.put('/api/account/language', {
      data: { preferredLanguage: language },
      headers,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    for (const { width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto('/model-portal');
      await expect(page.getByTestId('fc-card-prophet')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: join(OUT, `model-portal-${language}-${width}.png`),
        fullPage: true,
      });
    }
  });
}
