/**
 * Lets timers run between model fits of the search, so an AbortController driven by a timeout can
 * abort a search that is otherwise one uninterrupted computation.
 */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}
