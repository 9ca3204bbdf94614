/** One entity's depreciation: the actual figure and the allocated (or estimated) one, in won. */
export type DepreciationInput = { entity: string; actual: number; allocated: number };

export type DepreciationRow = DepreciationInput & { adjustment: number };

export type DepreciationTotals = { actual: number; allocated: number; adjustment: number };

/**
 * costing-and-forecasting.md §5 "Depreciation adjustment rule": zero when the actual is 0; when the allocated or
 * estimated figure exceeds the actual, actual − allocated (a negative adjustment that takes the
 * excess back out of the cost); otherwise 0 — an allocation below the actual is never topped up.
 */
export function depreciationAdjustment(actual: number, allocated: number): number {
  if (actual === 0) return 0;
  return allocated > actual ? actual - allocated : 0;
}

/**
 * The §5 depreciation adjustment table (the cost adjustment screen's depreciation tab): each row
 * with its adjustment, plus the column totals.
 */
export function depreciationAdjustmentTable(inputs: readonly DepreciationInput[]): {
  rows: DepreciationRow[];
  totals: DepreciationTotals;
} {
  const rows = inputs.map((input) => ({
    ...input,
    adjustment: depreciationAdjustment(input.actual, input.allocated),
  }));
  const totals = rows.reduce<DepreciationTotals>(
    (sum, row) => ({
      actual: sum.actual + row.actual,
      allocated: sum.allocated + row.allocated,
      adjustment: sum.adjustment + row.adjustment,
    }),
    { actual: 0, allocated: 0, adjustment: 0 },
  );
  return { rows, totals };
}
