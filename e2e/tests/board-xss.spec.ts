import { expect, test } from '@playwright/test';
import { USER_STATE } from './support';

/**
 * Issue 17 acceptance: an XSS corpus (script tags, event handlers, `javascript:` URLs, SVG, CSS
 * expressions) in titles, bodies, comments, tags and file names renders inert in Chromium. Every
 * payload tries to set window.__xss or open a dialog; neither may happen on the list or the post.
 */
const RUN = 'window.__xss=1;alert(1)';
const CORPUS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<a href="javascript:${RUN}">링크</a>`,
  `<svg onload="${RUN}"><script>${RUN}</script></svg>`,
  `<p style="width: expression(${RUN})">css</p>`,
  `<div style="background:url(javascript:${RUN})">css</div>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `"><img src=x onerror="${RUN}">`,
];

test.use({ storageState: USER_STATE });

test('payloads in titles, bodies, comments, tags and file names stay text', async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const upload = await page.request.post('/api/board/upload', {
    multipart: {
      file: {
        name: `<img src=x onerror="${RUN}">.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from('내용'),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const attachment = await upload.json();
  const created = await page.request.post('/api/board/posts', {
    data: {
      title: `<script>${RUN}</script> XSS 점검`,
      content: `<p>본문</p>${CORPUS.join('')}`,
      category: 'question',
      // Tags keep letters, digits and Hangul only: what a payload leaves must still show as text.
      tags: ['<i>태그</i>', 'javascript:alert(1)'],
      attachmentIds: [attachment.id],
    },
  });
  expect(created.status()).toBe(201);
  const post = await created.json();
  for (const payload of CORPUS) {
    const comment = await page.request.post(`/api/board/posts/${post.id}/comments`, {
      data: { content: payload },
    });
    expect(comment.status()).toBe(201);
  }

  await page.goto(`/board?search=${encodeURIComponent('XSS 점검')}`);
  await expect(page.getByTestId('board-list')).toContainText('<script>');
  await page.goto(`/board/posts/${post.id}`);
  await expect(page.getByTestId('board-post-body')).toContainText('본문');
  await expect(page.getByTestId('board-comments')).toContainText('<script>');
  await expect(page.getByTestId('board-post-attachments')).toContainText('onerror');
  // Give any handler a chance to fire (images error out, SVG loads, frames run).
  await page.waitForTimeout(1_000);

  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  const body = page.getByTestId('board-post-body');
  await expect(
    body.locator('script, svg, iframe, style, [onerror], [onload], [style]'),
  ).toHaveCount(0);
  await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
});
