import type { Classification, CostCategory } from './classification';

/**
 * A user's decision on one line of the v3 screen (spec §2 edit modal, quick move, exclude; §7
 * `user_adjustments`/`custom_amounts`): move it to a category, exclude or restore it, or replace
 * its amount. Fields left out keep the automatic result.
 *
 * Identity: `key` (Classification.key — statement, section and dictionary id or normalised name)
 * survives a re-import, which gives every account a new id; `accountId` identifies the line within
 * one import only. An adjustment with a key applies to the line with that key and never to another
 * line that happens to reuse its id; one without a key (an edit not yet stored) falls back to the
 * id. Store adjustments made with `adjustmentFor`, which fills both.
 */
export type CostAdjustment = {
  accountId: string;
  key?: string;
  category?: CostCategory;
  excluded?: boolean;
  /** Integer won, current period. */
  amount?: number;
  /** The user's note from the edit modal. */
  note?: string;
};

/** An adjustment for a classified line, carrying the key that survives a re-import. */
export function adjustmentFor(
  line: Pick<Classification, 'accountId' | 'key'>,
  change: Omit<CostAdjustment, 'accountId' | 'key'>,
): CostAdjustment {
  return { accountId: line.accountId, key: line.key, ...change };
}

function targets(
  adjustment: CostAdjustment,
  line: Pick<Classification, 'accountId' | 'key'>,
): boolean {
  return adjustment.key !== undefined
    ? adjustment.key === line.key
    : adjustment.accountId === line.accountId;
}

function apply(line: Classification, adjustment: CostAdjustment): Classification {
  if (adjustment.amount !== undefined && !Number.isSafeInteger(adjustment.amount)) {
    throw new RangeError(`adjustment amount must be integer won: ${adjustment.amount}`);
  }
  const original = line.original ?? {
    category: line.category,
    amount: line.amount,
    excluded: line.excluded,
  };
  return {
    ...line,
    category: adjustment.category ?? line.category,
    excluded: adjustment.excluded ?? line.excluded,
    amount: adjustment.amount ?? line.amount,
    manual: true,
    original,
  };
}

/**
 * Applies manual decisions on top of a (re-)classification, in order (a later one for the same
 * line wins field by field). Moving a line does not change whether it is excluded; restoring a
 * recommended-to-exclude line puts it back in the category it carries. The automatic result stays
 * in `original`, so re-classifying and re-applying the stored adjustments never loses a decision.
 */
export function applyAdjustments(
  classifications: readonly Classification[],
  adjustments: readonly CostAdjustment[],
): Classification[] {
  return classifications.map((line) =>
    adjustments.filter((a) => targets(a, line)).reduce(apply, line),
  );
}

/** Adjustments that match no line (spec §5: items not found produce a warning). */
export function unmatchedAdjustments(
  classifications: readonly Classification[],
  adjustments: readonly CostAdjustment[],
): CostAdjustment[] {
  return adjustments.filter((a) => !classifications.some((line) => targets(a, line)));
}

/** The adjustments that apply to one line, in order (the same matching as applyAdjustments). */
export function adjustmentsForLine<A extends CostAdjustment>(
  line: Pick<Classification, 'accountId' | 'key'>,
  adjustments: readonly A[],
): A[] {
  return adjustments.filter((a) => targets(a, line));
}
