import { type AccountValues, type StatementType, validateStatement } from '@bus/domain';

export type Period = 'current' | 'previous';
const PERIODS: readonly Period[] = ['current', 'previous'];

/**
 * The statement's identities validateStatement checks on amounts: subtotals equal their lines,
 * 자산총계 = 부채총계 + 자본총계 (and the printed 부채와자본총계), the income statement's results.
 */
const ARITHMETIC_RULES = new Set([
  'subtotal_mismatch',
  'balance_mismatch',
  'balance_total_mismatch',
  'result_mismatch',
]);

/**
 * A line's readings of each period, the first the page's own; values in won, distinct.
 * `doubtful` names the periods whose every reading is ill-formed (a digit group of the wrong
 * length): such a cell is marked uncertain unless the arithmetic confirms it.
 */
export type Readings = {
  current: (number | null)[];
  previous: (number | null)[];
  doubtful?: Period[];
};

export type SettledLine = {
  current: number | null;
  previous: number | null;
  uncertain: Period[];
};

/**
 * Settles a statement's amounts from OCR readings with its arithmetic: where the readings of a
 * cell disagree, the combination that satisfies the statement's identities wins. A cell stays
 * uncertain when another of its readings fits the identities as well, and every cell of a line an
 * identity still fails for is marked too: nothing is settled by guessing.
 * `accounts` are the statement's lines as mapped (names, ids, totals); their amounts are ignored.
 */
export function settleAmounts(
  type: StatementType,
  accounts: AccountValues[],
  readings: Readings[],
): SettledLine[] {
  const settled: SettledLine[] = readings.map((r) => ({
    current: r.current[0] ?? null,
    previous: r.previous[0] ?? null,
    uncertain: [],
  }));
  for (const period of PERIODS) {
    const findings = (lines: SettledLine[]) => arithmeticFindings(type, accounts, lines, period);
    improve(settled, readings, period, findings);
    markUndecided(settled, readings, period, findings);
    const failing = findings(settled);
    const mark = (line: SettledLine | undefined) => {
      if (line && !line.uncertain.includes(period)) line.uncertain.push(period);
    };
    for (const account of failing) mark(settled[accounts.findIndex((a) => a.name === account)]);
    if (failing.length > 0) {
      readings.forEach((r, i) => {
        if (r.doubtful?.includes(period)) mark(settled[i]);
      });
    }
  }
  return settled;
}

/** The accounts an arithmetic identity fails for, in one period. */
function arithmeticFindings(
  type: StatementType,
  accounts: AccountValues[],
  lines: SettledLine[],
  period: Period,
): string[] {
  const values = accounts.map((a, i) => ({
    ...a,
    current: lines[i]?.current ?? null,
    previous: lines[i]?.previous ?? null,
  }));
  return validateStatement(type, values)
    .messages.filter((m) => ARITHMETIC_RULES.has(m.rule) && m.params.period === period)
    .map((m) => String(m.params.account ?? m.params.assets ?? ''));
}

/** Greedy: takes the one change of reading that removes the most findings, while one does. */
function improve(
  lines: SettledLine[],
  readings: Readings[],
  period: Period,
  findings: (lines: SettledLine[]) => string[],
): void {
  let count = findings(lines).length;
  while (count > 0) {
    let best: { line: number; value: number | null; count: number } | null = null;
    readings.forEach((r, i) => {
      const line = lines[i] as SettledLine;
      for (const value of r[period]) {
        if (value === line[period]) continue;
        const next = findings(withValue(lines, i, period, value)).length;
        if (next < (best?.count ?? count)) best = { line: i, value, count: next };
      }
    });
    if (!best) return;
    const { line, value, count: next } = best;
    (lines[line] as SettledLine)[period] = value;
    count = next;
  }
}

/**
 * A cell with several readings is uncertain when another of them fits no worse — alone, or with
 * another reading of one other disagreeing cell (two misread figures can offset each other).
 */
function markUndecided(
  lines: SettledLine[],
  readings: Readings[],
  period: Period,
  findings: (lines: SettledLine[]) => string[],
): void {
  const count = findings(lines).length;
  const disputed = readings.flatMap((r, i) => (r[period].length > 1 ? [i] : []));
  for (const i of disputed) {
    const line = lines[i] as SettledLine;
    const rivals = rivalsOf(readings, lines, i, period);
    const fits = (candidate: SettledLine[]) => findings(candidate).length <= count;
    const undecided = rivals.some((v) => {
      const alone = withValue(lines, i, period, v);
      if (fits(alone)) return true;
      return disputed.some(
        (j) =>
          j !== i &&
          rivalsOf(readings, lines, j, period).some((w) => fits(withValue(alone, j, period, w))),
      );
    });
    if (undecided) line.uncertain.push(period);
  }
}

function rivalsOf(readings: Readings[], lines: SettledLine[], i: number, period: Period) {
  return (readings[i]?.[period] ?? []).filter((v) => v !== lines[i]?.[period]);
}

function withValue(lines: SettledLine[], i: number, period: Period, value: number | null) {
  return lines.map((line, j) => (j === i ? { ...line, [period]: value } : line));
}
