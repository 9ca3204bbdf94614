import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Seeded in development mode by the server (one account per role). */
export const DEMO_PASSWORD = 'Demo!2026bus';
export const DEMO = {
  viewer: 'viewer@demo.local',
  user: 'user@demo.local',
  analyst: 'analyst@demo.local',
  manager: 'manager@demo.local',
  admin: 'admin@demo.local',
  superAdmin: 'superadmin@demo.local',
} as const;

/**
 * Signed-in browser states written once by auth.setup.ts. Sign-in is rate-limited (5 attempts per
 * e-mail and IP per minute), so specs reuse these sessions instead of signing in per test.
 */
const STATE_DIR = join(import.meta.dirname, '..', 'test-results', '.auth');
export const USER_STATE = join(STATE_DIR, 'user.json');
export const ADMIN_STATE = join(STATE_DIR, 'admin.json');
export const SUPER_ADMIN_STATE = join(STATE_DIR, 'super-admin.json');

/** Same port as playwright.config.ts. */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

export const TITLE_PREFIX = {
  ko: '버스 운송원가 시스템',
  en: 'Bus Transport Cost System',
} as const;

/** The three widths of the top bar (platform.md §2.2: breakpoints 768 and 1200 px). */
export const WIDTHS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** A fresh address per test so runs never collide on an existing account. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Signs in through the API with the page's own request context, so the browser shares the cookie.
 * Used where sign-in is the precondition, not the behaviour under test (auth.spec.ts covers the form).
 */
export async function signInByApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    // Browsers send Origin on a POST; the server's CSRF check expects it.
    headers: { origin: BASE_URL },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
}

/** Signs in through the login form like a user does and waits until the form is gone. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Newest mail of the development outbox sent to `to` whose text matches `pattern`. */
export async function readOutboxLink(page: Page, to: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev/outbox');
      const { mails } = (await response.json()) as { mails: { to: string; text: string }[] };
      const mail = mails.find((m) => m.to.includes(to) && pattern.test(m.text));
      link = mail?.text.match(pattern)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * Clicks an item of an antd popup (dropdown menu, popconfirm) once the popup has finished
 * appearing. The popup is rendered first and aligned to its trigger while it slides in; a click in
 * that moment lands where the item was, not where the user sees it.
 */
export async function clickInPopup(item: Locator) {
  const popup = item.locator(
    'xpath=ancestor::div[contains(@class, "ant-dropdown") or contains(@class, "ant-popover") or contains(@class, "ant-select-dropdown")][1]',
  );
  await expect(item).toBeVisible();
  await settled(popup);
  await item.click();
}

/**
 * Waits until an antd modal or popup has finished its zoom or slide: while it moves, a control in
 * it is not where the user sees it, and a select opened then aligns its list to the moving box.
 */
export async function settled(element: Locator) {
  await expect(element).not.toHaveClass(/-(appear|enter|leave)\b/);
}

/** Demo companies the development server seeds from the domain samples (fiscal year 2024). */
export const DEMO_COMPANIES = {
  garam: '가람시내버스(주) [가상]',
  nuri: '누리시외버스(주) [가상]',
} as const;

/**
 * The id of a seeded demo company. Other specs upload companies of their own, so costing specs
 * open the seeded one by its id, as a shared link would.
 */
export async function seededCompanyId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(`/api/financial-data/companies?q=${encodeURIComponent(name)}`);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const company = items.find((c) => c.name === name);
  expect(company, `the seeded demo company ${name} exists`).toBeDefined();
  return company?.id ?? '';
}

/** The statement documents of the extraction tests (fixtures/statements/README.md). */
export const STATEMENTS_DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'statements');

/** The data center's upload form filled in for fiscal year 2024 (the samples' year), not sent. */
export async function fillUploadForm(page: Page, company: string, file: string) {
  await page.goto('/financial-data-center/upload');
  await page.locator('#companyName').fill(company);
  // The form proposes the previous calendar year; the samples are 2024.
  await page.locator('#fiscalYear').fill('2024');
  await page.locator('input[type="file"]').setInputFiles(file);
}
