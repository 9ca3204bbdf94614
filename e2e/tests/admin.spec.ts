import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  ADMIN_STATE,
  BASE_URL,
  clickInPopup,
  DEMO,
  SUPER_ADMIN_STATE,
  settled,
  signInByApi,
  WIDTHS,
} from './support';

/**
 * Issue 6 item 1: the /admin user dashboard as an admin uses it. Every user this spec touches is
 * one it creates (the seeded demo accounts stay as other specs expect them).
 */
const PASSWORD = 'Route!e2e2026';
/** Where the layout test leaves its screenshots (test-results is emptied by every run). */
const SCREENS =
  process.env.ADMIN_SCREENS_DIR ?? join(import.meta.dirname, '..', 'test-results', 'admin-screens');

type Created = { id: string; email: string; username: string; name: string };

/** A short tag that makes this run's users findable by search and unique. */
const runTag = () => randomUUID().slice(0, 6);

/** Creates a user through the admin API with the page's (admin) session. */
async function createUserByApi(page: Page, tag: string, name: string): Promise<Created> {
  const body = {
    username: `e2e-${tag}`,
    email: `e2e-admin-${tag}@example.com`,
    name,
    role: 'user',
    password: PASSWORD,
  };
  const response = await page.request.post('/api/admin/users', {
    data: body,
    headers: { origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, email: body.email, username: body.username, name };
}

/** The table row of a user, after searching for them. */
async function findRow(page: Page, term: string, email: string): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: '사용자 검색' });
  await search.fill(term);
  // The search answers after a pause: until then the previous page's rows are still shown.
  await expect(page.locator('.ant-table-row').filter({ hasNotText: term })).toHaveCount(0);
  const row = page
    .locator('.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** Picks an option of an open antd Select by its label. */
async function pickOption(page: Page, label: string) {
  await clickInPopup(page.locator('.ant-select-dropdown:visible').getByTitle(label));
}

/** Opens the role dialog of a row and its select, once the dialog has stopped zooming in. */
async function openRoleSelect(page: Page, row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: '역할 변경' }).click();
  const dialog = page.getByRole('dialog', { name: '역할 변경' });
  await settled(dialog);
  await dialog.getByTestId('admin-role-select').click();
  return dialog;
}

/** The entries of a row's "more" menu, opened. */
async function openMenu(page: Page, row: Locator): Promise<Locator> {
  await row.locator('[data-testid^="admin-more-"]').click();
  const menu = page.locator('.ant-dropdown:visible');
  await expect(menu).toBeVisible();
  return menu;
}

/** Chooses an entry of a row's "more" menu. */
async function rowAction(page: Page, row: Locator, label: string) {
  const menu = await openMenu(page, row);
  await clickInPopup(menu.getByRole('menuitem', { name: label, exact: true }));
}

/** Answers the confirmation an action asks first. */
async function confirmDialog(page: Page) {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toBeHidden();
}

async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await signInByApi(page, email, PASSWORD);
  return page;
}

test.describe('as an admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test('searches, creates and edits a user, approves, bans and unbans, deletes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = runTag();
    const email = `e2e-admin-${tag}@example.com`;
    // Eleven more users of this run, so its search spans two pages.
    for (let i = 1; i <= 11; i += 1) await createUserByApi(page, `${tag}-${i}`, `사용자${i}`);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: '사용자 관리' })).toBeVisible();
    await expect(page.getByTestId('admin-stat-total')).toBeVisible();
    const totalBefore = Number(
      ((await page.getByTestId('admin-stat-total').textContent()) ?? '').replace(/\D/g, ''),
    );

    // The form's rules (data-center-board-admin.md §5 admin user form), in Korean.
    await page.getByTestId('admin-add-user').click();
    const form = page.getByRole('dialog', { name: '사용자 추가' });
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByText('사용자 ID를 입력해주세요.')).toBeVisible();
    await expect(form.getByText('이메일을 입력해주세요.')).toBeVisible();
    await expect(form.getByText('이름을 입력해주세요.')).toBeVisible();
    await expect(form.getByText('비밀번호를 입력해주세요.')).toBeVisible();
    await form.getByTestId('admin-form-username').fill('ab');
    await form.getByTestId('admin-form-email').fill('not-an-email');
    await form.getByTestId('admin-form-password').fill('short');
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByText('사용자 ID는 3자 이상이어야 합니다.')).toBeVisible();
    await expect(form.getByText('올바른 이메일 형식이 아닙니다.')).toBeVisible();
    await expect(form.getByText(/^비밀번호 조건을 충족하지 않습니다/)).toBeVisible();

    await form.getByTestId('admin-form-username').fill(`e2e-${tag}`);
    await form.getByTestId('admin-form-email').fill(email);
    await form.getByTestId('admin-form-name').fill('김관리대상');
    await form.getByTestId('admin-form-password').fill(PASSWORD);
    await form.getByTestId('admin-form-department').fill('운영팀');
    await form.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('사용자를 추가했습니다.')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('admin-stat-total')).toContainText(String(totalBefore + 1));

    // The run's tag finds its twelve users, 10 per page, the newest first.
    await page.getByRole('searchbox', { name: '사용자 검색' }).fill(tag);
    await expect(page.getByText('총 12명')).toBeVisible();
    await expect(page.locator('.ant-table-row')).toHaveCount(10);
    await expect(page.locator('.ant-table-row').first()).toContainText(email);
    await page.locator('.ant-pagination-item-2').click();
    await expect(page.locator('.ant-table-row')).toHaveCount(2);

    // Search by the whole e-mail finds exactly the new user.
    const row = await findRow(page, email, email);
    await expect(row).toContainText('김관리대상');
    await expect(row).toContainText('일반 사용자');
    await expect(row).toContainText('미승인');

    // Edit: the e-mail is locked; name and department change.
    await row.getByRole('button', { name: '수정' }).click();
    const edit = page.getByRole('dialog', { name: '사용자 수정' });
    await expect(edit.getByTestId('admin-form-email')).toBeDisabled();
    await expect(edit.getByText('이메일은 수정할 수 없습니다.')).toBeVisible();
    await expect(edit.getByTestId('admin-form-department')).toHaveValue('운영팀');
    await edit.getByTestId('admin-form-name').fill('김수정됨');
    await edit.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('사용자 정보를 저장했습니다.')).toBeVisible();
    await expect(row).toContainText('김수정됨');

    // E-mail approval granted, then revoked behind a confirmation.
    await rowAction(page, row, '이메일 승인');
    await expect(row).toContainText('승인됨');
    await rowAction(page, row, '승인 취소');
    await confirmDialog(page);
    await expect(row).toContainText('미승인');

    // Ban with a reason: the user can no longer sign in; unban lets them in again.
    await rowAction(page, row, '비활성화');
    const ban = page.getByRole('dialog', { name: '사용자 비활성화' });
    await ban.getByTestId('admin-ban-reason').fill('퇴사 처리');
    await ban.getByRole('button', { name: '비활성화' }).click();
    await expect(page.getByText('사용자를 비활성화했습니다.')).toBeVisible();
    await expect(row.getByText('비활성화', { exact: true }).first()).toBeVisible();
    const refused = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { origin: BASE_URL, cookie: '' },
    });
    expect((await refused.json()).code).toBe('auth/user-disabled');
    await rowAction(page, row, '활성화');
    await confirmDialog(page);
    await expect(page.getByText('사용자를 활성화했습니다.')).toBeVisible();
    await expect(row.getByText('활성', { exact: true })).toBeVisible();

    // Deletion asks first; the user is gone from the table and the count.
    await rowAction(page, row, '삭제');
    await confirmDialog(page);
    await expect(page.getByText('사용자를 삭제했습니다.')).toBeVisible();
    await expect(page.locator('.ant-table-row').filter({ hasText: email })).toHaveCount(0);
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
  });

  test('never offers to delete, ban or demote oneself or another admin', async ({ page }) => {
    await page.goto('/admin');
    const self = await findRow(page, DEMO.admin, DEMO.admin);
    await expect(self.getByText('나', { exact: true })).toBeVisible();
    await expect(self.getByTestId(/^admin-role-[^-]+$/)).toBeDisabled();
    let menu = await openMenu(page, self);
    for (const label of ['비활성화', '사용자로 전환', '삭제']) {
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toBeDisabled();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    const other = await findRow(page, DEMO.superAdmin, DEMO.superAdmin);
    await expect(other.getByTestId(/^admin-edit-[^-]+$/)).toBeDisabled();
    await expect(other.getByTestId(/^admin-role-[^-]+$/)).toBeDisabled();
    menu = await openMenu(page, other);
    for (const label of ['비활성화', '사용자로 전환', '삭제', '세션 종료']) {
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toBeDisabled();
    }
    await menu.getByTestId(/admin-delete-.*-refused/).hover();
    await expect(page.getByRole('tooltip')).toHaveText('관리자 계정은 삭제할 수 없습니다.');
  });

  test('changes a role with confirmation; the user sees it on the next request', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = runTag();
    const target = await createUserByApi(page, tag, '박역할');

    // The affected user, in their own browser, has a page open under the old role.
    const theirs = await newSignedInPage(browser, target.email);
    await theirs.goto('/dashboard');
    await expect(theirs.getByTestId('user-menu')).toBeVisible();

    await page.goto('/admin');
    const row = await findRow(page, tag, target.email);
    const dialog = await openRoleSelect(page, row);
    await expect(dialog.getByRole('button', { name: '변경' })).toBeDisabled();
    await pickOption(page, '분석가');
    await expect(dialog.getByTestId('admin-role-confirm')).toHaveText(
      "박역할 사용자의 역할을 '일반 사용자'에서 '분석가'로 변경하시겠습니까?",
    );
    await dialog.getByRole('button', { name: '변경' }).click();
    await expect(page.getByText('역할을 변경했습니다.')).toBeVisible();
    await expect(row).toContainText('분석가');

    // No re-login: their next request runs under the new role and the page says so.
    await theirs.getByTestId('user-menu').click();
    await clickInPopup(theirs.getByRole('menuitem', { name: '프로필' }));
    const notice = theirs.getByTestId('role-mismatch-notice');
    await expect(notice).toContainText("서버의 현재 권한은 '분석가'입니다.");
    await notice.getByTestId('role-mismatch-update').click();
    await expect(notice).toBeHidden();
    expect((await (await theirs.request.get('/api/me')).json()).role).toBe('analyst');

    // Promoted to admin: the user management entry appears for them without signing in again.
    await rowAction(page, row, '관리자로 승격');
    await expect(dialog.getByTestId('admin-role-confirm')).toContainText("'관리자'로");
    await dialog.getByRole('button', { name: '변경' }).click();
    await expect(row).toContainText('관리자');
    await theirs.goto('/admin');
    await expect(theirs).toHaveURL(/\/admin$/);
    await expect(theirs.getByRole('heading', { level: 1, name: '사용자 관리' })).toBeVisible();
    await theirs.context().close();
  });

  test('impersonates a user behind a banner, returns in one click, and it is audited', async ({
    page,
    browser,
  }) => {
    const tag = runTag();
    const target = await createUserByApi(page, tag, '최전환');
    await page.goto('/admin');
    const row = await findRow(page, tag, target.email);
    await rowAction(page, row, '사용자로 전환');
    await confirmDialog(page);

    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByTestId('impersonation-banner');
    await expect(banner).toContainText(`최전환(${target.email}) 사용자로 전환되어 있습니다.`);
    expect((await (await page.request.get('/api/me')).json()).email).toBe(target.email);
    // The impersonated user is not an admin: /admin is closed while acting as them.
    await page.goto('/admin');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(banner).toBeVisible();

    await page.getByTestId('impersonation-stop').click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(banner).toBeHidden();
    expect((await (await page.request.get('/api/me')).json()).email).toBe(DEMO.admin);

    // The super admin reads both ends of it in the audit trail.
    const auditor = await browser.newContext({
      baseURL: BASE_URL,
      storageState: SUPER_ADMIN_STATE,
    });
    const audit = await auditor.request.get(`/api/admin/audit-events?targetId=${target.id}`);
    const actions = ((await audit.json()) as { items: { action: string; actorEmail: string }[] })
      .items;
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'impersonation.started', actorEmail: DEMO.admin }),
        expect.objectContaining({ action: 'impersonation.stopped', actorEmail: DEMO.admin }),
      ]),
    );
    await auditor.close();
  });

  test('revokes a user’s sessions: their next request is signed out', async ({ page, browser }) => {
    const tag = runTag();
    const target = await createUserByApi(page, tag, '정세션');
    const theirs = await newSignedInPage(browser, target.email);
    expect((await theirs.request.get('/api/me')).status()).toBe(200);

    await page.goto('/admin');
    const row = await findRow(page, tag, target.email);
    await rowAction(page, row, '세션 종료');
    await confirmDialog(page);
    await expect(page.getByText('세션을 종료했습니다.')).toBeVisible();
    expect((await theirs.request.get('/api/me')).status()).toBe(401);
    await theirs.context().close();
  });

  test('lays out the table, the modals and the banner at 375, 1024 and 1440 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SCREENS, { recursive: true });
    const target = await createUserByApi(page, runTag(), '한화면');
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto('/admin');
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await expect(page.getByTestId('admin-stat-total')).toBeVisible();
      // Only the table scrolls sideways; the page itself never does.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `page overflow at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SCREENS, `table-${name}.png`), fullPage: true });

      await page.getByTestId('admin-add-user').click();
      const form = page.getByRole('dialog', { name: '사용자 추가' });
      await form.getByRole('button', { name: '저장' }).click();
      await expect(form.getByText('사용자 ID를 입력해주세요.')).toBeVisible();
      await page.screenshot({ path: join(SCREENS, `form-${name}.png`) });
      await form.getByRole('button', { name: '취소' }).click();
      await expect(form).toBeHidden();

      const row = await findRow(page, target.email, target.email);
      const dialog = await openRoleSelect(page, row);
      await pickOption(page, '매니저');
      await expect(dialog.getByTestId('admin-role-confirm')).toBeVisible();
      await page.screenshot({ path: join(SCREENS, `role-${name}.png`) });
      await dialog.getByRole('button', { name: '취소' }).click();
      await expect(dialog).toBeHidden();

      const menu = await openMenu(page, row);
      await expect(menu.getByRole('menuitem', { name: '삭제', exact: true })).toBeVisible();
      await page.screenshot({ path: join(SCREENS, `menu-${name}.png`) });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    const row = await findRow(page, target.email, target.email);
    await rowAction(page, row, '사용자로 전환');
    await confirmDialog(page);
    await expect(page.getByTestId('impersonation-banner')).toBeVisible();
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: join(SCREENS, `impersonation-${name}.png`) });
    }
    await page.getByTestId('impersonation-stop').click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test('a manager is refused /admin and every admin call', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await signInByApi(page, DEMO.manager);
  await page.goto('/admin');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByTestId('admin-page')).toHaveCount(0);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  await context.close();
});
