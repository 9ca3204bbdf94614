/**
 * Lets timers run between long synchronous steps, so an AbortController driven by a timeout can
 * actually abort a fit that is otherwise one uninterrupted computation.
 */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}
