import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, BASE_URL, SUPER_ADMIN_STATE, USER_STATE, uniqueEmail } from './support';

/** The session page (/token-refresh, issue 6 §6) and the development aids (issue 6 §8). */
const PASSWORD = 'Session!2026bus';

const permissionsOf = (page: Page) =>
  page
    .getByTestId('session-permissions')
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-permission')));

test.describe('as each role', () => {
  test.describe('user', () => {
    test.use({ storageState: USER_STATE });
    test('sees the role, four permissions and a disabled super-admin link', async ({ page }) => {
      await page.goto('/token-refresh');
      const details = page.getByTestId('session-details');
      await expect(details).toContainText('user@demo.local');
      await expect(page.getByTestId('session-role')).toHaveText('일반 사용자');
      const server = await (await page.request.get('/api/account/permissions')).json();
      await expect(page.getByTestId('session-email-verified')).toHaveText(
        server.emailVerified ? /인증됨/ : /인증되지 않음/,
      );
      expect(await permissionsOf(page)).toEqual([
        'data:read',
        'account:manage',
        'data:write',
        'board:write',
      ]);
      await expect(page.getByTestId('open-super-admin')).toBeDisabled();
      await expect(page.getByTestId('session-guide')).toContainText('권한 확인하기');
    });
  });

  test.describe('admin', () => {
    test.use({ storageState: ADMIN_STATE });
    test('sees user management among the permissions, super-admin still disabled', async ({
      page,
    }) => {
      await page.goto('/token-refresh');
      await expect(page.getByTestId('session-role')).toHaveText('관리자');
      expect(await permissionsOf(page)).toContain('users:manage');
      expect(await permissionsOf(page)).not.toContain('audit:read');
      await expect(page.getByTestId('open-super-admin')).toBeDisabled();
    });
  });

  test.describe('super admin', () => {
    test.use({ storageState: SUPER_ADMIN_STATE });
    test('opens the super-admin dashboard in a new tab', async ({ page }) => {
      await page.goto('/token-refresh');
      await expect(page.getByTestId('session-role')).toHaveText('최고 관리자');
      expect(await permissionsOf(page)).toHaveLength(10);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByTestId('open-super-admin').click(),
      ]);
      await expect(popup).toHaveURL(/\/super-admin$/);
      await popup.close();
    });
  });
});

test('a role changed by an admin shows after a refresh, without signing in again', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('refresh');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: '세션 시험', email, password: PASSWORD, privacyConsent: true },
    headers: { origin: BASE_URL },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto('/token-refresh');
  await expect(page.getByTestId('session-role')).toHaveText('일반 사용자');
  const id = (await page.getByTestId('session-details').locator('code').textContent())?.trim();
  expect(id).toBeTruthy();

  const admin = await browser.newContext({ baseURL: BASE_URL, storageState: ADMIN_STATE });
  try {
    const changed = await admin.request.put(`/api/admin/users/${id}/role`, {
      data: { role: 'analyst' },
      headers: { origin: BASE_URL },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  } finally {
    await admin.close();
  }

  await page.getByTestId('refresh-session').click();
  await expect(page.getByTestId('refresh-result')).toContainText(
    '세션을 갱신하고 서버에서 역할과 권한을 다시 읽었습니다',
  );
  await expect(page.getByTestId('session-role')).toHaveText('분석가');
  expect(await permissionsOf(page)).toContain('analysis:run');
  await expect(page.locator('.session-read-at')).toContainText('마지막으로 읽은 시각:');
});

test('signed out, the page asks to log in and comes back after it', async ({ page }) => {
  const email = uniqueEmail('session-login');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: '세션 시험', email, password: PASSWORD, privacyConsent: true },
    headers: { origin: BASE_URL },
  });
  expect(signUp.ok()).toBe(true);
  await page.context().clearCookies();

  await page.goto('/token-refresh');
  const warning = page.getByTestId('session-login-required');
  await expect(warning).toContainText('로그인이 필요합니다.');
  await expect(page.getByTestId('session-details')).toHaveCount(0);
  await warning.getByRole('link', { name: /로그인하기/ }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Ftoken-refresh$/);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/token-refresh$/);
  await expect(page.getByTestId('session-details')).toContainText(email);
});

test.describe('development aids (the e2e server runs in development mode)', () => {
  test('the banner says so on every page, with the way to the debug page', async ({ page }) => {
    await page.goto('/token-refresh');
    const banner = page.getByTestId('dev-banner');
    await expect(banner).toContainText('개발 모드');
    await banner.getByRole('link', { name: '인증 디버그 열기' }).click();
    await expect(page).toHaveURL(/\/dev\/auth-debug$/);
    await expect(page.getByTestId('dev-banner')).toBeVisible();
  });

  test('auto-login signs in with the chosen demo account on load; the panel logs out', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('login-button')).toBeVisible();
    await page.getByTestId('dev-panel-toggle').click();
    const panel = page.getByRole('region', { name: '개발 도구' });
    await expect(panel).toContainText('로그인하지 않았습니다.');
    await panel.getByRole('switch', { name: '자동 로그인 사용' }).click();
    await expect(panel.getByRole('combobox', { name: '자동 로그인 계정' })).toBeEnabled();

    await page.reload();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.getByTestId('dev-panel-toggle').click();
    await expect(page.getByTestId('dev-panel-user')).toContainText('viewer@demo.local');

    await page
      .getByRole('region', { name: '개발 도구' })
      .getByRole('button', { name: /로그아웃$/ })
      .click();
    await expect(page.getByTestId('login-button')).toBeVisible();
    // A logout stops the auto-login until the next deliberate sign-in.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
  });
});
