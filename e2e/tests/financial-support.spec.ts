import { type APIRequestContext, expect, test } from '@playwright/test';
import { BASE_URL, DEMO_COMPANIES, seededCompanyId, USER_STATE } from './support';

/** Seeded in development from the domain samples (expected.md §7: 운송적자 20,732,108,135). */
const COMPANY = DEMO_COMPANIES.garam;
const YEAR = 2024;
/** expected.md: the investment calculator's result for sample A, which the total cost uses. */
const INVESTMENT_COMPENSATION = 977_608_135;

type InvestmentView = {
  version: number;
  stored: { investmentCompensation: number } | null;
  autoLoaded: { draft: Record<string, number | null> };
};

/**
 * The seed stores no investment calculation, so the total cost would use the 3 % default. Save the
 * calculator's auto-loaded inputs first, as a user does on the investment screen.
 */
async function storeInvestment(request: APIRequestContext, companyId: string) {
  const path = `/api/costing/${companyId}/${YEAR}/investment`;
  const view = (await (await request.get(path)).json()) as InvestmentView;
  if (view.stored?.investmentCompensation === INVESTMENT_COMPENSATION) return;
  const inputs = Object.fromEntries(
    Object.entries(view.autoLoaded.draft).filter(([, value]) => value !== null),
  );
  const response = await request.put(path, {
    data: { version: view.version, inputs, equityPolicy: 'spec', confirmed: true },
    headers: { origin: BASE_URL },
  });
  expect(response.status(), 'investment saved').toBe(200);
}

test.use({ storageState: USER_STATE });

test('shows the transport loss of sample A, saves a snapshot and finds it after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const companyId = await seededCompanyId(page.request, COMPANY);
  await storeInvestment(page.request, companyId);

  await page.goto(`/financial-support?company=${companyId}&year=${YEAR}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('운송적자·재정지원');
  await expect(page.getByRole('combobox', { name: '회사' }).locator('..')).toContainText(COMPANY);
  const loss = page.getByTestId('fs-loss');
  await expect(loss).toHaveText('20,732,108,135원', { timeout: 60_000 });
  await expect(page.getByTestId('fs-total-cost')).toHaveText('72,492,108,135원');
  await expect(page.getByTestId('fs-gap-text')).toContainText('317,891,865원 더 받았습니다');

  const note = `e2e 정산 검토 ${Date.now()}`;
  await page.getByLabel('메모').fill(note);
  await page.getByRole('button', { name: '결과 저장' }).click();
  const history = page.getByTestId('fs-history');
  await expect(history.locator('tr', { hasText: note })).toContainText('20,732,108,135원');

  await page.reload();
  await expect(loss).toHaveText('20,732,108,135원', { timeout: 60_000 });
  const row = page.getByTestId('fs-history').locator('tr', { hasText: note });
  await expect(row).toContainText('20,732,108,135원');
  await expect(row).toContainText('총괄원가');
  await expect(row).toContainText('-317,891,865원');
});
