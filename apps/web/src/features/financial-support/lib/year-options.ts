/**
 * Spec §2 period options, as on the other costing screens: the five years before the current one,
 * plus the company's latest year when it is older.
 */
export function yearOptions(now: Date, latest: number | null): number[] {
  const current = now.getFullYear();
  const years = [1, 2, 3, 4, 5].map((back) => current - back);
  if (latest !== null && !years.includes(latest)) years.push(latest);
  return years.sort((a, b) => b - a);
}
