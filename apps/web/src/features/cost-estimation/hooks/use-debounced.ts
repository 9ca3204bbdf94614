import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (compared by its JSON), so typing a rate
 * asks the server once, not per keystroke.
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const signature = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(signature) as T), delayMs);
    return () => clearTimeout(timer);
  }, [signature, delayMs]);
  return settled;
}
