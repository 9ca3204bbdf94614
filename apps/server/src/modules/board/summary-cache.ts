/**
 * The stats card and the tag cloud read every live post (150 ms at 100,000 posts, bench part 10)
 * and change little from one request to the next: each is kept for a short while per reader scope,
 * and dropped at once when this process stores a change to the board.
 */
export const SUMMARY_TTL_MS = 30_000;

export function summaryCache(now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < SUMMARY_TTL_MS) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { at: now(), value });
      // A failed load is not kept: the next reader tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
