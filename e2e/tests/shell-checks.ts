import type { BrowserContext, Page } from '@playwright/test';

/**
 * Shared steps of the checks that visit every page (layout-overflow.spec.ts, shell.spec.ts): the
 * language a page is shown in, and waiting until a page has drawn its content.
 */

export type Language = 'ko' | 'en';

/**
 * Shows the app in `language` without touching the accounts other specs share: the language
 * choice is stored before the app starts, and the profile's preferred language that the session
 * would apply (app/session-preferences.tsx) is answered as `language` too.
 */
export async function useLanguage(context: BrowserContext, language: Language) {
  await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
  await context.route('**/api/me', async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const me = (await response.json()) as Record<string, unknown>;
    return route.fulfill({ response, json: { ...me, preferredLanguage: language } });
  });
}

/**
 * Opens `path` and waits until its content is drawn: no loading spinner, data requests done. Once
 * the app is loaded, later pages are opened inside it, as a click in the menu does (React Router
 * follows `popstate`), so a check of fifty pages does not parse the app fifty times. `reload`
 * loads the page afresh, so that it fetches all of its data again.
 */
export async function openAndSettle(page: Page, path: string, options: { reload?: boolean } = {}) {
  const loaded =
    !options.reload &&
    (await page
      .evaluate(() => document.querySelector('[data-testid="top-bar"]') !== null)
      .catch(() => false));
  if (loaded) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
  }
  await settle(page);
}

/** Waits for the page's heading, for its spinners to go, and for its data requests to end. */
export async function settle(page: Page) {
  await page
    .locator('main h1, main .ant-result, main [role="heading"]')
    .first()
    .waitFor({ timeout: 15_000 });
  await page
    .locator('.page-spinner, [data-testid="auth-loading"], main .ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  // The figures arrive after the heading; the sockets keep no request open, so this ends.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

/** Two frames after a resize: media queries and antd's breakpoints have re-rendered the page. */
export async function afterResize(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}
