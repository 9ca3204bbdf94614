import type { StatementType } from './types';

/**
 * How the lines of a Korean statement nest (samples/README.md "File format"; K-GAAP layout):
 * a section header (유동자산, 판매비와관리비, 재료비 …) comes before its detail lines and carries
 * their sum; a closing total (자산총계, 당기총운송원가 …) comes after the sections it adds up; a
 * result line (영업이익 …) ends a section without summing the lines above it.
 */
export type StructuralKind = 'header' | 'footer' | 'result' | 'heading' | 'opaque' | 'detail';

export type StructuralRole = {
  kind: StructuralKind;
  /** Nesting level: 0 closing totals, 1 main sections, 2 sub-sections; details are deepest. */
  rank: number;
};

const DETAIL_RANK = 99;

type RoleTable = Readonly<Record<string, StructuralRole>>;

const header = (rank: number): StructuralRole => ({ kind: 'header', rank });
const FOOTER: StructuralRole = { kind: 'footer', rank: 0 };
const result = (rank: number): StructuralRole => ({ kind: 'result', rank });

const BALANCE_SHEET: RoleTable = {
  'bs.total_assets': FOOTER,
  'bs.total_liabilities': FOOTER,
  'bs.total_equity': FOOTER,
  'bs.total_liabilities_and_equity': FOOTER,
  'bs.current_assets': header(1),
  'bs.non_current_assets': header(1),
  'bs.current_liabilities': header(1),
  'bs.non_current_liabilities': header(1),
  'bs.investments': header(2),
  'bs.ppe': header(2),
  'bs.intangible_assets': header(2),
  'bs.other_non_current_assets': header(2),
  'bs.aoci': header(2),
  // Equity components: printed as single lines between the sub-sections of equity.
  'bs.share_capital': result(2),
  'bs.capital_surplus': result(2),
  'bs.capital_adjustments': result(2),
  'bs.retained_earnings': result(2),
  'bs.accumulated_deficit': result(2),
};

const INCOME_STATEMENT: RoleTable = {
  'is.sales': header(1),
  'is.cost_of_sales': header(1),
  'is.sga': header(1),
  'is.non_operating_income': header(1),
  'is.non_operating_expense': header(1),
  'is.gross_profit': result(1),
  'is.operating_profit': result(1),
  'is.profit_before_tax': result(1),
  'is.income_tax': result(1),
  'is.net_income': result(1),
};

const COST_STATEMENT: RoleTable = {
  'cs.materials': header(1),
  'cs.labour': header(1),
  'cs.overheads': header(1),
  'cs.total_transport_cost': FOOTER,
  'cs.total_manufacturing_cost': FOOTER,
  'cs.inventory_reconciliation': result(1),
};

const TABLES: Record<StatementType, RoleTable> = {
  balance_sheet: BALANCE_SHEET,
  income_statement: INCOME_STATEMENT,
  cost_statement: COST_STATEMENT,
};

const HEADING_IDS = new Set(['bs.assets_heading', 'bs.liabilities_heading', 'bs.equity_heading']);

/**
 * The place of a line in its statement's outline. A header the line's match does not flag as a
 * total (`투자자산` vs `장기금융상품`, both one dictionary row) is a detail; an unknown line a
 * user marked as a total is `opaque` (its scope cannot be decided).
 */
export function structuralRole(
  type: StatementType,
  standardId: string | null,
  isTotal: boolean,
): StructuralRole {
  if (standardId && HEADING_IDS.has(standardId)) return { kind: 'heading', rank: DETAIL_RANK };
  const role = standardId ? TABLES[type][standardId] : undefined;
  if (role && (role.kind !== 'header' || isTotal)) return role;
  if (isTotal && !role) return { kind: 'opaque', rank: DETAIL_RANK };
  return { kind: 'detail', rank: DETAIL_RANK };
}

/**
 * The section each line sits in: the id of the innermost open header (판매비와관리비, 유형자산,
 * 경비 …) before the line, or null at top level. Used to tell a SG&A detail from a non-operating
 * one and passed to the matcher as context.
 */
export class SectionTracker {
  private readonly open: Array<{ id: string; rank: number }> = [];

  constructor(private readonly type: StatementType) {}

  /** The section in effect for the next line. */
  get current(): string | null {
    return this.open.at(-1)?.id ?? null;
  }

  /**
   * Records a line once it is matched and returns the section it belongs to: a header or result
   * closes the sections of its own level first (`영업이익` is not inside 판매비와관리비).
   */
  push(standardId: string | null, isTotal: boolean): string | null {
    const role = structuralRole(this.type, standardId, isTotal);
    if (role.kind === 'detail' || role.kind === 'heading' || role.kind === 'opaque') {
      return this.current;
    }
    while ((this.open.at(-1)?.rank ?? -1) >= role.rank) this.open.pop();
    const section = this.current;
    if (role.kind === 'header' && standardId) this.open.push({ id: standardId, rank: role.rank });
    return section;
  }
}

/** Sections of a list of already-mapped lines, in order. */
export function sectionsOf(
  type: StatementType,
  lines: ReadonlyArray<{ standardId: string | null; isTotal: boolean }>,
): Array<string | null> {
  const tracker = new SectionTracker(type);
  return lines.map((line) => tracker.push(line.standardId, line.isTotal));
}
