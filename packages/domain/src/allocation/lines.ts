import type { Classification } from '../costing/classification';
import { roundWon } from '../money';
import { type DriverSource, defaultDriverOf } from './drivers';
import type { DriverKey } from './entities';

/** A cost line the allocation and the estimate work on: integer won and the driver it goes by. */
export type AllocationLine = {
  /** Classification.key for a statement line; `adjustment:<id>`, `investment_compensation`. */
  key: string;
  name: string;
  statement: 'income_statement' | 'cost_statement' | 'other';
  category:
    | 'transportation_cost'
    | 'administration_cost'
    | 'non_operating_expense'
    | 'non_operating_income'
    | 'investment_compensation'
    | 'other_adjustment';
  standardId: string | null;
  /** Integer won; non-operating income enters negative, so the lines add up to appropriate cost. */
  amount: number;
  driver: DriverKey;
  driverSource: DriverSource;
  /** For an other adjustment: the category of the transport-cost screen it adjusts. */
  adjusts?: string;
};

/** A user's driver for one line (AllocationLine.key), stored with the calculation. */
export type DriverOverride = { lineKey: string; driver: DriverKey };

/** An "other adjustment" of the cost-adjustment screen as it reaches the allocation. */
export type AllocationOtherAdjustment = {
  id: string;
  category: string;
  amount: number;
  reason: string;
};

export type AllocationLineOptions = {
  overrides: readonly DriverOverride[];
  /** Also allocate non-operating items and investment compensation (domain.md §4 option). */
  includeNonOperating: boolean;
  /** The period's investment compensation (won; decimals are rounded), null = none. */
  investmentCompensation: number | null;
  otherAdjustments?: readonly AllocationOtherAdjustment[];
};

export const INVESTMENT_COMPENSATION_KEY = 'investment_compensation';

const OPERATING = ['transportation_cost', 'administration_cost'];
const NON_OPERATING = ['non_operating_expense', 'non_operating_income'];

type Draft = Omit<AllocationLine, 'driver' | 'driverSource'>;

function fromClassification(line: Classification): Draft {
  const income = line.category === 'non_operating_income';
  return {
    key: line.key,
    name: line.name,
    statement: line.statement,
    category: line.category as AllocationLine['category'],
    standardId: line.standardId,
    amount: income ? -line.amount : line.amount,
  };
}

function fromAdjustment(adjustment: AllocationOtherAdjustment): Draft {
  if (!Number.isSafeInteger(adjustment.amount)) {
    throw new RangeError(`other adjustment amount must be integer won: ${adjustment.amount}`);
  }
  const income = adjustment.category === 'non_operating_income';
  return {
    key: `adjustment:${adjustment.id}`,
    name: adjustment.reason,
    statement: 'other',
    category: 'other_adjustment',
    standardId: null,
    amount: income ? -adjustment.amount : adjustment.amount,
    adjusts: adjustment.category,
  };
}

function withDriver(draft: Draft, overrides: readonly DriverOverride[]): AllocationLine {
  const override = overrides.findLast((o) => o.lineKey === draft.key);
  if (override) return { ...draft, driver: override.driver, driverSource: 'override' };
  // An other adjustment has no account, so it takes the fallback: vehicles owned ('default').
  const { driver, source } = defaultDriverOf(draft);
  return { ...draft, driver, driverSource: source };
}

/**
 * The lines of a period the allocation divides (domain.md §4 "What is allocated"), from the
 * transport-cost classification with the user's decisions already applied: every line not
 * excluded in transportation_cost or administration_cost (operating expense), plus each other
 * adjustment of those categories as its own line, so the lines add up to the operating expense
 * the transport-cost screen shows. With `includeNonOperating` also non-operating expense lines,
 * non-operating income lines (negative) and investment compensation, adding up to total cost.
 * Lines without an amount are left out: they have nothing to allocate or estimate. Each line gets
 * its default driver (defaultDriverOf) unless the user overrode it (the last override wins).
 */
export function allocationLinesOf(
  classifications: readonly Classification[],
  opts: AllocationLineOptions,
): AllocationLine[] {
  const categories = opts.includeNonOperating ? [...OPERATING, ...NON_OPERATING] : OPERATING;
  const drafts: Draft[] = [
    ...classifications
      .filter((line) => !line.excluded && categories.includes(line.category))
      .map(fromClassification),
    ...(opts.otherAdjustments ?? [])
      .filter((adjustment) => categories.includes(adjustment.category))
      .map(fromAdjustment),
  ];
  if (opts.includeNonOperating && opts.investmentCompensation !== null) {
    drafts.push({
      key: INVESTMENT_COMPENSATION_KEY,
      name: '적정투자보수',
      statement: 'other',
      category: 'investment_compensation',
      standardId: null,
      amount: roundWon(opts.investmentCompensation),
    });
  }
  return drafts
    .filter((draft) => draft.amount !== 0)
    .map((draft) => withDriver(draft, opts.overrides));
}
