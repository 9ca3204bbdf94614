import { type AllocationDriver, getAccountEntry } from '../statements/dictionary';

/**
 * Where a line's driver comes from: the accounts.md Driver column ('dictionary'), the overheads
 * rule — every SG&A line, non-operating item and investment compensation by vehicles owned
 * ('sga') —, the fallback for an account the dictionary gives no driver ('default'), or the
 * user's choice for that line ('override').
 */
export type DriverSource = 'dictionary' | 'sga' | 'default' | 'override';

/** domain.md §4.2: capital and overheads exist per licensed bus (보유비). */
const OVERHEAD_DRIVER: AllocationDriver = 'vehicles_owned';

const OVERHEAD_CATEGORIES: readonly string[] = [
  'administration_cost',
  'non_operating_expense',
  'non_operating_income',
  'investment_compensation',
];

/**
 * The default driver of a line (domain.md §4 "Driver per line"): every line under 판매비와관리비
 * (administration_cost) and every non-operating line or investment compensation → vehicles owned,
 * whatever accounts.md's Driver column says; a transport-cost line → that column (the
 * cost-statement reading, `driver` of the dictionary entry); an account the dictionary does not
 * know, or gives no driver (a restored total, an other adjustment) → vehicles owned. The category
 * decides, not the statement, so a line the user moved follows the category it now sits in.
 */
export function defaultDriverOf(line: {
  standardId: string | null;
  category: string;
  statement: 'income_statement' | 'cost_statement' | 'other';
}): { driver: AllocationDriver; source: DriverSource } {
  if (OVERHEAD_CATEGORIES.includes(line.category))
    return { driver: OVERHEAD_DRIVER, source: 'sga' };
  const entry = line.statement === 'other' ? undefined : getAccountEntry(line.standardId);
  if (line.category === 'transportation_cost' && entry?.driver) {
    return { driver: entry.driver, source: 'dictionary' };
  }
  return { driver: OVERHEAD_DRIVER, source: 'default' };
}
