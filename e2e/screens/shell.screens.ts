import { join } from 'node:path';
import { test } from '@playwright/test';
import { openAndSettle, useLanguage } from '../tests/shell-checks';
import { SUPER_ADMIN_STATE, WIDTHS } from '../tests/support';

const OUT = join(import.meta.dirname, '..', 'test-results', 'screens');

/** The shell and the screens issue 18 §5 changed: menu, home cards, tables, sources, footer. */
const PAGES = [
  { path: '/home', name: 'home', fullPage: true },
  { path: '/admin', name: 'admin', fullPage: false },
  { path: '/investment-compensation', name: 'investment', fullPage: false },
  { path: '/transportation-general-cost', name: 'total-cost', fullPage: false },
  { path: '/financial-data-center/manage', name: 'data-center-manage', fullPage: false },
  { path: '/depreciation', name: 'depreciation', fullPage: false },
  { path: '/financial-support', name: 'financial-support', fullPage: false },
];

test.use({ storageState: SUPER_ADMIN_STATE });

for (const language of ['ko', 'en'] as const) {
  test(`shell screens at 375, 1024 and 1440 px (${language})`, async ({ page, context }) => {
    test.setTimeout(300_000);
    await useLanguage(context, language);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const { path, name, fullPage } of PAGES) {
        await openAndSettle(page, path);
        await page.screenshot({
          path: join(OUT, `shell-${language}-${name}-${size.width}.png`),
          fullPage,
        });
      }
      // The footer at the end of a page, and the development banner with its button at the top.
      await openAndSettle(page, '/account-settings');
      await page.screenshot({
        path: join(OUT, `shell-${language}-settings-${size.width}.png`),
        fullPage: true,
      });
    }
  });
}
