import { components } from './components';
import type { InkImage } from './grey-image';

/**
 * Ink of a statement page after cleaning: text and nothing else, a few per cent of the paper (the
 * scan fixtures 2.4–4.4 %). A photo, a dark page or noise binarises to far more.
 */
const MAX_INK_SHARE = 0.25;
/** Marks left after specks go: a dense page has a few thousand glyphs (fixtures ≤ 2,400). */
const MAX_MARKS = 20_000;

/**
 * Whether a cleaned page can be a printed document. Recognising a page of noise ties an OCR worker
 * up for minutes (a 69 MP noise JPEG ran into the 120 s limit): such a page is refused at once.
 */
export function looksLikeDocument(ink: InkImage): boolean {
  let marked = 0;
  for (const value of ink.data) if (value) marked += 1;
  if (marked > ink.data.length * MAX_INK_SHARE) return false;
  return components(ink).parts.length <= MAX_MARKS;
}
