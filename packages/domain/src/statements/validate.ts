import { getAccountEntry } from './dictionary';
import { matchAccount } from './match';
import { structuralRole } from './structure';
import {
  type AccountValues,
  AMOUNT_UNIT_FACTOR,
  type AmountUnit,
  type StatementStatus,
  type StatementType,
  type ValidationMessage,
} from './types';

/**
 * Statement validation rules (docs/user-guide/financial-data-validation.md). Hard rules — the
 * balance sheet balances, required accounts are present with a value — give `error`; softer
 * ones — a subtotal that differs from its lines, an unmatched or foreign line, cost statement vs
 * 매출원가 — give `warning`. A statement with no finding is `verified`.
 */
export type ValidationResult = { status: StatementStatus; messages: ValidationMessage[] };

export type ValidationOptions = {
  /** The unit the statement was printed in: one printed unit of rounding is tolerated. */
  unit?: AmountUnit;
};

type Period = 'current' | 'previous';
const PERIODS: readonly Period[] = ['current', 'previous'];

/** Required accounts per statement type; any id of a group satisfies it. */
const REQUIRED: Record<StatementType, ReadonlyArray<{ name: string; ids: readonly string[] }>> = {
  balance_sheet: [
    { name: '자산총계', ids: ['bs.total_assets'] },
    { name: '부채총계', ids: ['bs.total_liabilities'] },
    { name: '자본총계', ids: ['bs.total_equity'] },
  ],
  income_statement: [
    { name: '매출액', ids: ['is.sales'] },
    { name: '당기순이익', ids: ['is.net_income'] },
  ],
  cost_statement: [
    { name: '당기총운송원가', ids: ['cs.total_transport_cost', 'cs.total_manufacturing_cost'] },
  ],
};

type Line = AccountValues & { id: string | null };

function resolve(type: StatementType, accounts: AccountValues[]): Line[] {
  return accounts.map((a) => ({
    ...a,
    id: a.standardId ?? matchAccount(a.name, { statementType: type }).standardId,
  }));
}

function tolerance(options?: ValidationOptions): number {
  return options?.unit && options.unit !== '원' ? AMOUNT_UNIT_FACTOR[options.unit] : 0;
}

function message(
  rule: string,
  severity: 'error' | 'warning',
  params: Record<string, string | number>,
): ValidationMessage {
  return { rule, severity, params };
}

/** The amount of the first line with one of these ids (a total is printed once). */
function firstAmount(lines: Line[], ids: readonly string[], period: Period): number | null {
  return lines.find((l) => l.id !== null && ids.includes(l.id))?.[period] ?? null;
}

/** Worst severity of a list of findings. */
export function statusOf(messages: readonly ValidationMessage[]): StatementStatus {
  if (messages.some((m) => m.severity === 'error')) return 'error';
  return messages.length > 0 ? 'warning' : 'verified';
}

function requiredRules(type: StatementType, lines: Line[]): ValidationMessage[] {
  const out: ValidationMessage[] = [];
  for (const req of REQUIRED[type]) {
    const line = lines.find((l) => l.id !== null && req.ids.includes(l.id));
    if (!line) out.push(message('required_account_missing', 'error', { account: req.name }));
    else if (line.current === null) {
      out.push(
        message('required_value_missing', 'error', { account: line.name, period: 'current' }),
      );
    }
  }
  return out;
}

function lineRules(type: StatementType, lines: Line[]): ValidationMessage[] {
  const out: ValidationMessage[] = [];
  for (const line of lines) {
    const entry = getAccountEntry(line.id);
    if (!entry) {
      out.push(message('unmatched_account', 'warning', { account: line.name }));
      continue;
    }
    // Income and cost lines cross freely (a company without a cost statement lists drivers'
    // wages in the income statement); a balance-sheet account in an income or cost statement
    // (or the reverse) is a misreading.
    if ((type === 'balance_sheet') !== entry.statements.includes('balance_sheet')) {
      out.push(
        message('account_statement_mismatch', 'warning', { account: line.name, statement: type }),
      );
    }
  }
  return out;
}

function differs(a: number, b: number, tol: number): boolean {
  return Math.abs(a - b) > tol;
}

/** 자산총계 = 부채총계 + 자본총계, and 부채와자본총계 = 자산총계 when printed (error). */
function balanceRules(lines: Line[], tol: number): ValidationMessage[] {
  const out: ValidationMessage[] = [];
  for (const period of PERIODS) {
    const assets = firstAmount(lines, ['bs.total_assets'], period);
    const liabilities = firstAmount(lines, ['bs.total_liabilities'], period);
    const equity = firstAmount(lines, ['bs.total_equity'], period);
    const printed = firstAmount(lines, ['bs.total_liabilities_and_equity'], period);
    if (assets === null) continue;
    if (liabilities !== null && equity !== null && differs(assets, liabilities + equity, tol)) {
      out.push(
        message('balance_mismatch', 'error', {
          period,
          assets,
          liabilitiesAndEquity: liabilities + equity,
          difference: assets - (liabilities + equity),
        }),
      );
    }
    if (printed !== null && differs(assets, printed, tol)) {
      out.push(
        message('balance_total_mismatch', 'error', {
          period,
          assets,
          liabilitiesAndEquity: printed,
          difference: assets - printed,
        }),
      );
    }
  }
  return out;
}

type Node = { line: Line; kind: ReturnType<typeof structuralRole>['kind']; rank: number };

function nodesOf(type: StatementType, lines: Line[]): Node[] {
  return lines.map((line) => ({ line, ...structuralRole(type, line.id, line.isTotal) }));
}

/** Exclusive end of the lines a header at `i` sums: the next header, result or total of its level. */
function scopeEnd(nodes: Node[], i: number): number {
  const rank = nodes[i]?.rank ?? 0;
  for (let j = i + 1; j < nodes.length; j++) {
    const node = nodes[j] as Node;
    const closes = node.kind === 'header' || node.kind === 'footer' || node.kind === 'result';
    if (closes && node.rank <= rank) return j;
  }
  return nodes.length;
}

type Sum = { sum: number; count: number; decidable: boolean };

/**
 * Sum of the direct children between `from` and `to`: details, and nested headers by their own
 * amount (or their lines when the header has none). Blank amounts count as 0, as `-` prints.
 * Undecidable when an unknown total or a reconciling line (기초재고액 …) is among them.
 */
function directSum(nodes: Node[], from: number, to: number, period: Period): Sum {
  const out: Sum = { sum: 0, count: 0, decidable: true };
  let j = from;
  while (j < to) {
    const node = nodes[j] as Node;
    if (node.kind === 'header') {
      const end = Math.min(scopeEnd(nodes, j), to);
      const inner = directSum(nodes, j + 1, end, period);
      out.sum += node.line[period] ?? inner.sum;
      out.decidable &&= node.line[period] !== null || inner.decidable;
      out.count += 1;
      j = end;
      continue;
    }
    if (
      node.kind === 'opaque' ||
      node.kind === 'footer' ||
      (node.kind === 'result' && node.rank < 2)
    ) {
      out.decidable = false;
    } else if (node.kind !== 'heading') {
      out.sum += node.line[period] ?? 0;
      out.count += 1;
    }
    j += 1;
  }
  return out;
}

function mismatch(rule: string, line: Line, period: Period, expected: number, tol: number) {
  const actual = line[period];
  if (actual === null || !differs(actual, expected, tol)) return [];
  return [
    message(rule, 'warning', {
      account: line.name,
      period,
      expected,
      actual,
      difference: actual - expected,
    }),
  ];
}

/** The lines a header sums: those after it, or — for a `…합계` line closing a header of the same account — those before. */
function headerScope(nodes: Node[], i: number): [number, number] | null {
  const end = scopeEnd(nodes, i);
  if (end > i + 1) return [i + 1, end];
  const node = nodes[i] as Node;
  for (let k = i - 1; k >= 0; k--) {
    const prev = nodes[k] as Node;
    if (prev.kind === 'detail' || prev.kind === 'heading' || prev.rank > node.rank) continue;
    return prev.kind === 'header' && prev.line.id === node.line.id && k + 1 < i ? [k + 1, i] : null;
  }
  return null;
}

/** Section headers and closing totals equal the sum of their lines (warning). */
function subtotalRules(type: StatementType, lines: Line[], tol: number): ValidationMessage[] {
  const nodes = nodesOf(type, lines);
  const out: ValidationMessage[] = [];
  let spanStart = 0;
  nodes.forEach((node, i) => {
    const range =
      node.kind === 'header'
        ? headerScope(nodes, i)
        : node.kind === 'footer' && node.line.id !== 'bs.total_liabilities_and_equity'
          ? ([spanStart, i] as [number, number])
          : null;
    if (node.kind === 'footer') spanStart = i + 1;
    if (!range) return;
    for (const period of PERIODS) {
      const sum = directSum(nodes, range[0], range[1], period);
      if (sum.decidable && sum.count > 0) {
        out.push(...mismatch('subtotal_mismatch', node.line, period, sum.sum, tol));
      }
    }
  });
  return out;
}

function totalOf(lines: Line[], id: string, category: string, period: Period): number {
  const headers = lines.filter((l) => l.id === id && l.isTotal);
  const pool =
    headers.length > 0
      ? headers
      : lines.filter((l) => getAccountEntry(l.id)?.category === category && !l.isTotal);
  return pool.reduce((sum, l) => sum + (l[period] ?? 0), 0);
}

/** The income statement adds up: 매출총이익 → 영업이익 → 법인세비용차감전순이익 → 당기순이익 (warning). */
function incomeResultRules(lines: Line[], tol: number): ValidationMessage[] {
  const out: ValidationMessage[] = [];
  const line = (id: string) => lines.find((l) => l.id === id);
  for (const period of PERIODS) {
    const amount = (id: string) => line(id)?.[period] ?? null;
    const checks: Array<[string, number | null]> = [];
    const sales = amount('is.sales');
    const cogs = amount('is.cost_of_sales');
    const gross = amount('is.gross_profit');
    const sga = amount('is.sga');
    const operating = amount('is.operating_profit');
    const beforeTax = amount('is.profit_before_tax');
    if (sales !== null && cogs !== null) checks.push(['is.gross_profit', sales - cogs]);
    if (gross !== null && sga !== null) checks.push(['is.operating_profit', gross - sga]);
    if (operating !== null) {
      const income = totalOf(lines, 'is.non_operating_income', 'non_operating_income', period);
      const expense = totalOf(lines, 'is.non_operating_expense', 'non_operating_expense', period);
      checks.push(['is.profit_before_tax', operating + income - expense]);
    }
    if (beforeTax !== null) {
      const tax = lines
        .filter((l) => l.id === 'is.income_tax')
        .reduce((s, l) => s + (l[period] ?? 0), 0);
      checks.push(['is.net_income', beforeTax - tax]);
    }
    for (const [id, expected] of checks) {
      const target = line(id);
      if (target && expected !== null)
        out.push(...mismatch('result_mismatch', target, period, expected, tol));
    }
  }
  return out;
}

/**
 * Validates one statement (data-center-board-admin.md §5 "validate" action; rules documented in
 * docs/user-guide/financial-data-validation.md). Lines without a standard id are matched by name.
 */
export function validateStatement(
  type: StatementType,
  accounts: AccountValues[],
  options?: ValidationOptions,
): ValidationResult {
  const lines = resolve(type, accounts);
  const tol = tolerance(options);
  const messages = [
    ...requiredRules(type, lines),
    ...(type === 'balance_sheet' ? balanceRules(lines, tol) : []),
    ...subtotalRules(type, lines, tol),
    ...(type === 'income_statement' ? incomeResultRules(lines, tol) : []),
    ...lineRules(type, lines),
  ];
  return { status: statusOf(messages), messages };
}

export type StatementSet = {
  balanceSheet?: AccountValues[];
  incomeStatement?: AccountValues[];
  costStatement?: AccountValues[];
};

export type StatementSetValidation = ValidationResult & {
  /** Each statement's own result. */
  statements: {
    balanceSheet?: ValidationResult;
    incomeStatement?: ValidationResult;
    costStatement?: ValidationResult;
  };
  /** Findings across statements only (cost statement total vs 매출원가). */
  crossMessages: ValidationMessage[];
};

const COST_TOTAL_IDS = ['cs.total_transport_cost', 'cs.total_manufacturing_cost'];

/** The cost statement's total: the last closing total (당기제품제조원가 after 당기총제조원가). */
function costStatementTotal(lines: Line[], period: Period): number | null {
  const totals = lines.filter((l) => l.id !== null && COST_TOTAL_IDS.includes(l.id));
  return totals.at(-1)?.[period] ?? null;
}

/**
 * Validates a company's statements of one year together: each statement, then the cost-statement
 * total against 매출원가 of the income statement (accounts.md row 72/139; warning, since an
 * operator with other businesses may carry other cost of sales).
 */
export function validateStatementSet(
  set: StatementSet,
  options?: ValidationOptions,
): StatementSetValidation {
  const statements = {
    ...(set.balanceSheet && {
      balanceSheet: validateStatement('balance_sheet', set.balanceSheet, options),
    }),
    ...(set.incomeStatement && {
      incomeStatement: validateStatement('income_statement', set.incomeStatement, options),
    }),
    ...(set.costStatement && {
      costStatement: validateStatement('cost_statement', set.costStatement, options),
    }),
  };
  const crossMessages: ValidationMessage[] = [];
  if (set.incomeStatement && set.costStatement) {
    const income = resolve('income_statement', set.incomeStatement);
    const cost = resolve('cost_statement', set.costStatement);
    for (const period of PERIODS) {
      const costOfSales = firstAmount(income, ['is.cost_of_sales'], period);
      const costTotal = costStatementTotal(cost, period);
      if (
        costOfSales === null ||
        costTotal === null ||
        !differs(costOfSales, costTotal, tolerance(options))
      )
        continue;
      crossMessages.push(
        message('cost_of_sales_mismatch', 'warning', {
          period,
          costOfSales,
          costStatementTotal: costTotal,
          difference: costOfSales - costTotal,
        }),
      );
    }
  }
  const messages = [...Object.values(statements).flatMap((r) => r.messages), ...crossMessages];
  return { status: statusOf(messages), messages, statements, crossMessages };
}
