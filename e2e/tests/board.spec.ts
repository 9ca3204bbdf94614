import { type Browser, type CDPSession, expect, type Page, test } from '@playwright/test';
import { clickInPopup, DEMO, signInByApi, USER_STATE } from './support';

/**
 * Issue 17 acceptance: a user writes a post with Korean typed through IME composition, two tags and
 * an image; a second browser sees it appear live, comments and replies, likes; an anonymous visitor
 * sees only questions and notices; a viewer cannot post; a manager pins a notice.
 */

/** A 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ef0000000049454e44ae426082',
  'hex',
);

/**
 * Types Korean as an IME does: each syllable goes through its composition stages (ㅎ → 하 → 한)
 * before it is committed, the way Chromium delivers a Korean keyboard's input.
 */
async function composeKorean(cdp: CDPSession, syllables: string[][]) {
  for (const stages of syllables) {
    for (const stage of stages) {
      await cdp.send('Input.imeSetComposition', {
        text: stage,
        selectionStart: stage.length,
        selectionEnd: stage.length,
      });
    }
    await cdp.send('Input.insertText', { text: stages.at(-1) ?? '' });
  }
}

/** "노선 개편" as composition stages, with the space typed between the words. */
const ROUTE = [
  ['ㄴ', '노'],
  ['ㅅ', '서', '선'],
];
const REFORM = [
  ['ㄱ', '개'],
  ['ㅍ', '펴', '편'],
];

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, email);
  return page;
}

async function openBoard(page: Page) {
  await page.goto('/board');
  await expect(page.getByTestId('board-socket-status')).toContainText('실시간 연결됨', {
    timeout: 30_000,
  });
}

test.describe('writing and reading live', () => {
  test.use({ storageState: USER_STATE });

  test('a post typed through the IME appears live in a second browser, which comments, and both see replies and likes', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const manager = await signedInPage(browser, DEMO.manager);
    await openBoard(manager);
    await openBoard(page);

    await page.getByTestId('board-write').click();
    const form = page.getByTestId('board-post-form');
    await expect(form).toBeVisible();
    const cdp = await page.context().newCDPSession(page);

    await form.getByTestId('board-form-title').click();
    await composeKorean(cdp, ROUTE);
    await page.keyboard.type(' ');
    await composeKorean(cdp, REFORM);
    await page.keyboard.type(` ${stamp}`);
    const title = `노선 개편 ${stamp}`;
    await expect(form.getByTestId('board-form-title')).toHaveValue(title);

    const editor = form.getByTestId('board-editor');
    await editor.click();
    await composeKorean(cdp, [
      ['ㅂ', '버'],
      ['ㅅ', '스'],
    ]);
    await page.keyboard.type(' ');
    await composeKorean(cdp, [
      ['ㅇ', '요'],
      ['ㄱ', '그', '금'],
    ]);
    // No doubled or lost syllables: exactly what was composed.
    await expect(editor).toHaveText('버스 요금');

    await form.getByTestId('board-form-tags').fill('버스요금, 노선');
    await form.locator('.board-attachments-field input[type=file]').setInputFiles({
      name: '노선도.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(form.getByTestId('board-form-attachments')).toContainText('노선도.png');
    await page.getByTestId('board-form-submit').click();

    await expect(page.getByTestId('board-post-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('board-post-body')).toContainText('버스 요금');
    await expect(
      page.getByTestId('board-post-page').locator('img[src^="/api/board/attachments/"]').first(),
    ).toBeVisible();
    await expect(page.getByTestId('board-post-page')).toContainText('버스요금');

    // The second browser's list shows it without reloading.
    const row = manager.getByTestId('board-list').getByText(title);
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.click();
    await expect(manager.getByTestId('board-post-page')).toBeVisible();

    await manager.getByTestId('board-comment-form').getByRole('textbox').fill('자료 잘 봤습니다');
    await manager.getByTestId('board-comment-form').getByRole('button', { name: '등록' }).click();
    // The author's open post shows the comment as it lands.
    const comment = page.getByTestId('board-comments').getByText('자료 잘 봤습니다');
    await expect(comment).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: '데모 매니저님에게 답글' }).click();
    const replyForm = page.locator('[data-testid^="board-reply-form-"]');
    await expect(replyForm).toHaveCount(1);
    await replyForm.getByRole('textbox').fill('감사합니다');
    await replyForm.getByRole('button', { name: '등록' }).click();
    await expect(manager.getByTestId('board-comments').getByText('감사합니다')).toBeVisible({
      timeout: 15_000,
    });

    await manager.getByTestId('board-like').click();
    await expect(manager.getByTestId('board-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('board-like')).toContainText('1', { timeout: 15_000 });
    await manager.context().close();
  });
});

test('an anonymous visitor sees only questions and notices, with the login message', async ({
  page,
}) => {
  await page.goto('/board');
  await expect(page.getByTestId('board-login-alert')).toBeVisible();
  const list = page.getByTestId('board-list');
  await expect(
    list.getByText('[예시] 정비직 상여금은 어느 원가 항목으로 분류하나요?'),
  ).toBeVisible();
  await expect(list.getByText('[예시] 노선별 운행거리 가져오기 팁')).toHaveCount(0);
  const categories = await list.locator('[data-testid^="board-category-"]').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  for (const category of categories) expect(['공지', '질문']).toContain(category.trim());
  await expect(page.getByTestId('board-write')).toHaveCount(0);
});

test('a viewer sees no access with their role and cannot post', async ({ page }) => {
  await signInByApi(page, DEMO.viewer);
  await page.goto('/board');
  await expect(page.getByTestId('board-no-access')).toContainText('현재 역할: 조회자');
  await expect(page.getByTestId('board-write')).toHaveCount(0);
  const refused = await page.request.post('/api/board/posts', {
    data: { title: '열람자 글', content: '<p>x</p>', category: 'question' },
  });
  expect(refused.status()).toBe(403);
});

test('a manager writes a pinned notice that heads the list', async ({ page }) => {
  await signInByApi(page, DEMO.manager);
  await openBoard(page);
  const title = `운행 일정 공지 ${Date.now().toString(36)}`;
  await page.getByTestId('board-write').click();
  const form = page.getByTestId('board-post-form');
  await form.getByTestId('board-form-title').fill(title);
  await form.getByTestId('board-form-category').click();
  await clickInPopup(page.locator('.ant-select-dropdown:visible').getByTitle('공지'));
  await form.getByTestId('board-form-pin').check();
  await form.getByTestId('board-editor').click();
  await page.keyboard.type('다음 주부터 배차 간격이 바뀝니다.');
  await page.getByTestId('board-form-submit').click();
  await expect(page.getByTestId('board-post-page')).toBeVisible();

  await page.goto('/board?sort=views');
  const first = page.getByTestId('board-list').locator('[data-testid^="board-post-"]').first();
  await expect(first).toContainText(title);
  await expect(first.getByTestId('board-pin')).toBeVisible();
});

test.describe('reading on a phone', () => {
  test.use({ storageState: USER_STATE, viewport: { width: 375, height: 700 } });

  test('back to the list returns to where the reader was', async ({ page }) => {
    await page.goto('/board');
    const question = page.getByTestId('board-list').getByText('[예시] 정비직 상여금');
    await question.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await question.click();
    await expect(page.getByTestId('board-post-page')).toBeVisible();
    await page.getByTestId('board-back').click();
    // Where they were, not the top: the post they opened is on screen again (a card that finishes
    // loading may shift the page a little, so the offset is not compared to the pixel).
    await expect(question).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before / 2);
  });
});

test('a manager’s report hides a post from the list, and the moderation queue restores it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const writer = await signedInPage(browser, DEMO.user);
  const title = `신고 확인용 글 ${Date.now().toString(36)}`;
  const created = await writer.request.post('/api/board/posts', {
    data: { title, content: '<p>광고성 내용</p>', category: 'general' },
  });
  expect(created.status()).toBe(201);
  const post = await created.json();

  await signInByApi(page, DEMO.manager);
  await page.goto(`/board/posts/${post.id}`);
  await page.getByTestId('board-report').click();
  await page.getByTestId('board-report-reason').fill('광고');
  await page.getByRole('button', { name: '신고하기' }).click();
  await expect(page.getByText('신고가 접수되어 게시글이 목록에서 숨겨졌습니다.')).toBeVisible();

  await writer.goto('/board');
  await expect(writer.getByTestId('board-list')).toBeVisible();
  await expect(writer.getByTestId('board-list').getByText(title)).toHaveCount(0);

  await page.goto('/board/moderation');
  const restore = page.getByTestId(`board-moderate-restore-${post.id}`);
  await expect(page.getByTestId('board-moderation-table')).toContainText(title);
  await restore.click();
  await clickInPopup(page.locator('.ant-popover:visible').getByRole('button', { name: '확인' }));
  await expect(restore).toHaveCount(0);

  await writer.goto('/board');
  await expect(writer.getByTestId('board-list').getByText(title)).toBeVisible();
  await writer.context().close();
});
