import { usePlanningScreen } from '../../../lib/planning-screen';

/** The result views: by item, category, account (with the mapping) and entity. */
export const VIEWS = ['items', 'categories', 'lines', 'entities'] as const;
export type EstimationView = (typeof VIEWS)[number];

export function isView(value: string | null): value is EstimationView {
  return (VIEWS as readonly (string | null)[]).includes(value);
}

/**
 * Company, period, option and result view of the screen, kept in the URL
 * (`?company=&period=&nonop=1&view=`) so a link opens the same estimate.
 */
export function useEstimationParams() {
  const { screen, params, update, includeNonOperating, setIncludeNonOperating } =
    usePlanningScreen();
  const viewParam = params.get('view');
  const view: EstimationView = isView(viewParam) ? viewParam : 'items';
  return {
    ...screen,
    view,
    selectView: (next: EstimationView) => update({ view: next }),
    includeNonOperating,
    setIncludeNonOperating,
  };
}
