/** One entry of the top navigation: its path and its label key under `nav:titles`. */
export type NavEntry = { key: string; to: string };

/** platform.md §2.2: home, dashboard and board stay ungrouped. */
export const UNGROUPED_NAV: readonly NavEntry[] = [
  { key: 'home', to: '/home' },
  { key: 'dashboard', to: '/dashboard' },
  { key: 'board', to: '/board' },
];

/** platform.md §2.2 "Financial" group, in the spec's order. */
export const FINANCIAL_NAV: readonly NavEntry[] = [
  { key: 'financialDataCenter', to: '/financial-data-center' },
  { key: 'transportationGeneralCost', to: '/transportation-general-cost' },
  { key: 'investmentCompensation', to: '/investment-compensation' },
  { key: 'costAllocation', to: '/cost-allocation' },
  { key: 'costEstimation', to: '/cost-estimation' },
  { key: 'costAdjustment', to: '/cost-adjustment' },
  // Not in §2.2's list: transport loss and financial support works on the total cost above it, so
  // it sits with the costing screens (docs/user-guide/navigation-and-language.md).
  { key: 'financialSupport', to: '/financial-support' },
  { key: 'depreciation', to: '/depreciation' },
  { key: 'depreciationDemo', to: '/demo/depreciation' },
];

/** platform.md §2.2 "Forecasting" group. */
export const FORECASTING_NAV: readonly NavEntry[] = [{ key: 'modelPortal', to: '/model-portal' }];

export const NAV_GROUPS = [
  { key: 'financial', entries: FINANCIAL_NAV },
  { key: 'forecasting', entries: FORECASTING_NAV },
] as const;

/** Every entry in display order (the flat form above 1200 px). */
export const ALL_NAV: readonly NavEntry[] = [
  ...UNGROUPED_NAV,
  ...FINANCIAL_NAV,
  ...FORECASTING_NAV,
];
