import { BOARD_CATEGORIES, BOARD_SORTS, type BoardSort } from '@bus/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BoardFilter } from '../api/keys';

/** URL parameter of each filter: the list, its filters and a shared link stay in step. */
const PARAMS = {
  category: 'category',
  sort: 'sort',
  search: 'q',
  author: 'author',
  startDate: 'from',
  endDate: 'to',
  tag: 'tag',
} as const satisfies Record<keyof BoardFilter, string>;

function isSort(value: string | null): value is BoardSort {
  return (BOARD_SORTS as readonly (string | null)[]).includes(value);
}

/** The list's filters from the URL, and a setter that keeps history clean (replace). */
export function useBoardFilter() {
  const [params, setParams] = useSearchParams();

  const filter = useMemo<BoardFilter>(() => {
    const sort = params.get(PARAMS.sort);
    const category = params.get(PARAMS.category);
    const result: BoardFilter = { sort: isSort(sort) ? sort : 'latest' };
    if (category && (BOARD_CATEGORIES as readonly string[]).includes(category)) {
      result.category = category;
    }
    for (const key of ['search', 'author', 'startDate', 'endDate', 'tag'] as const) {
      const value = params.get(PARAMS[key])?.trim();
      if (value) result[key] = value;
    }
    return result;
  }, [params]);

  const update = useCallback(
    (patch: Partial<BoardFilter>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [keyof BoardFilter, string][]) {
            const name = PARAMS[key];
            if (!value || (key === 'sort' && value === 'latest')) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filter, update };
}
