import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, clickInPopup, uniqueEmail } from './support';

const PASSWORD = 'Two!factor2026';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 6238 code (SHA-1, 30 s, 6 digits) for a base32 secret at time step `step`. */
function totp(secret: string, step: number): string {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', Buffer.from(bytes)).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0xf;
  return ((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

const currentStep = () => Math.floor(Date.now() / 30_000);

/** A fresh account, signed in in this page's browser, on the profile's security tab. */
async function registerOnSecurityTab(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: '이중 인증', email, password: PASSWORD, privacyConsent: true },
    headers: { origin: BASE_URL },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto('/profile?tab=security');
  await expect(page.getByRole('tab', { name: '보안' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('two-factor-state')).toHaveText('사용 안 함');
  return email;
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await clickInPopup(page.getByTestId('logout'));
  await expect(page.getByTestId('login-button')).toBeVisible();
}

/** The login form's first step; the second step then asks for a code. */
async function firstStep(page: Page, email: string) {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  const second = page.getByTestId('second-step');
  await expect(second).toBeVisible();
  return second;
}

/** The six digits of the newest text message the development SMS sender sent to `phone`. */
async function smsCode(page: Page, phone: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev/sms-outbox');
      const { messages } = (await response.json()) as {
        messages: { to: string; text: string; createdAt: string }[];
      };
      const text = messages.find((m) => m.to === phone && Date.parse(m.createdAt) >= after)?.text;
      code = /(\d{6})/.exec(text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * Issue 6 §3 in the profile's security tab: a fresh user enrols an authenticator app (its code
 * computed here, as the app would), signs out, signs in through the login's second step, then
 * once more with a single-use backup code.
 */
test('enrols an authenticator app on the security tab, then signs in with its code and a backup code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await registerOnSecurityTab(page, 'totp');
  const card = page.getByTestId('two-factor-settings');
  await card.getByRole('button', { name: '인증 앱 설정' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="current-password"]').fill(PASSWORD);
  await dialog.getByRole('button', { name: '다음' }).click();
  await expect(dialog.getByTestId('totp-qr')).toBeVisible();
  const secret = (
    (await dialog.getByTestId('totp-secret').locator('code').textContent()) ?? ''
  ).trim();
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  const enrolStep = currentStep();
  await dialog.locator('input[name="totp-code"]').fill(totp(secret, enrolStep));
  await dialog.getByRole('button', { name: '확인' }).click();
  const codes = dialog.getByTestId('backup-codes').locator('li');
  await expect(codes.first()).toBeVisible();
  const codeCount = await codes.count();
  expect(codeCount).toBeGreaterThanOrEqual(8);
  const backupCode = ((await codes.first().textContent()) ?? '').trim();
  expect(backupCode).not.toBe('');
  await dialog.getByTestId('backup-codes-done').click();
  await expect(card.getByTestId('two-factor-state')).toHaveText('사용 중');
  // The score counts the second factor now.
  await expect(page.getByTestId('security-score')).toBeVisible();

  // With security alerts on (the default), the owner is told by e-mail.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev/outbox');
      const { mails } = (await response.json()) as { mails: { to: string; subject: string }[] };
      return mails.some((m) => m.to === email && m.subject.includes('2단계 인증이 켜졌습니다'));
    })
    .toBe(true);

  await signOut(page);
  let second = await firstStep(page, email);
  // A wrong code is refused with its message.
  await second.locator('input[name="code"]').fill(totp(secret, enrolStep + 100));
  await second.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alert')).toContainText('인증 코드가 올바르지 않습니다.');
  // A code from a later time step than the enrolment's (a used code may not count twice).
  await expect.poll(currentStep, { timeout: 35_000 }).toBeGreaterThan(enrolStep);
  await second.locator('input[name="code"]').fill(totp(secret, currentStep()));
  await second.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await signOut(page);
  second = await firstStep(page, email);
  await second.getByTestId('second-step-method').getByText('백업 코드').click();
  await second.locator('input[name="code"]').fill(backupCode);
  await second.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile?tab=security');
  // The code is spent: one fewer remains.
  await expect(page.getByTestId('two-factor-settings')).toContainText(`${codeCount - 1}개`);
});

/**
 * Issue 6 §3, SMS: the phone is verified with a code the development SMS sender keeps in its
 * outbox, which turns two-factor on; the next sign-in asks for a texted code.
 */
test('enrols a phone by SMS on the security tab, then signs in with a texted code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await registerOnSecurityTab(page, 'sms');
  const phone = '+821055501234';
  const card = page.getByTestId('two-factor-settings');
  await card.getByRole('button', { name: '휴대폰 번호 등록' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="phoneNumber"]').fill('010-5550-1234');
  let sentAt = Date.now() - 1000;
  await dialog.getByRole('button', { name: '인증 코드 보내기' }).click();
  // The number is shown masked, as everywhere after it was typed.
  await expect(dialog).toContainText('010-****-1234로 인증 코드를 보냈습니다.');
  await dialog.locator('input[name="code"]').fill(await smsCode(page, phone, sentAt));
  await dialog.locator('input[name="current-password"]').fill(PASSWORD);
  await dialog.getByRole('button', { name: '인증하고 켜기' }).click();
  await expect(
    page.getByText('휴대폰 인증을 마치고 문자(SMS) 2단계 인증을 켰습니다.'),
  ).toBeVisible();
  await expect(card.getByTestId('two-factor-state')).toHaveText('사용 중');
  await expect(card).toContainText('010-****-1234');

  await signOut(page);
  const second = await firstStep(page, email);
  sentAt = Date.now() - 1000;
  await second.getByTestId('second-step-send').click();
  await second.locator('input[name="code"]').fill(await smsCode(page, phone, sentAt));
  await second.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
