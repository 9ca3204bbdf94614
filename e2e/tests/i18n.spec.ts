import { expect, type Page, test } from '@playwright/test';
import { TITLE_PREFIX, uniqueEmail } from './support';

/** Picks a language in the top bar's select (한국어 / English / 日本語). */
async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-select').click();
  await page.locator('.ant-select-item-option', { hasText: name }).click();
}

test.describe('language', () => {
  test('Korean is the default; the select switches text, <html lang> and title, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const select = page.getByTestId('language-select');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ko');
    await expect(select).toContainText('한국어');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '재무제표에서 표준운송원가와 운송수입 예측까지, 한 곳에서',
    );
    await expect(page).toHaveTitle(`${TITLE_PREFIX.ko} | 메인`);

    await chooseLanguage(page, 'English');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(select).toContainText('English');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'From financial statements to standard transport cost and revenue forecasts, in one place',
    );
    await expect(page).toHaveTitle(`${TITLE_PREFIX.en} | Welcome`);
    await expect(page.getByTestId('login-button')).toHaveText('Login');

    await page.reload();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'From financial statements to standard transport cost and revenue forecasts, in one place',
    );

    // The choice follows the user to other pages, including lazily loaded ones.
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('개인정보 처리방침');
    await expect(page).toHaveTitle(`${TITLE_PREFIX.en} | Privacy policy`);

    await chooseLanguage(page, '한국어');
    await expect(html).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('개인정보 처리방침');
    await expect(page).toHaveTitle(`${TITLE_PREFIX.ko} | 개인정보 처리방침`);
  });

  test('English login errors are in English', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('input[name="email"]').fill(uniqueEmail('en-login'));
    await page.locator('input[name="password"]').fill('Wrong!Pass2026');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  });

  test('Japanese translates the shell and falls back to English elsewhere', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, '日本語');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByTestId('login-button')).toHaveText('ログイン');
    await expect(page).toHaveTitle(/ログイン$/);
  });
});
