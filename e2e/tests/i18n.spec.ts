import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  DEMO_COMPANIES,
  seededCompanyId,
  TITLE_PREFIX,
  USER_STATE,
  uniqueEmail,
  WIDTHS,
} from './support';

/** Picks a language in the top bar's select (한국어 / English / 日本語). */
async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-select').click();
  await page.locator('.ant-select-item-option', { hasText: name }).click();
}

test.describe('language', () => {
  test('Korean is the default; the select switches text, <html lang> and title, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const select = page.getByTestId('language-select');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ko');
    await expect(select).toContainText('한국어');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '재무제표에서 표준운송원가와 운송수입 예측까지, 한 곳에서',
    );
    await expect(page).toHaveTitle(`${TITLE_PREFIX.ko} | 메인`);

    await chooseLanguage(page, 'English');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(select).toContainText('English');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'From financial statements to standard transport cost and revenue forecasts, in one place',
    );
    await expect(page).toHaveTitle(`${TITLE_PREFIX.en} | Welcome`);
    await expect(page.getByTestId('login-button')).toHaveText('Login');

    await page.reload();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'From financial statements to standard transport cost and revenue forecasts, in one place',
    );

    // The choice follows the user to other pages, including lazily loaded ones.
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('개인정보 처리방침');
    await expect(page).toHaveTitle(`${TITLE_PREFIX.en} | Privacy policy`);

    await chooseLanguage(page, '한국어');
    await expect(html).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('개인정보 처리방침');
    await expect(page).toHaveTitle(`${TITLE_PREFIX.ko} | 개인정보 처리방침`);
  });

  test('English login errors are in English', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('input[name="email"]').fill(uniqueEmail('en-login'));
    await page.locator('input[name="password"]').fill('Wrong!Pass2026');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  });
});

/** Every key of the Korean catalogue, bare and with its namespace, to spot one shown untranslated. */
function catalogueKeys(): Set<string> {
  const dir = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales', 'ko');
  const keys = new Set<string>();
  const walk = (namespace: string, node: unknown, prefix: string) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) {
      keys.add(prefix);
      keys.add(`${namespace}:${prefix}`);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      walk(namespace, child, prefix ? `${prefix}.${key}` : key);
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')), '');
  }
  return keys;
}
const KEYS = catalogueKeys();
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const HANGUL = /[\uac00-\ud7a3]/;

/**
 * The page shows translated text: no raw `{{placeholder}}` or `$t(…)` and no key path such as
 * `nav.titles.home` where a text should be (i18next prints the key when a text is missing).
 */
async function expectTranslated(page: Page) {
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toContain('{{');
  expect(text).not.toContain('$t(');
  const keyLike = text.match(/[A-Za-z][\w-]*(?::[\w/-]+)?(?:\.[\w/-]+)+/g) ?? [];
  expect(keyLike.filter((token) => KEYS.has(token))).toEqual([]);
}

/** A page has arrived in Japanese: its main heading, the title and the menu are Japanese. */
async function expectJapanesePage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByTestId('auth-loading')).toHaveCount(0);
  await expect(page.getByText('ページを読み込んでいます')).toHaveCount(0);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(heading).toHaveText(JAPANESE);
  await expect(page).toHaveTitle(/^バス運送原価システム \| \S/);
  await page.waitForLoadState('networkidle');
  await expectTranslated(page);
}

function screenshot(page: Page, testInfo: TestInfo, width: number, path: string) {
  const name = path.slice(1).replaceAll('/', '_') || 'landing';
  return page.screenshot({
    path: join(testInfo.project.outputDir, 'screenshots', 'ja', `${width}`, `${name}.png`),
    fullPage: true,
  });
}

test.describe('Japanese', () => {
  test('the public pages are in Japanese, with no key names or raw placeholders', async ({
    page,
  }) => {
    await page.goto('/');
    await chooseLanguage(page, '日本語');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '財務諸表から標準運送原価と運送収入の予測まで、ひとつの場所で',
    );
    await expect(page.getByTestId('login-button')).toHaveText('ログイン');
    await expectJapanesePage(page);

    await page.goto('/login');
    await expect(page).toHaveTitle(/ログイン$/);
    await expect(page.getByText('バス運送原価システムにログインしてください。')).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('メールアドレスを入力してください')).toBeVisible();
    await expectJapanesePage(page);

    for (const [path, heading] of [
      ['/help', 'AI時系列予測のヘルプ'],
      ['/privacy-policy', '個人情報保護方針'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectJapanesePage(page);
    }

    await page.goto('/demo/depreciation');
    // The demo computes its schedules in the browser: its first load takes longer than a page.
    await expect(page.getByRole('heading', { level: 1, name: /減価償却デモ/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('dep-demo-banner')).toContainText(
      '体験用デモ — 架空の会社で、保存されません',
    );
    await expectJapanesePage(page);
  });

  test.describe('signed in', () => {
    test.use({ storageState: USER_STATE });
    // Eight screens, each with its own chunks, at two widths with screenshots.
    test.setTimeout(240_000);

    // The select saves the choice in the demo user's profile, which the other specs read in Korean.
    test.afterEach(async ({ page }) => {
      const reset = await page.request.put('/api/account/language', {
        data: { preferredLanguage: 'ko' },
      });
      expect(reset.ok(), 'the demo user is back to Korean').toBe(true);
    });

    test('the working screens speak Japanese at 1440 and 375 px, and the menu fits one row', async ({
      page,
    }, testInfo) => {
      const garam = await seededCompanyId(page.request, DEMO_COMPANIES.garam);
      await page.setViewportSize(WIDTHS[2]);
      await page.goto('/home');
      await chooseLanguage(page, '日本語');
      await expectJapanesePage(page);

      // The Japanese menu fits one row at 1440 px: every entry on the same line.
      const links = page.getByTestId('nav-flat').getByRole('link');
      await expect(links.first()).toBeVisible();
      await expect(page.getByTestId('nav-flat')).not.toContainText(HANGUL);
      const tops = await links.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `menu rows (tops ${tops.join(', ')})`).toBe(1);

      const screens = [
        '/home',
        '/financial-data-center',
        `/transportation-general-cost?company=${garam}&year=2024`,
        `/investment-compensation?company=${garam}&year=2024`,
        `/cost-allocation?company=${garam}`,
        `/financial-support?company=${garam}&year=2024`,
        '/forecast',
        '/board',
      ];
      for (const { width, height } of [WIDTHS[2], WIDTHS[0]]) {
        await page.setViewportSize({ width, height });
        for (const path of screens) {
          await page.goto(path);
          await expectJapanesePage(page);
          // Japanese has no spaces to wrap at: a long phrase must not push the page sideways.
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(pageWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
          await screenshot(page, testInfo, width, path.split('?')[0] ?? path);
        }
      }

      // The choice is the profile's: a reload keeps Japanese.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    });
  });
});
