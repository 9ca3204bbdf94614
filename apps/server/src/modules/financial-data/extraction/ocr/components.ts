import type { InkImage } from './grey-image';

export type Component = { x0: number; y0: number; x1: number; y1: number; area: number };

/** Connected pieces of ink (8-connected), each with its bounding box (inclusive) and pixel count. */
export function components(ink: InkImage): { labels: Int32Array; parts: Component[] } {
  const { width, height } = ink;
  const labels = new Int32Array(width * height).fill(-1);
  const parts: Component[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < ink.data.length; start++) {
    if (!ink.data[start] || (labels[start] ?? 0) >= 0) continue;
    const id = parts.length;
    const part = { x0: width, y0: height, x1: 0, y1: 0, area: 0 };
    let top = 0;
    stack[top++] = start;
    labels[start] = id;
    while (top > 0) {
      const i = stack[--top] ?? 0;
      const x = i % width;
      const y = (i - x) / width;
      part.area += 1;
      if (x < part.x0) part.x0 = x;
      if (x > part.x1) part.x1 = x;
      if (y < part.y0) part.y0 = y;
      if (y > part.y1) part.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (ink.data[j] && (labels[j] ?? 0) < 0) {
            labels[j] = id;
            stack[top++] = j;
          }
        }
      }
    }
    parts.push(part);
  }
  return { labels, parts };
}

/**
 * The typical height of a glyph on the page: the median height of the pieces of ink that are
 * neither specks nor rules. Hangul syllables break into several pieces, so this sits between
 * a jamo's height and a digit's.
 */
export function glyphHeight(parts: Component[], pageHeight: number): number {
  const heights = parts
    .map((p) => p.y1 - p.y0 + 1)
    .filter((h) => h >= 6 && h < pageHeight / 20)
    .sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

/**
 * Removes specks: pieces of ink no more than `maxSide` pixels high and wide. Noise dots came out
 * as `.` and `'` between words; a thousands separator may go too, which is harmless since amounts
 * are read by their digits (amount-text.ts).
 */
export function despeckle(ink: InkImage, maxSide: number): InkImage {
  const { labels, parts } = components(ink);
  const drop = parts.map((p) => p.x1 - p.x0 < maxSide && p.y1 - p.y0 < maxSide);
  const data = Uint8Array.from(ink.data);
  for (let i = 0; i < data.length; i++) {
    const label = labels[i] ?? -1;
    if (label >= 0 && drop[label]) data[i] = 0;
  }
  return { data, width: ink.width, height: ink.height };
}
