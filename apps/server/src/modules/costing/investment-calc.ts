import {
  type Classification,
  calculateInvestmentCompensation,
  type EquityPolicy,
  type InvestmentAutoLoad,
  type InvestmentCalculationView,
  type InvestmentInputsBody,
  type InvestmentInputsDraft,
  investmentInputsFromStatements,
  syncedInvestmentInputs,
} from '@bus/domain';
import type { PeriodData } from './period';

/** The calculator's output as the contract carries it (the inputs as a plain record). */
export function calculationView(
  draft: InvestmentInputsDraft,
  equityPolicy: EquityPolicy,
): InvestmentCalculationView {
  const calc = calculateInvestmentCompensation(draft, { equityPolicy });
  return {
    ...calc,
    result: calc.result ? { ...calc.result, inputs: { ...calc.result.inputs } } : null,
  };
}

/**
 * The investment inputs auto-loaded from the period's statements (investmentInputsFromStatements);
 * operating cost and its deductions come from the classified lines with the user's decisions, the
 * way the transport cost screen shows them.
 */
export function autoLoad(
  period: PeriodData,
  lines: readonly Classification[],
  equityPolicy: EquityPolicy,
): InvestmentAutoLoad {
  const gathered = investmentInputsFromStatements(
    period.values.balance_sheet,
    period.values.income_statement,
    period.ratios,
    {
      costStatement: period.values.cost_statement,
      costLines: lines.length > 0 ? lines : undefined,
    },
  );
  const draft = Object.fromEntries(
    Object.entries(gathered.draft).map(([field, value]) => [
      field,
      typeof value === 'number' ? value : null,
    ]),
  );
  return {
    draft,
    fields: gathered.fields,
    problems: gathered.problems,
    calculation: calculationView(gathered.draft, equityPolicy),
  };
}

/**
 * What a sync would save for a stored calculator: its inputs with the statement figures of now
 * (syncedInvestmentInputs) under its equity policy, and their calculation.
 */
export function syncedInvestment(
  period: PeriodData,
  lines: readonly Classification[],
  stored: { inputs: InvestmentInputsBody; equityPolicy: EquityPolicy },
): { inputs: InvestmentInputsBody; calculation: InvestmentCalculationView } {
  const loaded = autoLoad(period, lines, stored.equityPolicy).draft;
  const inputs = syncedInvestmentInputs(stored.inputs, loaded);
  return { inputs, calculation: calculationView(inputs, stored.equityPolicy) };
}
