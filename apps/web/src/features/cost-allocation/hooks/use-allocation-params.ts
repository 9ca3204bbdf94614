import { usePlanningScreen } from '../../../lib/planning-screen';

/** The screen's steps: the entities, the driver per line, the result, the stored runs. */
export const TABS = ['entities', 'drivers', 'result', 'runs'] as const;
export type AllocationTab = (typeof TABS)[number];

export function isTab(value: string | null): value is AllocationTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/**
 * Company, period, tab, shown run and option of the screen, kept in the URL
 * (`?company=&period=&tab=&run=&nonop=1`) so a link opens the same view.
 */
export function useAllocationParams() {
  const { screen, params, update, includeNonOperating, setIncludeNonOperating } =
    usePlanningScreen();
  const tabParam = params.get('tab');
  const tab: AllocationTab = isTab(tabParam) ? tabParam : 'entities';
  return {
    ...screen,
    // Another company or period has other runs: the shown one is dropped.
    select: (next: { company?: string; period?: string }) => update({ ...next, run: null }),
    tab,
    selectTab: (next: AllocationTab) => update({ tab: next }),
    runId: params.get('run'),
    showRun: (id: string) => update({ run: id, tab: 'result' }),
    includeNonOperating,
    setIncludeNonOperating,
  };
}
