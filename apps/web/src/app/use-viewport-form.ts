import { useSyncExternalStore } from 'react';

/**
 * platform.md §2.2 / §9 breakpoints: below 768 px a dropdown menu, from 768 to 1200 px grouped
 * entries, above 1200 px all entries flat.
 */
export const NAV_BREAKPOINT_GROUPED_PX = 768;
export const NAV_BREAKPOINT_FLAT_PX = 1200;

export type NavForm = 'mobile' | 'grouped' | 'flat';

const MOBILE_QUERY = `(max-width: ${NAV_BREAKPOINT_GROUPED_PX - 0.02}px)`;
const FLAT_QUERY = `(min-width: ${NAV_BREAKPOINT_FLAT_PX + 0.02}px)`;

function queries(): MediaQueryList[] | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return [window.matchMedia(MOBILE_QUERY), window.matchMedia(FLAT_QUERY)];
}

function subscribe(onChange: () => void): () => void {
  const lists = queries();
  for (const list of lists ?? []) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists ?? []) list.removeEventListener('change', onChange);
  };
}

function snapshot(): NavForm {
  const lists = queries();
  if (!lists) return 'flat';
  const [mobile, flat] = lists;
  if (mobile?.matches) return 'mobile';
  return flat?.matches ? 'flat' : 'grouped';
}

/** Which of the three navigation forms fits the current window width. */
export function useNavForm(): NavForm {
  return useSyncExternalStore(subscribe, snapshot, () => 'flat');
}
