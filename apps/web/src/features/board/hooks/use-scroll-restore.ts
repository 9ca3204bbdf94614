import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const KEY_PREFIX = 'board:scroll:';

function read(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Brings the reader back to where they were in the list after reading a post (issue 17): the
 * loaded pages come from the query cache, the position from sessionStorage. Only on a back/forward
 * navigation (POP); a fresh visit starts at the top.
 */
export function useScrollRestore(ready: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = `${KEY_PREFIX}${location.search}`;
  const restored = useRef(false);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const y = navigationType === 'POP' ? read(key) : null;
    if (y !== null) window.scrollTo(0, y);
  }, [ready, key, navigationType]);

  /** Called before opening a post. */
  return useCallback(() => {
    try {
      sessionStorage.setItem(key, String(Math.round(window.scrollY)));
    } catch {
      // Without storage the list still works; it just starts at the top.
    }
  }, [key]);
}
