/**
 * Split-conformal intervals per horizon step (Lei et al. 2018; Stankeviciute et al. 2021 for
 * multi-step forecasts): a model trained without the last `window` values forecasts from every
 * origin inside that window; the absolute errors at step h, scaled by the origin's level, are the
 * nonconformity scores of step h. The interval of level L is ± the ⌈(k+1)L⌉-th smallest of the k
 * scores, times the level at the real forecast origin.
 */
export type StepScores = readonly (readonly number[])[];

/** Steps with fewer scores borrow from their neighbours; beyond the data, widths grow like √h. */
const MIN_SCORES = 5;

function conformalQuantile(scores: readonly number[], level: number): number {
  const sorted = [...scores].sort((a, b) => a - b);
  const rank = Math.ceil((sorted.length + 1) * (level / 100));
  return sorted[Math.min(rank, sorted.length) - 1] ?? 0;
}

/** Scores for step h (1-based): its own, widened to neighbouring steps until there are enough. */
function scoresNear(steps: StepScores, h: number): number[] | undefined {
  for (let radius = 0; radius < steps.length; radius++) {
    const pooled: number[] = [];
    for (let s = h - radius; s <= h + radius; s++) pooled.push(...(steps[s - 1] ?? []));
    if (pooled.length >= MIN_SCORES) return pooled;
  }
  return undefined;
}

/** Half-width (in units of the origin level) of the level-% interval at steps 1…h. */
export function conformalWidths(steps: StepScores, h: number, level: number): number[] {
  const widths: number[] = [];
  let lastKnown: { step: number; width: number } | undefined;
  for (let step = 1; step <= h; step++) {
    const scores = step <= steps.length ? scoresNear(steps, step) : undefined;
    if (scores) {
      const width = conformalQuantile(scores, level);
      lastKnown = { step, width };
      widths.push(width);
    } else if (lastKnown) {
      widths.push(lastKnown.width * Math.sqrt(step / lastKnown.step));
    } else {
      widths.push(0);
    }
  }
  // A later step is never more certain than an earlier one.
  for (let i = 1; i < widths.length; i++) widths[i] = Math.max(widths[i] ?? 0, widths[i - 1] ?? 0);
  return widths;
}
