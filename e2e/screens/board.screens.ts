import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signInByApi, WIDTHS } from '../tests/support';

const OUT = join(import.meta.dirname, '..', 'test-results', 'screens');

// The board list, a post with its thread and the write modal, at every width.
test('board list, post and write modal at 375, 1024 and 1440 px', async ({ page }) => {
  test.setTimeout(180_000);
  await signInByApi(page, DEMO.manager);
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto('/board');
    await expect(page.getByTestId('board-socket-status')).toContainText('실시간 연결됨');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(OUT, `board-list-${width}.png`), fullPage: true });
    await page.getByTestId('board-list').getByText('[예시] 정비직 상여금').click();
    await expect(page.getByTestId('board-comments')).toContainText('감사합니다');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(OUT, `board-post-${width}.png`), fullPage: true });
    await page.goto('/board');
    await page.getByTestId('board-write').click();
    await expect(page.getByTestId('board-editor')).toBeVisible();
    await page.screenshot({ path: join(OUT, `board-write-${width}.png`) });
  }
  await page.goto('/board');
  await signInByApi(page, DEMO.viewer);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/board');
  await expect(page.getByTestId('board-no-access')).toBeVisible();
  await page.screenshot({ path: join(OUT, 'board-viewer-375.png'), fullPage: true });
});
