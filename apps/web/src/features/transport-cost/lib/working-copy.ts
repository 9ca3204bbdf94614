import {
  applyAdjustments,
  type Classification,
  type ClassifiedLine,
  type CostAdjustmentInput,
  type CostCategory,
  type CostSummaryView,
  defaultInvestmentCompensation,
  summarizeCosts,
  type TransportCostView,
} from '@bus/domain';

/** A line as the screen shows it: the server's line with the working copy's decisions applied. */
export type ScreenLine = ClassifiedLine & { pendingNote: string | null };

export type ScreenFigures = CostSummaryView & {
  investmentCompensation: number;
  investmentSource: 'stored' | 'default';
  totalCost: number;
};

const SUMMARY_FIELDS = [
  'transportationCost',
  'administrationCost',
  'operatingExpense',
  'nonOperatingExpense',
  'nonOperatingIncome',
  'appropriateCost',
  'unclassifiedCount',
  'unclassifiedAmount',
] as const satisfies ReadonlyArray<keyof CostSummaryView>;

/** A stored decision as the PUT body takes it (the strict input has no author or time). */
export function toInput(stored: CostAdjustmentInput): CostAdjustmentInput {
  const { accountId, key, category, excluded, amount, note } = stored;
  return {
    accountId,
    ...(key !== undefined ? { key } : {}),
    ...(category !== undefined ? { category } : {}),
    ...(excluded !== undefined ? { excluded } : {}),
    ...(amount !== undefined ? { amount } : {}),
    ...(note !== undefined ? { note } : {}),
  };
}

/**
 * The decisions the server holds, including those that match no line today (they stay in the
 * list so that a save never drops a decision for a line a later import brings back).
 */
export function storedAdjustments(view: TransportCostView): CostAdjustmentInput[] {
  const onLines = view.classifications.flatMap((line) =>
    line.adjustment ? [toInput(line.adjustment)] : [],
  );
  return [...onLines, ...view.unmatchedAdjustments.map(toInput)];
}

const sameTarget = (a: CostAdjustmentInput, line: Pick<ClassifiedLine, 'accountId' | 'key'>) =>
  a.key !== undefined ? a.key === line.key : a.accountId === line.accountId;

/** Adds or merges one decision for `line` (a later change wins field by field). */
export function withDecision(
  adjustments: readonly CostAdjustmentInput[],
  line: Pick<ClassifiedLine, 'accountId' | 'key'>,
  change: Omit<CostAdjustmentInput, 'accountId' | 'key'>,
): CostAdjustmentInput[] {
  const index = adjustments.findIndex((a) => sameTarget(a, line));
  if (index === -1)
    return [...adjustments, { accountId: line.accountId, key: line.key, ...change }];
  const next = [...adjustments];
  next[index] = { ...adjustments[index], ...change, accountId: line.accountId, key: line.key };
  return next;
}

/** Moves several lines at once (batch move). */
export function withMove(
  adjustments: readonly CostAdjustmentInput[],
  lines: ReadonlyArray<Pick<ClassifiedLine, 'accountId' | 'key'>>,
  category: CostCategory,
): CostAdjustmentInput[] {
  return lines.reduce<CostAdjustmentInput[]>(
    (acc, line) => withDecision(acc, line, { category }),
    [...adjustments],
  );
}

/** The automatic result of a line, before any decision (what applyAdjustments starts from). */
function automatic(line: ClassifiedLine): Classification {
  const base = line.original
    ? { ...line, ...line.original, manual: false, original: null }
    : { ...line, manual: false, original: null };
  // The contract carries reason codes as plain strings; the domain narrows them. Same values.
  return base as unknown as Classification;
}

/** Applies the working copy to the server's lines with the domain's applyAdjustments. */
export function screenLines(
  view: TransportCostView,
  adjustments: readonly CostAdjustmentInput[],
): ScreenLine[] {
  const applied = applyAdjustments(view.classifications.map(automatic), adjustments);
  return view.classifications.map((line, index) => {
    const result = applied[index] ?? automatic(line);
    const decision = adjustments.find((a) => sameTarget(a, line));
    return {
      ...line,
      category: result.category,
      amount: result.amount,
      excluded: result.excluded,
      manual: result.manual,
      original: result.original,
      pendingNote: decision?.note ?? null,
    };
  });
}

/**
 * Spec §9 on the working copy: the domain's summarizeCosts, plus the other adjustments the server
 * added (summary − baseSummary, per figure); investment compensation is the stored result or the
 * 3 % default; total cost = appropriate cost + investment compensation.
 */
export function screenFigures(
  view: TransportCostView,
  adjustments: readonly CostAdjustmentInput[],
): ScreenFigures {
  const local = summarizeCosts(view.classifications.map(automatic), adjustments);
  const figures = { ...local };
  for (const field of SUMMARY_FIELDS) {
    figures[field] = local[field] + view.summary[field] - view.baseSummary[field];
  }
  const stored = view.investment.source === 'stored';
  const investmentCompensation = stored
    ? view.investment.amount
    : defaultInvestmentCompensation(figures.appropriateCost);
  return {
    ...figures,
    investmentCompensation,
    investmentSource: view.investment.source,
    totalCost: figures.appropriateCost + investmentCompensation,
  };
}

/** Same decisions, regardless of order (to tell whether a server copy equals the local one). */
export function sameAdjustments(
  a: readonly CostAdjustmentInput[],
  b: readonly CostAdjustmentInput[],
): boolean {
  const canon = (list: readonly CostAdjustmentInput[]) =>
    list.map((item) => JSON.stringify(toInput(item))).sort();
  return JSON.stringify(canon(a)) === JSON.stringify(canon(b));
}
