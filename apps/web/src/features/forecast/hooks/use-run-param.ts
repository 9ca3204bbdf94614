import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The run on screen is in the address (?run=), so a reload, a shared link or the dashboard's
 * "view" opens its results; without it the input step shows.
 */
export function useRunParam(): [string | null, (id: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const run = search.get('run');
  const setRun = useCallback(
    (id: string | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('run', id);
          else next.delete('run');
          return next;
        },
        { replace: id === null },
      ),
    [setSearch],
  );
  return [run, setRun];
}
