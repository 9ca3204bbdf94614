/** Direction of a ratio from last year to this year (the dashboard's arrow). */
export type RatioTrend = 'up' | 'down' | 'flat';

/** Ratios are shown with two decimals (data-center-board-admin.md §5 "Ratios"). */
const SHOWN_DECIMALS = 2;

/**
 * Up, down or flat from `previous` to `current` (percent values); flat when both show the same
 * at two decimals, so an arrow never points at a change the figures beside it do not show. Null
 * when either year has no value (its denominator is 0 or an account is missing).
 */
export function ratioTrend(current: number | null, previous: number | null): RatioTrend | null {
  if (current === null || previous === null) return null;
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null;
  const scale = 10 ** SHOWN_DECIMALS;
  const shownCurrent = Math.round(current * scale);
  const shownPrevious = Math.round(previous * scale);
  if (shownCurrent === shownPrevious) return 'flat';
  return shownCurrent > shownPrevious ? 'up' : 'down';
}
