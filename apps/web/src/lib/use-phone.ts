import { useSyncExternalStore } from 'react';

/**
 * Below 768 px the app lays out for a phone (platform.md §2.2 breakpoint: the navigation becomes
 * one menu there too). Without matchMedia (tests, server) it is not a phone.
 */
const PHONE_QUERY = '(max-width: 767.98px)';

function list(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(PHONE_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = list();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is phone-sized; follows resizes and rotation. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => list()?.matches ?? false,
    () => false,
  );
}
