import { ACCOUNT_DICTIONARY, getAccountEntry } from './dictionary';
import type { StatementType } from './types';

/** data-center-board-admin.md §4: accounts the standard order does not know sort last. */
export const UNKNOWN_ACCOUNT_WEIGHT = 1000;

/**
 * A cost statement's standard outline: 재료비, 노무비, 경비 and the total (the dictionary lists
 * the shared IS/CS expense rows in SG&A order, which does not fit it).
 */
const COST_STATEMENT_ORDER: readonly string[] = [
  'cs.materials',
  'cs.fuel',
  'cs.fuel_subsidy',
  'cs.urea',
  'cs.parts',
  'cs.tyres',
  'cs.lubricants',
  'cs.labour',
  'cs.driver_wages',
  'cs.mechanic_wages',
  'exp.executive_pay',
  'exp.salaries',
  'exp.bonuses',
  'exp.allowances',
  'exp.casual_wages',
  'exp.retirement_benefits',
  'cs.overheads',
  'exp.welfare',
  'exp.depreciation',
  'exp.amortisation',
  'exp.right_of_use_depreciation',
  'exp.repairs',
  'exp.insurance',
  'exp.vehicle_upkeep',
  'exp.taxes_and_dues',
  'exp.rent',
  'cs.tolls',
  'cs.accident_settlements',
  'cs.ticketing_commission',
  'exp.training',
  'exp.fees',
  'exp.communication',
  'exp.utilities',
  'cs.charging_power',
  'exp.supplies',
  'cs.uniforms',
  'cs.cleaning',
  'cs.laundry',
  'cs.vehicle_hire',
  'cs.total_transport_cost',
  'cs.inventory_reconciliation',
  'cs.total_manufacturing_cost',
];

/** Headings sort just before the first account of their part of the balance sheet. */
const HEADING_BEFORE: Readonly<Record<string, string>> = {
  'bs.assets_heading': 'bs.current_assets',
  'bs.liabilities_heading': 'bs.current_liabilities',
  'bs.equity_heading': 'bs.share_capital',
};

function weights(type: StatementType): Map<string, number> {
  if (type === 'cost_statement') return new Map(COST_STATEMENT_ORDER.map((id, i) => [id, i]));
  const ids = ACCOUNT_DICTIONARY.filter((e) => e.statements.includes(type) && !e.heading).map(
    (e) => e.id,
  );
  const map = new Map(ids.map((id, i) => [id, i]));
  for (const [heading, before] of Object.entries(HEADING_BEFORE)) {
    const at = map.get(before);
    if (type === 'balance_sheet' && at !== undefined) map.set(heading, at - 0.5);
  }
  return map;
}

const WEIGHTS: Record<StatementType, Map<string, number>> = {
  balance_sheet: weights('balance_sheet'),
  income_statement: weights('income_statement'),
  cost_statement: weights('cost_statement'),
};

/** Offset that keeps a contra account right under the asset it reduces. */
const CONTRA_OFFSET = 0.001;

/**
 * Sorts accounts in the standard order of their statement type (data-center-board-admin.md §4:
 * keyword weights; here each dictionary account's position in its statement's outline). A
 * contra account (감가상각누계액, 정부보조금, 대손충당금, 퇴직연금운용자산) keeps to the line it
 * follows as read. Unknown accounts weigh 1000 and sort last; ties keep their lineNo order.
 */
export function sortByStandardOrder<T extends { standardId: string | null; lineNo: number }>(
  type: StatementType,
  accounts: T[],
): T[] {
  const table = WEIGHTS[type];
  const asRead = [...accounts].sort((a, b) => a.lineNo - b.lineNo);
  const weight = new Map<T, number>();
  let lastOwn = UNKNOWN_ACCOUNT_WEIGHT;
  for (const account of asRead) {
    const own = account.standardId ? table.get(account.standardId) : undefined;
    const contra = getAccountEntry(account.standardId)?.contra === true;
    if (contra && lastOwn < UNKNOWN_ACCOUNT_WEIGHT) {
      weight.set(account, lastOwn + CONTRA_OFFSET);
      continue;
    }
    const w = own ?? UNKNOWN_ACCOUNT_WEIGHT;
    weight.set(account, w);
    if (!contra) lastOwn = w;
  }
  return asRead.sort(
    (a, b) =>
      (weight.get(a) ?? UNKNOWN_ACCOUNT_WEIGHT) - (weight.get(b) ?? UNKNOWN_ACCOUNT_WEIGHT) ||
      a.lineNo - b.lineNo,
  );
}
