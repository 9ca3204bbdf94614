import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { clickInPopup, DEMO, DEMO_COMPANIES, seededCompanyId, signInByApi } from './support';

/**
 * Issue 19's acceptance path in the browser: a manager replaces the demo operator's 2024 payroll
 * register by uploading sample A's workbook (with its resident numbers), sees headcount per owned
 * bus beside the published standards and a reconciliation within the tolerance, moves one office
 * employee to the drivers and sees the reconciliation and the transport-cost screen react.
 */

const REGISTER = join(
  import.meta.dirname,
  '..',
  '..',
  'fixtures',
  'payroll',
  'A_city_bus_300',
  'payroll-2024.xlsx',
);
const COMPANY = DEMO_COMPANIES.garam;

const jobRow = (page: Page, jobType: string): Locator =>
  page.locator('tr', { has: page.getByTestId(`fdc-payroll-job-${jobType}`) });
const reconRow = (page: Page, key: string): Locator =>
  page.locator('tr', { has: page.getByTestId(`fdc-recon-${key}`) });

async function deleteRegisters(page: Page) {
  const documents = page.getByTestId('fdc-payroll-documents');
  // The list has loaded: a register's row, or the empty table.
  await expect(
    documents.locator('.ant-table-row').or(documents.locator('.ant-table-placeholder')).first(),
  ).toBeVisible();
  const remove = documents.getByTestId('fdc-payroll-delete');
  while ((await remove.count()) > 0) {
    await remove.first().click();
    await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
    await expect(page.getByText('급여대장을 삭제했습니다')).toBeVisible();
  }
}

/** An option of the select list open now (closed lists stay in the page, hidden). */
const option = (page: Page, label: string): Locator =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first();

async function setJobType(page: Page, row: Locator, label: string) {
  await row.getByTestId('fdc-payroll-row-job-type').click();
  await clickInPopup(option(page, label));
}

test('a manager uploads a register, reads staff per bus, and a corrected job type moves the reconciliation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInByApi(page, DEMO.manager);
  const companyId = await seededCompanyId(page.request, COMPANY);
  const payrollTab = `/financial-data-center/payroll?company=${companyId}&year=2024`;

  // The demo seeds a 2024 register; a year has one annual register, so it goes first.
  await page.goto(payrollTab);
  await expect(page.getByTestId('fdc-payroll')).toBeVisible();
  await deleteRegisters(page);

  await page.goto('/financial-data-center/upload');
  await page.getByTestId('fdc-document-payroll').click();
  await page.locator('#companyName').fill(COMPANY);
  await page.locator('#fiscalYear').fill('2024');
  await expect(page.getByTestId('fdc-payroll-privacy')).toContainText('주민등록번호');
  await page.locator('input[type="file"]').setInputFiles(REGISTER);
  await page.getByRole('button', { name: '업로드 및 추출' }).click();

  const notice = page.getByTestId('fdc-payroll-notice');
  await expect(notice).toBeVisible({ timeout: 90_000 });
  await expect(notice.getByTestId('fdc-payroll-dropped')).toContainText('주민등록번호');
  await notice.getByTestId('fdc-payroll-open').click();

  // 660 drivers and 51 office staff for 300 owned buses; the office ratio beside Gyeonggi's 0.17.
  await expect(jobRow(page, 'driver')).toContainText('660');
  await expect(jobRow(page, 'driver')).toContainText('2.200');
  await expect(jobRow(page, 'office')).toContainText('51');
  await expect(jobRow(page, 'office')).toContainText('0.170 · 경기 2024년');
  await expect(page.getByTestId('fdc-payroll-owned-buses')).toContainText('300');
  for (const key of ['cs.driver_wages', 'is.salaries', 'is.executive_pay']) {
    await expect(reconRow(page, key)).toContainText('허용 범위 이내');
  }
  await expect(reconRow(page, 'cs.driver_wages')).toContainText('28,900,000,000');

  // One office employee is really a driver: the office salaries fall short of the statement's.
  const rows = page.getByTestId('fdc-payroll-rows');
  await rows.getByTestId('fdc-payroll-rows-filter').click();
  await clickInPopup(option(page, '관리직'));
  const first = rows.locator('tbody tr.ant-table-row').first();
  await setJobType(page, first, '운전직');
  // Line 9's base, allowances and overtime (29,132,850 won) move to the drivers' wages, within
  // 1 % of 28.9 billion; with its bonus the office salaries are 33,762,030 won (1.65 %) short.
  await expect(reconRow(page, 'is.salaries')).toContainText('-33,762,030');
  await expect(reconRow(page, 'is.salaries')).toContainText('허용 범위 초과');
  await expect(reconRow(page, 'cs.driver_wages')).toContainText('+29,132,850');
  await expect(reconRow(page, 'cs.driver_wages')).toContainText('허용 범위 이내');
  await expect(jobRow(page, 'office')).toContainText('50');

  // The transport-cost screen of that year says so, with the way back to the payroll tab.
  await page.goto(`/transportation-general-cost?company=${companyId}&year=2024`);
  const warning = page.getByTestId('tc-payroll-beyond');
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await expect(warning).toContainText('급여');

  // Put it back: the reconciliation is within again, for the specs that follow.
  await page.goto(payrollTab);
  await page.getByTestId('fdc-payroll-rows').getByTestId('fdc-payroll-rows-filter').click();
  await clickInPopup(option(page, '운전직'));
  await expect(reconRow(page, 'is.salaries')).toContainText('허용 범위 초과');
  const moved = page
    .getByTestId('fdc-payroll-rows')
    .locator('tbody tr.ant-table-row', { hasText: '관리직' });
  await setJobType(page, moved.first(), '관리직');
  await expect(reconRow(page, 'is.salaries')).toContainText('허용 범위 이내');
});
