import { useEffect, useState } from 'react';

/** The standard-cost inputs recompute this long after the last keystroke, not on each one. */
export const RECOMPUTE_DELAY_MS = 500;

/** `value` once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = RECOMPUTE_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
