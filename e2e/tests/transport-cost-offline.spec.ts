import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { BASE_URL, DEMO, DEMO_COMPANIES, seededCompanyId, signInByApi } from './support';

/** Seeded in development from the domain samples (expected.md §2, 2024). */
const COMPANY = DEMO_COMPANIES.garam;
const YEAR = 2024;
const SEEDED = {
  transportationCost: '67,189,500,000원',
  administrationCost: '3,739,000,000원',
  nonOperatingExpense: '851,000,000원',
};
/**
 * administration_cost lines of the sample that no other spec moves (transport-cost.spec.ts moves
 * 광고선전비) and whose names appear once on the page.
 */
const OFFLINE_LINE = '도서인쇄비'; // 6,000,000
const THEIR_LINE = '통신비'; // 42,000,000
const MY_LINE = '여비교통비'; // 28,000,000
const OUR_LINES = [OFFLINE_LINE, THEIR_LINE, MY_LINE];

type Line = { accountId: string; key: string; name: string };
type Decision = { accountId: string; key?: string } & Record<string, unknown>;
type View = {
  classifications: Array<Line & { adjustment: Decision | null }>;
  unmatchedAdjustments: Decision[];
  document: { version: number };
};

// The offline test and the two editors below both save this company's one document.
test.describe.configure({ mode: 'serial' });

/**
 * A fresh context signed in through the API. The shared storage states in test-results/.auth are
 * rewritten by every run's setup, so a run on another port could swap in a session this server
 * does not know; our own sign-in (at most three per account and run, the limit is five a minute)
 * cannot.
 */
async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, email);
  return { context, page };
}

const companyId = (request: APIRequestContext) => seededCompanyId(request, COMPANY);

const periodPath = (id: string) => `/api/costing/${id}/${YEAR}`;

async function readView(request: APIRequestContext, id: string): Promise<View> {
  const response = await request.get(`${periodPath(id)}/transport-cost`);
  expect(response.status()).toBe(200);
  return (await response.json()) as View;
}

/**
 * Puts the document back as seeded for our lines: drops every decision on them and keeps the
 * others (a concurrent spec's decisions are not ours to remove). Polls again after a 409.
 */
async function restoreOurLines(request: APIRequestContext, id: string) {
  await expect
    .poll(
      async () => {
        const view = await readView(request, id);
        const ours = new Set(
          view.classifications.filter((l) => OUR_LINES.includes(l.name)).map((l) => l.accountId),
        );
        const all = [
          ...view.classifications.flatMap((l) => (l.adjustment ? [l.adjustment] : [])),
          ...view.unmatchedAdjustments,
        ];
        const kept = all.filter((a) => !ours.has(a.accountId));
        if (kept.length === all.length) return 0;
        const adjustments = kept.map(({ accountId, key, category, excluded, amount, note }) => ({
          accountId,
          key,
          category,
          excluded,
          amount,
          note,
        }));
        const response = await request.put(`${periodPath(id)}/adjustments`, {
          data: { version: view.document.version, adjustments },
          // Browsers send Origin on a write; the server's CSRF check expects it.
          headers: { origin: BASE_URL },
        });
        return response.status() === 200 ? 0 : all.length - kept.length;
      },
      { message: 'decisions left on our lines' },
    )
    .toBe(0);
}

async function openPeriod(page: Page, id: string) {
  await page.goto(`/transportation-general-cost?company=${id}&year=${YEAR}`);
  await expect(page.getByRole('combobox', { name: '회사' }).locator('..')).toContainText(COMPANY);
  await expect(page.getByTestId('tc-sum-transportationCost')).toHaveText(
    SEEDED.transportationCost,
    { timeout: 60_000 },
  );
}

async function moveLine(page: Page, name: string, from: string, to: string) {
  const row = page.getByTestId(`tc-table-${from}`).locator('tr', { hasText: name });
  await row.getByRole('combobox').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(to, { exact: true }).click();
}

const autosave = (page: Page) => page.getByTestId('tc-autosave');

async function expectSaved(page: Page) {
  await expect(autosave(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
}

test.afterEach(async ({ browser }) => {
  // Another account than the tests' own keeps each one's sign-ins well under the limit.
  const { context, page } = await signedInPage(browser, DEMO.manager);
  await restoreOurLines(page.request, await companyId(page.request));
  await context.close();
});

test('keeps a move made offline and saves it once the connection is back', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await signedInPage(browser, DEMO.user);
  const id = await companyId(page.request);
  const versionBefore = (await readView(page.request, id)).document.version;
  await openPeriod(page, id);
  const transport = page.getByTestId('tc-sum-transportationCost');

  await context.setOffline(true);
  await expect(page.getByText('오프라인입니다', { exact: false })).toBeVisible();
  await moveLine(page, OFFLINE_LINE, 'administration_cost', '운송비');
  await expect(transport).toHaveText('67,195,500,000원');
  // Past the 3 s autosave delay: still waiting, and nothing reached the server.
  await page.waitForTimeout(4_500);
  await expect(autosave(page)).toHaveAttribute('data-status', 'pending');
  expect((await readView(page.request, id)).document.version).toBe(versionBefore);

  await context.setOffline(false);
  await expect(page.getByText('오프라인입니다', { exact: false })).toBeHidden();
  await expectSaved(page);
  expect((await readView(page.request, id)).document.version).toBe(versionBefore + 1);

  await page.reload();
  await expect(transport).toHaveText('67,195,500,000원', { timeout: 60_000 });
  await expect(page.getByTestId('tc-sum-administrationCost')).toHaveText('3,733,000,000원');
  await expect(
    page.getByTestId('tc-table-transportation_cost').locator('tr', { hasText: OFFLINE_LINE }),
  ).toContainText('수동');

  await moveLine(page, OFFLINE_LINE, 'transportation_cost', '일반관리비');
  await expect(transport).toHaveText(SEEDED.transportationCost);
  await expectSaved(page);
  await context.close();
});

/**
 * Opens the period in a second browser whose saves reach the server only once `release` resolves,
 * so its edit is based on the version both browsers loaded whatever the timing of the first save.
 */
async function delayedEditor(browser: Browser, id: string, release: Promise<void>) {
  const editor = await signedInPage(browser, DEMO.analyst);
  await editor.page.route('**/adjustments', async (route) => {
    if (route.request().method() === 'PUT') await release;
    await route.continue();
  });
  await openPeriod(editor.page, id);
  return editor;
}

test('shows both versions on a conflicting save and keeps mine when asked', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await signedInPage(browser, DEMO.user);
  const id = await companyId(a.page.request);
  await openPeriod(a.page, id);
  let release = () => {};
  const b = await delayedEditor(
    browser,
    id,
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );

  // Both start from the same version: A moves 통신비 to 영업외비용, B moves 여비교통비 to 운송비.
  await moveLine(a.page, THEIR_LINE, 'administration_cost', '영업외비용');
  await moveLine(b.page, MY_LINE, 'administration_cost', '운송비');
  await expectSaved(a.page);
  release();

  const dialog = b.page.getByRole('dialog');
  await expect(b.page.getByTestId('tc-conflict')).toBeVisible({ timeout: 15_000 });
  // Theirs: A's saved figures; mine: B's decisions over the same lines.
  const row = (figure: string) =>
    dialog.locator('tr').filter({ has: b.page.getByRole('cell', { name: figure, exact: true }) });
  await expect(row('영업외비용')).toContainText('893,000,000원');
  await expect(row('영업외비용')).toContainText(SEEDED.nonOperatingExpense);
  await expect(row('운송비')).toContainText(SEEDED.transportationCost);
  await expect(row('운송비')).toContainText('67,217,500,000원');

  await dialog.getByRole('button', { name: '내 변경으로 저장' }).click();
  await expect(b.page.getByTestId('tc-conflict')).toBeHidden();
  await expectSaved(b.page);

  // A reloads: B's list replaced A's, so 통신비 is back and 여비교통비 is moved.
  await a.page.reload();
  await expect(a.page.getByTestId('tc-sum-transportationCost')).toHaveText('67,217,500,000원', {
    timeout: 60_000,
  });
  await expect(a.page.getByTestId('tc-sum-administrationCost')).toHaveText('3,711,000,000원');
  await expect(a.page.getByTestId('tc-sum-nonOperatingExpense')).toHaveText(
    SEEDED.nonOperatingExpense,
  );
  await expect(
    a.page.getByTestId('tc-table-transportation_cost').locator('tr', { hasText: MY_LINE }),
  ).toContainText('수동');
  await a.context.close();
  await b.context.close();
});
