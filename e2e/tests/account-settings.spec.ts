import { type Browser, expect, type Page, test } from '@playwright/test';
import { BASE_URL, uniqueEmail } from './support';

/**
 * Account settings (issue 6 §5, data-center-board-admin.md §2/§4/§5/§9). Every test registers its
 * own account: signing out other devices or deleting an account must never touch the seeded demo
 * accounts other specs sign in with.
 */
const PASSWORD = 'Settings!2026bus';

async function register(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: '설정 시험', email, password: PASSWORD, privacyConsent: true },
    headers: { origin: BASE_URL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** A second browser (another device) signed in as `email`. */
async function otherDevice(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'ko-KR' });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(response.status()).toBe(200);
  return { context, page };
}

test('the session timeout chosen is kept after a reload, on both addresses', async ({ page }) => {
  await register(page, 'timeout');
  await page.goto('/account-settings');
  const choices = page.getByTestId('session-timeout');
  await expect(page.getByRole('radio', { name: '60분' })).toBeChecked();
  await expect(page.getByTestId('absolute-logout')).toContainText(
    '로그인한 지 480분(8시간)이 지나면 자동으로 로그아웃됩니다',
  );
  await choices.getByText('15분', { exact: true }).click();
  await page.getByTestId('save-timeout').click();
  await expect(page.getByText('세션 시간 제한을 15분으로 저장했습니다.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: '15분' })).toBeChecked();
  await expect(page.getByTestId('saved-timeout')).toHaveText('저장된 값: 15분');
  await page.goto('/settings');
  await expect(page.getByTestId('account-settings-page')).toBeVisible();
  await expect(page.getByRole('radio', { name: '15분' })).toBeChecked();
});

test('signing out of other devices ends the session in the other browser only', async ({
  page,
  browser,
}) => {
  const email = await register(page, 'devices');
  const other = await otherDevice(browser, email);
  try {
    await other.page.goto('/account-settings');
    await expect(other.page.getByTestId('account-settings-page')).toBeVisible();

    await page.goto('/account-settings');
    await page.getByTestId('sign-out-others').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('이 브라우저를 뺀 모든 기기에서 바로 로그아웃됩니다.');
    await dialog.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByTestId('devices-result')).toHaveText(
      '다른 기기에서 로그아웃했습니다. 끝낸 세션: 1개',
    );

    await other.page.reload();
    await expect(other.page).toHaveURL(/\/login\?next=%2Faccount-settings$/);
    await page.reload();
    await expect(page.getByTestId('account-settings-page')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  } finally {
    await other.context.close();
  }
});

test('deleting the account signs out to the public page, and it cannot sign in again', async ({
  page,
}) => {
  const email = await register(page, 'delete');
  await page.goto('/account-settings');
  const card = page.getByTestId('delete-card');
  await expect(card).toContainText('바로 삭제되는 정보');
  await expect(card).toContainText('작성자 표시만 지워집니다');

  await page.getByTestId('open-delete-account').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="confirmation"]').fill('계정삭제');
  await dialog.locator('input[name="current-password"]').fill(PASSWORD);
  await page.getByTestId('confirm-delete-account').click();
  await expect(dialog.getByText('올바른 확인 문구를 입력해주세요.')).toBeVisible();

  await dialog.locator('input[name="confirmation"]').fill('계정 삭제');
  await page.getByTestId('confirm-delete-account').click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(
    page.getByText('계정을 삭제하고 로그아웃했습니다. 그동안 이용해 주셔서 감사합니다.'),
  ).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();

  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});

test('when the server says the session expired, the login page says why', async ({ page }) => {
  await register(page, 'expired');
  await page.goto('/account-settings');
  await expect(page.getByTestId('account-settings-page')).toBeVisible();
  // The server's side (idle timeout, 480-minute cap) is proven by its API tests with a moved clock;
  // here the browser receives that answer the way it would after 15 idle minutes.
  await page.route('**/api/me', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Unauthorized',
        status: 401,
        code: 'auth/session-expired',
        params: { reason: 'idle' },
      }),
    }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount-settings$/);
  await expect(page.getByTestId('session-expired')).toContainText(
    '세션이 만료되어 로그아웃되었습니다',
  );
  await expect(page.getByTestId('session-expired')).toContainText(
    '설정한 세션 시간 제한 동안 사용하지 않아 자동으로 로그아웃되었습니다.',
  );
});
