import type { InkImage } from './grey-image';

/**
 * A run of ink at least this share of the page width long is a table rule, not a glyph: the
 * widest Hangul stroke (ㅡ in a 과) is under one em, an em is ~1.2% of an A4 page's width at
 * 10 pt, and the shortest rule — one column of a three-column table — spans over 20%.
 */
const RULE_SHARE = 0.035;

/**
 * Removes table rules: horizontal and vertical ink runs longer than RULE_SHARE of the page width,
 * together with the one-pixel fringe a scanner's blur leaves along them. Printed rules glued to
 * amounts came out as `|` and `l` in them; strokes crossing a rule keep all but its thickness.
 */
export function removeRules(ink: InkImage): InkImage {
  const minRun = Math.max(24, Math.round(ink.width * RULE_SHARE));
  const rule = new Uint8Array(ink.data.length);
  markRuns(ink, minRun, rule, 'row');
  markRuns(ink, minRun, rule, 'column');
  const data = Uint8Array.from(ink.data);
  const { width } = ink;
  for (let i = 0; i < data.length; i++) {
    if (!rule[i]) continue;
    data[i] = 0;
    for (const step of [width, -width, 1, -1]) {
      const near = i + step;
      const beyond = i + 2 * step;
      if (near >= 0 && near < data.length && !rule[near] && !(ink.data[beyond] ?? 0)) {
        data[near] = 0;
      }
    }
  }
  return { data, width, height: ink.height };
}

function markRuns(ink: InkImage, minRun: number, rule: Uint8Array, along: 'row' | 'column') {
  const { width, height } = ink;
  const lines = along === 'row' ? height : width;
  const length = along === 'row' ? width : height;
  const index =
    along === 'row'
      ? (l: number, p: number) => l * width + p
      : (l: number, p: number) => p * width + l;
  for (let l = 0; l < lines; l++) {
    let start = -1;
    for (let p = 0; p <= length; p++) {
      const on = p < length && ink.data[index(l, p)] === 1;
      if (on && start < 0) start = p;
      if (!on && start >= 0) {
        if (p - start >= minRun) for (let q = start; q < p; q++) rule[index(l, q)] = 1;
        start = -1;
      }
    }
  }
}
