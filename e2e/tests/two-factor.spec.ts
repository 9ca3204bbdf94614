import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { BASE_URL, uniqueEmail } from './support';

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

/**
 * Issue 6 §3: a fresh user enrols an authenticator app from the two-factor card (hosted on the
 * development page /dev/two-factor until the profile page's security tab takes it) and then signs
 * in through the login's second step.
 */
test('a new user enrols TOTP and signs in with the second step', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('totp');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: '이중 인증', email, password: PASSWORD, privacyConsent: true },
    headers: { origin: BASE_URL },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto('/dev/two-factor');
  const card = page.getByTestId('two-factor-settings');
  await expect(card.getByTestId('two-factor-state')).toHaveText('사용 안 함');
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
  expect(await codes.count()).toBeGreaterThanOrEqual(8);
  await dialog.getByTestId('backup-codes-done').click();
  await expect(card.getByTestId('two-factor-state')).toHaveText('사용 중');

  await page.context().clearCookies();
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  const second = page.getByTestId('second-step');
  await expect(second).toBeVisible();

  // A wrong code is refused with its message.
  await second.locator('input[name="code"]').fill(totp(secret, enrolStep + 100));
  await second.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alert')).toContainText('인증 코드가 올바르지 않습니다.');

  // A code from a later time step than the enrolment's (a used code may not count twice).
  await expect.poll(currentStep, { timeout: 35_000 }).toBeGreaterThan(enrolStep);
  await second.locator('input[name="code"]').fill(totp(secret, currentStep()));
  await second.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
