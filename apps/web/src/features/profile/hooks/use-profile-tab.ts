import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The profile's tabs, in order, as they appear in `?tab=`. */
export const PROFILE_TABS = ['info', 'security', 'notifications', 'activity'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/**
 * platform.md §2.1 names /profile?tab=profile and /profile?tab=settings as link targets of the
 * earlier app: they open the info and the security tab.
 */
const LEGACY_TABS: Record<string, ProfileTab> = { profile: 'info', settings: 'security' };

/** The tab a `?tab=` value opens; anything unknown opens the info tab. */
export function profileTabOf(value: string | null): ProfileTab {
  if (value && (PROFILE_TABS as readonly string[]).includes(value)) return value as ProfileTab;
  return (value && LEGACY_TABS[value]) || 'info';
}

/** The selected tab from the URL, and a setter that writes it back (the URL follows the tab). */
export function useProfileTab(): [ProfileTab, (tab: ProfileTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = profileTabOf(params.get('tab'));
  const select = useCallback(
    (next: ProfileTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, select];
}
