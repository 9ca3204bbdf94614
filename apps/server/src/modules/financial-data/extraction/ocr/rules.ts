import type { InkImage } from './grey-image';

/**
 * A run of ink at least this share of the page width long is a table rule, not a glyph: the
 * widest Hangul stroke (ㅡ in a 과) is under one em, an em is ~1.2% of an A4 page's width at
 * 10 pt, and the shortest rule — one column of a three-column table — spans over 20%.
 */
const RULE_SHARE = 0.035;
/** Widest break in a rule (white specks, a faint stretch) still bridged, in pixels. */
const MAX_GAP = 3;
/** Share of a bridged run that must be ink for it to be a rule. */
const RULE_DENSITY = 0.9;

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

/**
 * Marks the ink of runs at least `minRun` long. A rule broken by a scanner's white specks still
 * counts: gaps up to MAX_GAP pixels are bridged as long as the run stays RULE_DENSITY inked,
 * which a line through a row of digits never is (their gaps are a quarter of it and more).
 */
function markRuns(ink: InkImage, minRun: number, rule: Uint8Array, along: 'row' | 'column') {
  const { width, height } = ink;
  const lines = along === 'row' ? height : width;
  const length = along === 'row' ? width : height;
  const step = along === 'row' ? 1 : width;
  for (let l = 0; l < lines; l++) {
    const base = along === 'row' ? l * width : l;
    let start = -1;
    let lastInk = -1;
    let inked = 0;
    for (let p = 0; p <= length; p++) {
      const on = p < length && ink.data[base + p * step] === 1;
      if (on) {
        if (start < 0) start = p;
        lastInk = p;
        inked += 1;
        continue;
      }
      if (start < 0 || (p - lastInk <= MAX_GAP && p < length)) continue;
      const span = lastInk - start + 1;
      if (span >= minRun && inked >= span * RULE_DENSITY) {
        for (let q = start; q <= lastInk; q++)
          rule[base + q * step] = ink.data[base + q * step] ?? 0;
      }
      start = -1;
      inked = 0;
    }
  }
}
