import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BASE_URL, clickInPopup, readOutboxLink, signInWithForm, uniqueEmail } from './support';

const PASSWORD = 'Bus!Route2026';

/** Creates an account through the API (a separate request context, so the page stays signed out). */
async function registerByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: '테스트 사용자', email, password, privacyConsent: true },
    headers: { origin: BASE_URL },
  });
  expect(response.ok(), `sign-up of ${email}: ${response.status()}`).toBe(true);
}

function field(page: Page, name: string) {
  return page.locator(`input[name="${name}"]`);
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await clickInPopup(page.getByTestId('logout'));
  await expect(page.getByTestId('login-button')).toBeVisible();
}

test.describe('registration', () => {
  test('shows every validation message, then lands on /dashboard signed in as a user', async ({
    page,
  }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');
    const submit = page.locator('form button[type="submit"]');

    await submit.click();
    for (const message of [
      '이름을 입력해주세요',
      '이메일을 입력해주세요',
      '비밀번호를 입력해주세요',
      '비밀번호를 한 번 더 입력해주세요',
      '개인정보 처리방침에 동의해주세요',
    ]) {
      await expect(page.getByText(message, { exact: true }), message).toBeVisible();
    }

    await field(page, 'name').fill('김');
    await field(page, 'email').fill('not-an-email');
    await field(page, 'password').fill('password');
    await field(page, 'confirmPassword').fill('password1');
    await submit.click();
    await expect(page.getByText('이름은 2자 이상이어야 합니다', { exact: true })).toBeVisible();
    await expect(
      page.getByText('올바른 이메일 주소를 입력해주세요', { exact: true }),
    ).toBeVisible();
    const unmet = page.getByText(/^비밀번호 조건을 충족하지 않습니다:/);
    await expect(unmet).toBeVisible();
    for (const issue of [
      '영문 대문자 포함',
      '숫자 포함',
      '특수문자 포함',
      'password, 123456, qwerty, admin 포함 불가',
    ]) {
      await expect(unmet).toContainText(issue);
    }
    await expect(unmet).not.toContainText('영문 소문자 포함');
    await expect(page.getByText('비밀번호가 일치하지 않습니다', { exact: true })).toBeVisible();

    // Everything right except the consent: still refused.
    await field(page, 'name').fill('김버스');
    await field(page, 'email').fill(email);
    await field(page, 'password').fill(PASSWORD);
    await field(page, 'confirmPassword').fill(PASSWORD);
    await submit.click();
    await expect(page.getByText('개인정보 처리방침에 동의해주세요', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    await page.locator('input[name="privacyConsent"]').check();
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-email')).toHaveText(email);
    await expect(page.getByTestId('dashboard-role')).toHaveText('일반 사용자');
    await expect(page.getByTestId('dashboard-role')).toHaveAttribute('data-role', 'user');
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('refuses an e-mail address that is already registered', async ({ page, request }) => {
    const email = uniqueEmail('taken');
    await registerByApi(request, email);
    await page.goto('/register');
    await field(page, 'name').fill('김버스');
    await field(page, 'email').fill(email);
    await field(page, 'password').fill(PASSWORD);
    await field(page, 'confirmPassword').fill(PASSWORD);
    await page.locator('input[name="privacyConsent"]').check();
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('이미 사용 중인 이메일 주소입니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('login and logout', () => {
  test('the login form names missing and malformed fields', async ({ page }) => {
    await page.goto('/login');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('이메일을 입력해주세요', { exact: true })).toBeVisible();
    await expect(page.getByText('비밀번호를 입력해주세요', { exact: true })).toBeVisible();
    await field(page, 'email').fill('bus@');
    await page.locator('form button[type="submit"]').click();
    await expect(
      page.getByText('올바른 이메일 주소를 입력해주세요', { exact: true }),
    ).toBeVisible();
  });

  test('log out, log in again, and a wrong password gets the one generic message', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('login');
    await registerByApi(request, email);

    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-email')).toHaveText(email);

    await logOut(page);
    await expect(page.getByText('로그아웃되었습니다.')).toBeVisible();
    // Signed out for real: a member route sends us back to the login page.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login(\?|$)/);

    await field(page, 'email').fill(email);
    await field(page, 'password').fill('Wrong!Pass2026');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/login(\?|$)/);

    // An unknown e-mail gets exactly the same message (docs/adr/0004).
    await field(page, 'email').fill(uniqueEmail('nobody'));
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test('reset link from the mail sets a new password that then signs in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('reset');
    const newPassword = 'New!Route2027';
    await registerByApi(request, email);

    await page.goto('/login');
    await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
    // Wait for the new page itself: while its code loads, the login form stays on screen.
    await expect(page.getByRole('heading', { level: 1, name: '비밀번호 찾기' })).toBeVisible();
    await field(page, 'email').fill(email);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('이메일을 확인해주세요')).toBeVisible();

    const link = await readOutboxLink(
      page,
      email,
      /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/,
    );
    await page.goto(link);
    await field(page, 'newPassword').fill(newPassword);
    await field(page, 'confirmPassword').fill(newPassword);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('비밀번호가 변경되었습니다')).toBeVisible();

    // The old password no longer works; the new one does.
    await page.goto('/login');
    await field(page, 'email').fill(email);
    await field(page, 'password').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
    await field(page, 'password').fill(newPassword);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-email')).toHaveText(email);
  });

  test('a reset link with a bad token is refused', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await field(page, 'newPassword').fill('New!Route2027');
    await field(page, 'confirmPassword').fill('New!Route2027');
    await page.locator('form button[type="submit"]').click();
    await expect(
      page.getByText('비밀번호 재설정 링크가 올바르지 않거나 만료되었습니다', { exact: false }),
    ).toBeVisible();
  });
});
