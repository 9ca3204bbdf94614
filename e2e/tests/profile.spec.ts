import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, signInWithForm, uniqueEmail } from './support';

const PASSWORD = 'Profile!2026bus';
const NEW_PASSWORD = 'Changed!2026bus';
const AVATAR = join(import.meta.dirname, '..', '..', 'fixtures', 'profile', 'avatar.png');

/** A fresh account of our own (the demo accounts' passwords stay as other specs expect them). */
async function registerUser(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: '프로필 시험', email, password: PASSWORD, privacyConsent: true },
    headers: { origin: BASE_URL },
  });
  expect(response.ok(), `sign-up of ${email}`).toBe(true);
  return email;
}

/** The open antd select list (the top bar has a language select of its own). */
function openOption(page: Page, text: string) {
  return page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    {
      hasText: text,
    },
  );
}

test.describe('profile', () => {
  test('edits the profile and sees it after a reload; uploads a photo; switches the language', async ({
    page,
  }) => {
    const email = await registerUser(page, 'profile');
    await page.goto('/profile');
    const form = page.locator('form#profile');
    await expect(form.locator('input[name="email"]')).toHaveValue(email);

    await form.locator('input[name="name"]').fill('김재무');
    await form.locator('input[name="phoneNumber"]').fill('+82 10 1234 5678');
    await form.locator('input[name="department"]').fill('재무팀');
    await form.locator('textarea[name="bio"]').fill('운송원가 정산을 맡고 있습니다.');
    await page.getByTestId('timezone-select').click();
    await page.keyboard.type('Tokyo');
    await openOption(page, 'Asia/Tokyo').click();
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('프로필을 저장했습니다.')).toBeVisible();
    await expect(form.locator('input[name="phoneNumber"]')).toHaveValue('010-1234-5678');

    await page.reload();
    await expect(form.locator('input[name="name"]')).toHaveValue('김재무');
    await expect(form.locator('input[name="phoneNumber"]')).toHaveValue('010-1234-5678');
    await expect(form.locator('input[name="department"]')).toHaveValue('재무팀');
    await expect(form.locator('textarea[name="bio"]')).toHaveValue(
      '운송원가 정산을 맡고 있습니다.',
    );
    await expect(page.getByTestId('timezone-select')).toContainText('Asia/Tokyo');
    // The top bar shows the new display name.
    await expect(page.getByTestId('user-menu')).toContainText('김재무');

    await page.locator('input[type="file"]').setInputFiles(AVATAR);
    await expect(page.getByText('프로필 사진을 바꿨습니다.')).toBeVisible();
    const photo = page.getByTestId('profile-photo').locator('img');
    await expect(photo).toHaveAttribute('src', /\/api\/account\/photo\//);
    await page.reload();
    await expect(photo).toHaveAttribute('src', /\/api\/account\/photo\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(256);

    await page.getByTestId('preferred-language').click();
    await openOption(page, 'English').click();
    await page.getByTestId('profile-save').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('tab', { name: 'Profile info' })).toBeVisible();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByTestId('preferred-language')).toContainText('English');
  });

  test('changes the password, signs in with the new one and sees the sign-in in the activity tab', async ({
    page,
  }) => {
    const email = await registerUser(page, 'password');
    await page.goto('/profile?tab=security');
    await expect(page.getByTestId('security-score')).toBeVisible();
    await page.getByTestId('password-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="currentPassword"]').fill(PASSWORD);
    await dialog.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
    await dialog.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: '변경' }).click();
    await expect(page.getByText('비밀번호를 변경했습니다.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.context().clearCookies();
    const old = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { origin: BASE_URL },
    });
    expect(old.ok(), 'the old password no longer signs in').toBe(false);
    await signInWithForm(page, email, NEW_PASSWORD);

    await page.goto('/profile');
    await page.getByRole('tab', { name: '활동' }).click();
    await expect(page).toHaveURL(/\?tab=activity$/);
    const signIns = page.getByTestId('activity-sign-ins');
    const latest = signIns.locator('tbody tr.ant-table-row').first();
    await expect(latest).toContainText('성공');
    await expect(latest).toContainText('127.0.0.1');
    await expect(latest).toContainText(/Chrome \d+ · Linux/);
    await expect(signIns.locator('tbody tr.ant-table-row', { hasText: '실패' })).not.toHaveCount(0);
    await expect(page.getByTestId('activity-sessions')).toContainText('현재 기기');
    await expect(page.getByTestId('activity-page-views')).toContainText('/profile');
  });
});
