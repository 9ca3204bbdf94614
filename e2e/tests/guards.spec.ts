import { expect, test } from '@playwright/test';
import { ADMIN_STATE, DEMO, DEMO_PASSWORD, SUPER_ADMIN_STATE, USER_STATE } from './support';

test.describe('signed out', () => {
  test('a member route redirects to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.locator('input[name="email"]')).toBeVisible();
  });

  test('a member route shows the loading message until the session is known', async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the session check so the loading state can be seen, then let it answer.
    await page.route('**/api/me', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('auth-loading')).toBeVisible();
    await expect(page.getByTestId('dashboard')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('after signing in, the login page returns to the page first asked for', async ({ page }) => {
    await page.goto('/cost-estimation?company=1');
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.locator('input[name="email"]').fill(DEMO.viewer);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/cost-estimation\?company=/);
    await expect(page.getByRole('heading', { level: 1, name: '원가 추정' })).toBeVisible();
  });

  test('/admin redirects to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('an unknown /api path answers 404 JSON with code route_not_found', async ({ request }) => {
    const response = await request.get('/api/unknown');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/json/);
    expect(await response.json()).toMatchObject({ status: 404, code: 'route_not_found' });
  });

  test('the auth debug page opens on 127.0.0.1 in development mode', async ({ page }) => {
    await page.goto('/dev/auth-debug');
    await expect(page).toHaveURL(/\/dev\/auth-debug$/);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByText('admin@demo.local', { exact: true })).toBeVisible();
  });

  test('the board needs no sign-in', async ({ page }) => {
    await page.goto('/board');
    await expect(page).toHaveURL(/\/board$/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
});

test.describe('as a user', () => {
  test.use({ storageState: USER_STATE });

  test('/admin sends a non-admin to /', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('the capitalised paths redirect to the canonical ones', async ({ page }) => {
    await page.goto('/CostAllocation');
    await expect(page).toHaveURL(/\/cost-allocation$/);
    await page.goto('/InvestmentCompensation');
    await expect(page).toHaveURL(/\/investment-compensation$/);
    await page.goto('/Depreciation');
    await expect(page).toHaveURL(/\/depreciation$/);
  });

  test('a financial-data-center sub-path is a member route too', async ({ page }) => {
    await page.goto('/financial-data-center/companies');
    await expect(page).toHaveURL(/\/financial-data-center\/companies$/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
});

test.describe('as an admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test('/admin shows a page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('auth-loading')).toHaveCount(0);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page).toHaveTitle('버스 운송원가 시스템 | 사용자 관리');
  });

  test('/super-admin sends an admin to /dashboard with the reason', async ({ page }) => {
    await page.goto('/super-admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    const reason = page.getByText('최고 관리자 권한이 필요합니다', { exact: false });
    await expect(reason).toBeVisible();
    // Said once, not once per effect run.
    await expect(reason).toHaveCount(1);
  });
});

test.describe('as a super admin', () => {
  test.use({ storageState: SUPER_ADMIN_STATE });

  test('/super-admin opens', async ({ page }) => {
    await page.goto('/super-admin');
    await expect(page).toHaveURL(/\/super-admin$/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page).toHaveTitle('버스 운송원가 시스템 | 최고 관리자');
  });

  test('/super-admin is the console, no longer a "not available yet" page (issue 18)', async ({
    page,
  }) => {
    await page.goto('/super-admin');
    await expect(page.getByTestId('super-admin-page')).toBeVisible();
    await expect(page.getByTestId('not-available')).toHaveCount(0);
  });
});
