import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Positions by list (its query string), kept in memory: a reload or a link from elsewhere starts
 * a fresh visit at the top (the first load of a page is also a POP navigation).
 */
const positions = new Map<string, number>();

/**
 * Brings the reader back to where they were in the list after reading a post (issue 17): the
 * loaded pages come from the query cache, the position from memory. Only on a back/forward
 * navigation (POP) within this visit of the app.
 */
export function useScrollRestore(ready: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = location.search;
  const restored = useRef(false);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const y = navigationType === 'POP' ? positions.get(key) : undefined;
    if (y) window.scrollTo(0, y);
  }, [ready, key, navigationType]);

  /** Called before opening a post. */
  return useCallback(() => {
    positions.set(key, Math.round(window.scrollY));
  }, [key]);
}
