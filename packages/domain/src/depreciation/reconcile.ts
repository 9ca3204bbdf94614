/** Largest difference, as a share of the statements' figure, reported as reconciled. */
export const RECONCILE_TOLERANCE = 0.01;

export type Reconciliation = {
  register: number;
  statements: number;
  /** register − statements, in won. */
  difference: number;
  withinOnePercent: boolean;
};

/**
 * The register against the statements (issue 15 §4): the fiscal year's depreciation from the
 * register beside 감가상각비 of the cost statement plus that of SG&A, and their difference. Within
 * one percent when |difference| ≤ 1 % of the statements' figure (with no statement figure, only
 * when the register is 0 too).
 */
export function reconcileWithStatements(
  registerYear: number,
  statements: { costStatement: number; sga: number },
): Reconciliation {
  const fromStatements = statements.costStatement + statements.sga;
  const difference = registerYear - fromStatements;
  return {
    register: registerYear,
    statements: fromStatements,
    difference,
    withinOnePercent: Math.abs(difference) <= RECONCILE_TOLERANCE * Math.abs(fromStatements),
  };
}
