/** Query keys of the dashboard (GET /api/dashboard): one entry per year and page. */
export const DASHBOARD_ROOT = ['dashboard'] as const;

export const dashboardKeys = {
  view: (fiscalYear: number | null, page: number) =>
    [...DASHBOARD_ROOT, 'view', fiscalYear, page] as const,
};
