import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BASE_URL, DEMO, DEMO_COMPANIES, signInByApi, WIDTHS } from '../tests/support';

const OUT = join(import.meta.dirname, '..', 'test-results', 'screens');
const OFFICIAL = 'official@city.demo.local';

async function setLanguage(page: Page, preferredLanguage: 'ko' | 'en') {
  const saved = await page.request.put('/api/account/language', {
    data: { preferredLanguage },
    headers: { origin: BASE_URL },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A saved forecast of the demo company's seeded series, so the forecast card has its chart. */
async function saveDemoForecast(request: APIRequestContext) {
  // A fresh server imports the demo company and then seeds its series in the background.
  let series: { id: string } | undefined;
  await expect
    .poll(
      async () => {
        const listed = await (await request.get('/api/financial-data/companies')).json();
        const company = (listed.items as { id: string; name: string }[]).find(
          (c) => c.name === DEMO_COMPANIES.garam,
        );
        if (!company) return false;
        const found = await (
          await request.get(`/api/forecast/series?companyId=${company.id}`)
        ).json();
        series = (found.items as { id: string }[])[0];
        return series !== undefined;
      },
      { timeout: 180_000, message: 'the demo company and its series are seeded' },
    )
    .toBe(true);
  const queued = await request.post('/api/forecast/runs', {
    data: { kind: 'forecast', model: 'seasonal-naive', seriesId: series?.id, horizon: 12 },
    headers: { origin: BASE_URL },
  });
  expect(queued.status(), await queued.text()).toBe(202);
  const { id } = (await queued.json()) as { id: string };
  await expect
    .poll(async () => (await (await request.get(`/api/forecast/runs/${id}`)).json()).status, {
      timeout: 120_000,
    })
    .toBe('succeeded');
  const saved = await request.put(`/api/forecast/runs/${id}/save`, {
    data: { name: '2025년 운송수입 전망' },
    headers: { origin: BASE_URL },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function shoot(page: Page, name: string) {
  for (const lang of ['ko', 'en'] as const) {
    await setLanguage(page, lang);
    for (const { width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto('/dashboard');
      await expect(page.getByTestId('dash-company')).toBeVisible({ timeout: 60_000 });
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(OUT, `${name}-${lang}-${width}.png`), fullPage: true });
    }
  }
  await setLanguage(page, 'ko');
}

/** A year without statements (typed into the URL): the empty state, not zeros. */
async function shootEmptyYear(page: Page, name: string) {
  for (const lang of ['ko', 'en'] as const) {
    await setLanguage(page, lang);
    for (const { width, height } of WIDTHS.filter((w) => w.width !== 1024)) {
      await page.setViewportSize({ width, height });
      await page.goto('/dashboard?year=2019');
      await expect(page.getByTestId('dash-company')).toContainText('2019', { timeout: 60_000 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(OUT, `${name}-${lang}-${width}.png`), fullPage: true });
    }
  }
  await setLanguage(page, 'ko');
}

test('dashboard of an operator and of an official at 375, 1024 and 1440 px, ko and en', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const operator = await browser.newPage({ baseURL: BASE_URL });
  await signInByApi(operator, DEMO.user);
  await saveDemoForecast(operator.request);
  await shoot(operator, 'dashboard-operator');
  await shootEmptyYear(operator, 'dashboard-empty-year');

  const official = await browser.newPage({ baseURL: BASE_URL });
  await signInByApi(official, OFFICIAL);
  await shoot(official, 'dashboard-official');
});
