import { expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN_STATE } from './support';

// Issue 14 §7: the server's Content-Security-Policy (apps/server/src/platform/http/security-headers.ts)
// has no 'unsafe-inline' for scripts. Every page of the built app must run under it with no
// violation: antd's injected <style> tags, lazy chunks, ECharts, the realtime socket.
test.use({ storageState: SUPER_ADMIN_STATE });

/** The routes of apps/web/src/app/router.tsx, signed in as the super admin (who may see them all). */
const ROUTES = [
  '/',
  '/login',
  '/register',
  '/help',
  '/privacy-policy',
  '/home',
  '/dashboard',
  '/profile',
  '/account-settings',
  '/financial-data-center',
  '/financial-data-center/manage',
  '/transportation-general-cost',
  '/investment-compensation',
  '/cost-adjustment',
  '/financial-support',
  '/forecast',
  '/depreciation',
  '/admin',
  '/super-admin',
  '/dev/auth-debug',
  '/no-such-page',
  '/api/docs',
];

type Violation = { directive: string; blocked: string; source: string };

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/** Collects securitypolicyviolation events (in the page) and CSP errors on the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) messages.push(message.text());
  });
  // Injected by the browser's debugging protocol, so the CSP under test does not apply to it.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return messages;
}

async function settle(page: Page): Promise<void> {
  // The realtime socket stays open, which networkidle does not count; lazy chunks and queries do.
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

test('no page of the built app reports a CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const consoleErrors = await watchCsp(page);
  const found: Record<string, unknown> = {};
  for (const route of ROUTES) {
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy'], route).toContain("script-src 'self'");
    await settle(page);
    const violations = await page.evaluate(() => window.cspViolations ?? []);
    if (violations.length > 0) found[route] = violations;
  }
  expect(found).toEqual({});
  expect(consoleErrors).toEqual([]);
});

test('the realtime socket connects under the policy', async ({ page }) => {
  const consoleErrors = await watchCsp(page);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/ws'));
  await page.goto('/financial-data-center');
  const ws = await socket;
  const failed = ws.waitForEvent('socketerror', { timeout: 3_000 }).then(
    (error) => error,
    () => null,
  );
  expect(await failed).toBeNull();
  expect(ws.isClosed()).toBe(false);
  expect(await page.evaluate(() => window.cspViolations ?? [])).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
