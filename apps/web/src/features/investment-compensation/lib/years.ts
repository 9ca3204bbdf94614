/**
 * Spec §2 period options: the five years before the current one, plus the company's latest
 * statement year when it is outside them.
 */
export function yearOptions(now: Date, latest: number | null): number[] {
  const current = now.getFullYear();
  const years = [1, 2, 3, 4, 5].map((back) => current - back);
  if (latest !== null && !years.includes(latest)) years.push(latest);
  return years.sort((a, b) => b - a);
}
