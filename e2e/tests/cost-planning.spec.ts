import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { STATEMENTS_DIR, settled, USER_STATE } from './support';

/**
 * Issue 15 acceptance, as a user goes through it: entities imported from a CSV and allocated to
 * the won (expected.md §8), one entity's km edited and the allocation following, the estimate
 * with a changed labour rate (§9), two assets entered and the cost adjustment's depreciation tab
 * filled from them, and the public demo signed out.
 *
 * The company is uploaded here (sample A, under a name of its own), so its entities, runs and
 * register start empty and the seeded demo company the other costing specs read is untouched.
 */
const WORKBOOK = join(STATEMENTS_DIR, 'A_city_bus_300', 'statements.xlsx');
const ROUTES_CSV = join(STATEMENTS_DIR, '..', 'entities', 'sample-a-routes.csv');
const PERIOD = '2024-01';
/** A screen's first paint loads its lazy chunk (and ECharts); slow while the machine is busy. */
const FIRST_LOAD = 30_000;

const R101 = 'R-101 간선(도심-신도시)';
const R202 = 'R-202 지선(주거권역)';
const R303 = 'R-303 광역(외곽 연계)';

/** expected.md §8: each route's allocated total and operating expense, to the won. */
const ALLOCATED = { [R101]: 24_158_552_083, [R202]: 18_905_778_553, [R303]: 27_864_169_364 };
const OPERATING_EXPENSE = 70_928_500_000;
/**
 * R-202 at 6,000,000 km (of 25,000,000): the km pool 13,752,500,000 is 550.1 won a km, so the km
 * parts are 4,895,890,000 / 3,300,600,000 / 5,556,010,000; the operated and owned parts stay as in
 * §8, and the entity totals are the exact sums rounded by largest remainder (domain.md §4).
 */
const ALLOCATED_AFTER_KM = {
  [R101]: 23_954_556_667,
  [R202]: 19_341_274_386,
  [R303]: 27_632_668_947,
};

/** expected.md §9: the 2025 estimate at the default rates (labour 4.73 %). */
const ESTIMATE_DEFAULT = 73_726_906_050;
/**
 * Labour at 5.00 %: its nine lines (base 48,925,000,000) × 1.05 are whole won each, so labour
 * becomes 51,371,250,000 instead of 51,239,152,500 and the total rises by 132,097,500.
 */
const LABOUR_AT_5 = 51_371_250_000;
const ESTIMATE_LABOUR_5 = 73_859_003_550;

/**
 * Two bus batches bought in 2020, nine years straight-line, no residual value: 2024 is a full year
 * of each (월할; the R-303 batch's rounded month-end cumulatives give 189,333,333).
 */
const ASSETS = [
  {
    code: 'E2E-BUS-101',
    name: 'CNG 저상 버스 12대 (2020년 도입)',
    route: 'R-101',
    entity: R101,
    acquired: '2020-04-13',
    cost: 1_260_000_000,
    fy2024: 140_000_000,
  },
  {
    code: 'E2E-BUS-303',
    name: '광역 고상 버스 12대 (2020년 도입)',
    route: 'R-303',
    entity: R303,
    acquired: '2020-02-10',
    cost: 1_704_000_000,
    fy2024: 189_333_333,
  },
] as const;
/**
 * The allocation's 감가상각비 per route: 3,980,000,000 (cost statement) and 88,000,000 (SG&A), each
 * by vehicles owned 100 / 84 / 116 and rounded per line by largest remainder.
 */
const DEPRECIATION_ALLOCATED = {
  [R101]: 1_356_000_000,
  [R202]: 1_139_040_000,
  [R303]: 1_572_960_000,
};

/** Sample A's demo register (packages/domain sample-register.ts) for 2024 and 2025, by route. */
const DEMO_BY_ENTITY = {
  [R101]: [1_036_037_035, 972_888_891],
  [R202]: [898_374_073, 821_522_222],
  [R303]: [1_841_199_999, 1_668_440_739],
  '미배정(공통)': [299_665_294, 273_210_614],
} as const;
const DEMO_TOTAL = { base: 4_075_276_401, estimate: 3_736_062_466 };

/** A figure as the screens show it: "70,928,500,000원", "-1,216,000,000원". */
function won(value: number): string {
  return `${value.toLocaleString('en-US')}원`;
}

/** The labour rate of the first scenario an estimate request sends. */
function labourRateOf(body: string | null): number | undefined {
  const parsed = JSON.parse(body ?? '{}') as { scenarios?: { rates?: { labor?: number } }[] };
  return parsed.scenarios?.[0]?.rates?.labor;
}

/** The row of a table whose text holds `name`. */
function rowOf(table: Locator, name: string): Locator {
  return table.locator('tr', { hasText: name });
}

/**
 * Uploads sample A's workbook for 2024 through the data center's API and waits for its
 * extraction job; returns the new company's id.
 */
async function uploadCompany(request: APIRequestContext, companyName: string): Promise<string> {
  const response = await request.post('/api/financial-data/uploads', {
    multipart: {
      companyName,
      fiscalYear: '2024',
      file: {
        name: 'statements.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: readFileSync(WORKBOOK),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  const { job } = (await response.json()) as { job: { id: string } };
  type JobState = { status: string; companyId: string | null; error: unknown };
  const state = async (): Promise<JobState> =>
    (await request.get(`/api/financial-data/jobs/${job.id}`)).json() as Promise<JobState>;
  await expect
    .poll(async () => (await state()).status, {
      timeout: 120_000,
      message: `extraction job of ${companyName}`,
    })
    .toMatch(/^(done|failed)$/);
  const ended = await state();
  expect(ended.status, JSON.stringify(ended.error)).toBe('done');
  expect(ended.companyId, 'the job names the company it made').toBeTruthy();
  return ended.companyId ?? '';
}

/** Clicks "배분 계산" on the result tab and waits for the stored run. */
async function calculate(page: Page) {
  await page.getByRole('tab', { name: '③ 배분 결과' }).click();
  const stored = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && /\/api\/cost-allocation\/[^/]+\/calculate$/.test(r.url()),
  );
  await page.getByRole('button', { name: '배분 계산' }).click();
  expect((await stored).status()).toBe(201);
}

/** Adds one asset through the register's form and waits until the server has stored it. */
async function addAsset(page: Page, asset: (typeof ASSETS)[number]) {
  await page.getByRole('button', { name: '자산 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '자산 추가' });
  await expect(dialog).toBeVisible();
  // A list opened while the modal still zooms in is aligned to where the field was.
  await settled(page.locator('.ant-modal').filter({ has: page.getByTestId('dep-asset-form') }));
  await dialog.getByLabel('자산번호').fill(asset.code);
  await dialog.getByLabel('자산명', { exact: true }).fill(asset.name);
  // The route is picked from the base period's entities: typed, then chosen from the list with
  // the keyboard (a click can miss a list that is still sliding in). The field then holds the
  // entity's id, not the text typed.
  const route = dialog.getByLabel('노선(사업부)');
  await route.fill(asset.route);
  await expect(page.locator('.ant-select-dropdown:visible').getByText(asset.entity)).toBeVisible();
  await route.press('ArrowDown');
  await route.press('Enter');
  await expect(route).toHaveValue(/^[0-9a-f-]{36}$/);
  await dialog.getByLabel('취득일').fill(asset.acquired);
  await dialog.getByLabel('취득원가').fill(String(asset.cost));
  await dialog.getByLabel('내용연수').fill('9');
  // Class (버스), method (정액법) and residual value (0) are the form's defaults.
  await expect(dialog.getByText('버스(차량)')).toBeVisible();
  await expect(dialog.getByText('정액법')).toBeVisible();
  const stored = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/depreciation\/[^/]+\/assets$/.test(r.url()),
  );
  await dialog.getByRole('button', { name: '저장' }).click();
  expect((await stored).status()).toBe(201);
  await expect(dialog).toBeHidden();
  const row = rowOf(page.getByTestId('dep-register'), asset.name);
  await expect(row).toContainText(asset.entity);
  await expect(row).toContainText(won(asset.cost));
  await expect(row).toContainText('9년');
}

test.describe('signed in', () => {
  test.use({ storageState: USER_STATE });

  test('imports routes, follows a km edit, estimates with a new rate and fills the depreciation adjustment', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const companyName = `배분 시험 버스(주) ${randomUUID().slice(0, 6)}`;
    const companyId = await uploadCompany(page.request, companyName);

    // 1. The routes come from the CSV through the import button; the calculation matches §8.
    await page.goto(`/cost-allocation?company=${companyId}&period=${PERIOD}`);
    await expect(page.getByRole('heading', { level: 1, name: '원가 배분' })).toBeVisible({
      timeout: FIRST_LOAD,
    });
    await expect(page.getByRole('combobox', { name: '회사' }).locator('..')).toContainText(
      companyName,
    );
    await expect(page.getByTestId('al-entity-table')).toContainText('서비스 대상이 없습니다');
    const imported = page.waitForResponse((r) => /\/entities\/import\?/.test(r.url()));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '파일 가져오기' }).click();
    await (await chooser).setFiles(ROUTES_CSV);
    expect((await imported).status()).toBe(200);
    // The set is stored (version 1); the toast saying so may be gone on a slow machine.
    await expect(page.getByTestId('al-entities-version')).toContainText('버전 1');
    for (const [index, name] of [R101, R202, R303].entries()) {
      await expect(page.getByLabel(`대상 이름 ${index + 1}`, { exact: true })).toHaveValue(name);
    }
    const km202 = page.getByLabel(`운행거리(km) ${R202}`, { exact: true });
    await expect(km202).toHaveValue('5,000,000');
    await expect(page.getByTestId('al-entity-table')).toContainText('24,000,000');

    await calculate(page);
    const result = page.getByTestId('al-entities-result');
    for (const [name, total] of Object.entries(ALLOCATED)) {
      await expect(rowOf(result, name)).toContainText(won(total));
    }
    await expect(page.getByTestId('al-run-total')).toHaveText(won(OPERATING_EXPENSE));
    await expect(page.getByTestId('al-check')).toContainText('일치합니다');

    // 2. R-202 runs 6,000,000 km: saved, recalculated, its share moves and the total stays.
    await page.getByRole('tab', { name: '① 서비스 대상' }).click();
    await km202.fill('6000000');
    await km202.blur();
    await expect(km202).toHaveValue('6,000,000');
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' && /\/api\/cost-allocation\/[^/]+\/entities\?/.test(r.url()),
    );
    await page.getByRole('button', { name: '저장' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('al-entities-version')).toContainText('버전 2');
    await expect(page.getByTestId('al-entities-version')).not.toContainText('저장하지 않은');

    await calculate(page);
    for (const [name, total] of Object.entries(ALLOCATED_AFTER_KM)) {
      await expect(rowOf(result, name)).toContainText(won(total));
    }
    await expect(rowOf(result, R202)).not.toContainText(won(ALLOCATED[R202]));
    await expect(page.getByTestId('al-run-total')).toHaveText(won(OPERATING_EXPENSE));

    // 3. The estimate (§9) at the default rates, then with labour at 5.00 %.
    await page.goto(`/cost-estimation?company=${companyId}&period=${PERIOD}`);
    await expect(page.getByRole('heading', { level: 1, name: '원가 추정' })).toBeVisible({
      timeout: FIRST_LOAD,
    });
    const estimate = page.getByTestId('ce-total-0');
    await expect(estimate).toHaveText(won(ESTIMATE_DEFAULT), { timeout: 30_000 });
    const labour = page.getByLabel('인건비', { exact: true });
    await expect(labour).toHaveValue('4.73');
    const recalculated = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        /\/api\/cost-estimation\/[^/]+\/calculate$/.test(r.url()) &&
        labourRateOf(r.request().postData()) === 5,
    );
    await labour.fill('5');
    expect((await recalculated).status()).toBe(200);
    await expect(estimate).toHaveText(won(ESTIMATE_LABOUR_5));
    const labourRow = rowOf(page.getByTestId('ce-items'), '인건비');
    await expect(labourRow).toContainText('5.00%');
    await expect(labourRow).toContainText(won(LABOUR_AT_5));

    // 4. Two assets through the register's form; the cost adjustment's depreciation tab fills.
    await page.goto(`/depreciation?company=${companyId}`);
    await expect(page.getByRole('heading', { level: 1, name: '감가상각 관리' })).toBeVisible({
      timeout: FIRST_LOAD,
    });
    await expect(page.getByTestId('dep-register')).toContainText('등록된 자산이 없습니다');
    for (const asset of ASSETS) await addAsset(page, asset);
    const actualTotal = ASSETS.reduce((sum, asset) => sum + asset.fy2024, 0);
    await expect(page.getByTestId('dep-total-base')).toHaveText(won(actualTotal));

    await page.goto(`/cost-adjustment?company=${companyId}&year=2024&tab=depreciation`);
    await expect(page.getByRole('heading', { level: 1, name: '원가 조정' })).toBeVisible({
      timeout: FIRST_LOAD,
    });
    const table = page.getByTestId('ca-depreciation-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('ca-depreciation-empty')).toHaveCount(0);
    await expect(page.getByTestId('ca-depreciation-allocation')).toHaveCount(0);
    const actualOf = Object.fromEntries(ASSETS.map((asset) => [asset.entity, asset.fy2024]));
    let adjustmentTotal = 0;
    for (const [name, allocated] of Object.entries(DEPRECIATION_ALLOCATED)) {
      const actual = actualOf[name] ?? 0;
      // Spec §5: nothing when there is no actual figure; the excess, negative, when allocated is more.
      const adjustment = actual === 0 || allocated <= actual ? 0 : actual - allocated;
      adjustmentTotal += adjustment;
      const row = rowOf(table, name);
      await expect(row.locator('td')).toHaveText([
        name,
        won(actual),
        won(allocated),
        won(adjustment),
      ]);
    }
    await expect(page.getByTestId('ca-depreciation-total-actual')).toHaveText(won(actualTotal));
    await expect(page.getByTestId('ca-depreciation-total-allocated')).toHaveText(
      won(4_068_000_000),
    );
    await expect(page.getByTestId('ca-depreciation-total-adjustment')).toHaveText(
      won(adjustmentTotal),
    );
    expect(adjustmentTotal).toBe(-2_599_626_667);
  });
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('opens the public depreciation demo without an account and without asking the server', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const planningCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(depreciation|cost-allocation)(\/|$)/.test(pathname)) {
        planningCalls.push(`${request.method()} ${pathname}`);
      }
    });

    await page.goto('/demo/depreciation');
    await expect(page.getByRole('heading', { level: 1, name: /감가상각 체험/ })).toBeVisible({
      timeout: FIRST_LOAD,
    });
    await expect(page).toHaveURL(/\/demo\/depreciation$/);
    const banner = page.getByTestId('dep-demo-banner');
    await expect(banner).toContainText('체험용 데모 — 가상 회사, 저장되지 않습니다');
    await expect(banner.getByRole('link', { name: '로그인' })).toBeVisible();
    await expect(page.getByText('가람시내버스(주) [가상]')).toBeVisible();
    await expect(page.getByTestId('dep-total-base')).toHaveText(won(DEMO_TOTAL.base));
    await expect(page.getByTestId('dep-total-estimate')).toHaveText(won(DEMO_TOTAL.estimate));
    await expect(page.getByTestId('dep-register')).toContainText('BUS-2020-06');

    await page.getByRole('link', { name: '감가상각 결과 보기' }).click();
    await expect(page).toHaveURL(/\/demo\/depreciation-results(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: /감가상각 체험 결과/ })).toBeVisible({
      timeout: FIRST_LOAD,
    });
    await expect(page.getByTestId('dep-demo-banner')).toBeVisible();
    const byEntity = page.getByTestId('dep-results-entity');
    for (const [name, [base, estimate]] of Object.entries(DEMO_BY_ENTITY)) {
      const row = rowOf(byEntity, name);
      await expect(row).toContainText(won(base));
      await expect(row).toContainText(won(estimate));
    }
    await expect(byEntity.locator('tfoot, .ant-table-summary')).toContainText(won(DEMO_TOTAL.base));

    // Opened directly too (a shared link), still without an account.
    await page.goto('/demo/depreciation-results');
    await expect(page.getByTestId('dep-demo-banner')).toBeVisible();
    await expect(rowOf(page.getByTestId('dep-results-entity'), R101)).toContainText(
      won(DEMO_BY_ENTITY[R101][0]),
    );
    expect(planningCalls, 'the demo computes in the browser').toEqual([]);
  });
});
