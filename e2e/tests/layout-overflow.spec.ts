import { expect, type Page, test } from '@playwright/test';
import { afterResize, type Language, openAndSettle, useLanguage } from './shell-checks';
import { type ShellPage, shellPages } from './shell-routes';
import { SUPER_ADMIN_STATE, WIDTHS } from './support';

/**
 * Issue 18 §5/§7: no page scrolls sideways at 375, 1024 or 1440 px, in Korean or English; no text
 * of the navigation bar is cut off; above 1200 px the flat menu is one row; at 375 px every table
 * row's actions are on screen. Each page is opened once and measured at the three widths; the
 * pages after the first open inside the loaded app (shell-checks.ts).
 */

type Problem = string;

/** Everything wrong with the page as drawn now, at this width. */
function measure(page: Page, width: number): Promise<Problem[]> {
  return page.evaluate((phone) => {
    const problems: string[] = [];
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ').slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      // Name the outermost elements that reach past the window, not all their children.
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const box = el.getBoundingClientRect();
        const parent = el.parentElement?.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.right > window.innerWidth + 1 &&
          !(parent && parent.right > window.innerWidth + 1)
        );
      });
      problems.push(
        `scrolls sideways: ${root.scrollWidth} px in ${window.innerWidth} (${wide.slice(0, 3).map(nameOf).join('; ')})`,
      );
    }
    const bar = document.querySelector('[data-testid="top-bar"]');
    for (const el of bar?.querySelectorAll(
      '.nav-link, .brand-text, .top-bar-button, .user-menu-name, .language-select, .language-select-closed',
    ) ?? []) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      // Cut off: wider than its box where the box hides the rest (an overflowing badge shows).
      const style = getComputedStyle(el);
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (hides && el.scrollWidth > el.clientWidth + 1)
        problems.push(`cut off in the bar: ${nameOf(el)}`);
      if (box.right > window.innerWidth + 1 || box.left < -1)
        problems.push(`outside the window in the bar: ${nameOf(el)}`);
    }
    // Nothing in the bar runs under its neighbour (the grouped menu once ran under the language).
    const row = bar?.querySelector('.top-bar-row');
    const parts = [...(row?.children ?? [])].flatMap((child) =>
      child.classList.contains('main-nav') ? [...child.children] : [child],
    );
    const boxes = parts
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0);
    boxes.forEach((next, i) => {
      const before = boxes[i - 1];
      if (before && next.box.left < before.box.right - 1)
        problems.push(`overlap in the bar: ${nameOf(before.el)} runs under ${nameOf(next.el)}`);
    });
    const flat = [...document.querySelectorAll('.main-nav-flat .nav-link')];
    const tops = new Set(flat.map((el) => Math.round(el.getBoundingClientRect().top)));
    if (tops.size > 1) problems.push(`the flat menu takes ${tops.size} rows`);
    if (phone) {
      for (const el of document.querySelectorAll('.ant-table-row .row-actions')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.right > window.innerWidth + 1 || box.left < 0)
          problems.push(
            `row actions off screen at ${Math.round(box.left)}–${Math.round(box.right)}: ${nameOf(el)}`,
          );
      }
    }
    return problems;
  }, width < 768);
}

/** Each page opened once, then measured at each width (the app follows a resize). */
async function checkAll(page: Page, pages: ShellPage[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const { path } of pages) {
    const started = Date.now();
    await page.setViewportSize(WIDTHS[2]);
    try {
      await openAndSettle(page, path);
    } catch (error) {
      problems.push(`${path}: did not draw (${String(error).split('\n')[0]})`);
      continue;
    }
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await afterResize(page);
      for (const problem of await measure(page, size.width))
        problems.push(`${size.width} px ${path}: ${problem}`);
    }
    if (process.env.SHELL_TIMING) console.log(`${path} ${Date.now() - started} ms`);
  }
  return problems;
}

for (const language of ['ko', 'en'] as const satisfies Language[]) {
  test.describe(`layout in ${language}`, () => {
    // About 45 pages, three widths each, on two shared cores.
    test.setTimeout(180_000);

    test('public pages: no sideways scrolling, nothing cut off in the bar', async ({
      page,
      context,
    }) => {
      await useLanguage(context, language);
      const pages = (await shellPages(page.request)).filter((p) => !p.signedIn);
      expect(await checkAll(page, pages)).toEqual([]);
    });

    test.describe('signed in', () => {
      test.use({ storageState: SUPER_ADMIN_STATE });

      test('every page: no sideways scrolling, one-row menu, row actions on screen at 375 px', async ({
        page,
        context,
      }) => {
        await useLanguage(context, language);
        const pages = (await shellPages(page.request)).filter((p) => p.signedIn);
        expect(await checkAll(page, pages)).toEqual([]);
      });

      test('the bar at the edges of the grouped form (768 and 1199 px)', async ({
        page,
        context,
      }) => {
        await useLanguage(context, language);
        await openAndSettle(page, '/home');
        const problems: Problem[] = [];
        for (const width of [768, 1199]) {
          await page.setViewportSize({ width, height: 800 });
          await afterResize(page);
          for (const problem of await measure(page, width))
            problems.push(`${width} px: ${problem}`);
        }
        expect(problems).toEqual([]);
      });
    });
  });
}
