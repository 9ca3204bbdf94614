import { join } from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { clickInPopup, TITLE_PREFIX, USER_STATE, WIDTHS } from './support';

type Entry = { path: string; label: string };

// platform.md §2.2, with the Korean labels a user reads (they are also the page-title labels).
const UNGROUPED: readonly Entry[] = [
  { path: '/home', label: '홈' },
  { path: '/dashboard', label: '대시보드' },
  { path: '/board', label: '게시판' },
];
const FINANCIAL: readonly Entry[] = [
  { path: '/financial-data-center', label: '재무 데이터 센터' },
  { path: '/transportation-general-cost', label: '총괄원가' },
  { path: '/investment-compensation', label: '적정투자보수' },
  { path: '/cost-allocation', label: '원가 배분' },
  { path: '/cost-estimation', label: '원가 추정' },
  { path: '/cost-adjustment', label: '원가 조정' },
  { path: '/financial-support', label: '운송적자·재정지원' },
  { path: '/depreciation', label: '감가상각 관리' },
  { path: '/demo/depreciation', label: '감가상각 체험' },
];
const FORECASTING: readonly Entry[] = [{ path: '/model-portal', label: '모델 포털' }];
const ALL = [...UNGROUPED, ...FINANCIAL, ...FORECASTING];

function screenshotPath(testInfo: TestInfo, width: string, path: string): string {
  const name = path === '/' ? 'landing' : path.slice(1).replaceAll('/', '_');
  return join(testInfo.project.outputDir, 'screenshots', width, `${name}.png`);
}

/** After a click in the menu: the address, the page title and a rendered page (no 404). */
async function expectArrived(page: Page, entry: Entry) {
  // A screen may add its own state to the query (the cost screen keeps ?company=&year=).
  await expect(page).toHaveURL(new RegExp(`${entry.path.replace(/\//g, '\\/')}(\\?.*)?$`));
  await expect(page).toHaveTitle(`${TITLE_PREFIX.ko} | ${entry.label}`);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.getByTestId('auth-loading')).toHaveCount(0);
  // The page itself has arrived (not the lazy-loading spinner), so the screenshot shows it.
  await expect(page.getByText('페이지를 불러오는 중입니다')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('top navigation at three widths (signed in)', () => {
  test.use({ storageState: USER_STATE });
  // Twelve entries, each a real page with its own chunk and a full-page screenshot: since the
  // allocation and depreciation screens arrived, one pass outgrows the default 60 s on 2 cores.
  test.setTimeout(180_000);

  test('375 px: one menu button opens every entry', async ({ page }, testInfo) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/home');
    const toggle = page.getByTestId('nav-mobile-toggle');
    await expect(toggle).toBeVisible();
    await expect(page.getByTestId('nav-flat')).toHaveCount(0);
    await expect(page.getByTestId('nav-group-financial')).toHaveCount(0);
    await toggle.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('재무', { exact: true })).toBeVisible();
    await expect(menu.getByText('예측', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    for (const entry of ALL) {
      await toggle.click();
      await clickInPopup(
        page.getByRole('menu').getByRole('link', { name: entry.label, exact: true }),
      );
      await expectArrived(page, entry);
      await page.screenshot({
        path: screenshotPath(testInfo, 'mobile-375', entry.path),
        fullPage: true,
      });
    }
  });

  test('1024 px: home, dashboard and board as links, the rest under Financial and Forecasting', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(WIDTHS[1]);
    await page.goto('/home');
    const bar = page.getByTestId('top-bar');
    await expect(page.getByTestId('nav-group-financial')).toBeVisible();
    await expect(page.getByTestId('nav-group-forecasting')).toBeVisible();
    await expect(page.getByTestId('nav-mobile-toggle')).toHaveCount(0);
    await expect(page.getByTestId('nav-flat')).toHaveCount(0);
    for (const entry of UNGROUPED) {
      await bar.getByRole('link', { name: entry.label, exact: true }).click();
      await expectArrived(page, entry);
      await page.screenshot({
        path: screenshotPath(testInfo, 'tablet-1024', entry.path),
        fullPage: true,
      });
    }
    const groups = [
      { testId: 'nav-group-financial', entries: FINANCIAL },
      { testId: 'nav-group-forecasting', entries: FORECASTING },
    ];
    for (const group of groups) {
      for (const entry of group.entries) {
        await page.getByTestId(group.testId).click();
        await clickInPopup(
          page.getByRole('menu').getByRole('link', { name: entry.label, exact: true }),
        );
        await expectArrived(page, entry);
        await page.screenshot({
          path: screenshotPath(testInfo, 'tablet-1024', entry.path),
          fullPage: true,
        });
      }
    }
  });

  test('1440 px: every entry flat in the bar', async ({ page }, testInfo) => {
    await page.setViewportSize(WIDTHS[2]);
    await page.goto('/home');
    const flat = page.getByTestId('nav-flat');
    await expect(flat).toBeVisible();
    await expect(page.getByTestId('nav-mobile-toggle')).toHaveCount(0);
    await expect(page.getByTestId('nav-group-financial')).toHaveCount(0);
    await expect(flat.getByRole('link')).toHaveText(ALL.map((entry) => entry.label));
    for (const entry of ALL) {
      await flat.getByRole('link', { name: entry.label, exact: true }).click();
      await expectArrived(page, entry);
      await page.screenshot({
        path: screenshotPath(testInfo, 'desktop-1440', entry.path),
        fullPage: true,
      });
    }
  });
});

test.describe('signed-out visitors', () => {
  for (const size of WIDTHS) {
    test(`see only the login button at ${size.width} px, and the public pages render`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await expect(page.getByTestId('login-button')).toBeVisible();
      await expect(page.getByTestId('nav-mobile-toggle')).toHaveCount(0);
      await expect(page.getByTestId('nav-group-financial')).toHaveCount(0);
      await expect(page.getByTestId('nav-flat')).toHaveCount(0);
      const pages = [
        { path: '/', label: '메인' },
        { path: '/login', label: '로그인' },
        { path: '/register', label: '회원가입' },
        { path: '/help', label: '도움말' },
        { path: '/privacy-policy', label: '개인정보 처리방침' },
      ];
      for (const entry of pages) {
        await page.goto(entry.path);
        await expect(page).toHaveTitle(`${TITLE_PREFIX.ko} | ${entry.label}`);
        await expect(page.getByTestId('top-bar')).toBeVisible();
        await expect(
          page.getByRole('main').getByRole('heading', { level: 1 }).first(),
        ).toBeVisible();
        await page.screenshot({
          path: screenshotPath(testInfo, `${size.name}-${size.width}`, entry.path),
          fullPage: true,
        });
      }
    });
  }

  test('the login button opens the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('login-button').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle(`${TITLE_PREFIX.ko} | 로그인`);
  });
});
