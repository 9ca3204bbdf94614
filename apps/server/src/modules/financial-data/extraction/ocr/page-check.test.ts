import { describe, expect, it } from 'vitest';
import { inkImage } from './grey-image';
import { looksLikeDocument } from './page-check';

/** A page with `lines` rows of short strokes, like printed text. */
function textPage(lines: number) {
  const page = inkImage(400, 400);
  for (let row = 0; row < lines; row += 1) {
    for (let x = 20; x < 380; x += 12) {
      for (let dy = 0; dy < 8; dy += 1) {
        for (let dx = 0; dx < 6; dx += 1) page.data[(20 + row * 18 + dy) * 400 + x + dx] = 1;
      }
    }
  }
  return page;
}

describe('looksLikeDocument', () => {
  it('takes a page of printed lines', () => {
    expect(looksLikeDocument(textPage(20))).toBe(true);
  });

  it('refuses a page that is mostly ink', () => {
    const dark = inkImage(100, 100);
    dark.data.fill(1, 0, 4000);
    expect(looksLikeDocument(dark)).toBe(false);
  });

  it('refuses a page of countless specks', () => {
    const specks = inkImage(600, 600);
    for (let i = 0; i < specks.data.length; i += 3) specks.data[i] = 1;
    expect(looksLikeDocument(specks)).toBe(false);
  });
});
