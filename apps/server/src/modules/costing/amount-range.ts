import {
  amountsOutOfRange,
  type CostSummaryView,
  type InvestmentCalculationView,
  type TransportCostView,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';

/**
 * Issue 14 §7: a costing figure must stay an exact integer within ±MAX_AMOUNT_WON. The inputs are
 * bounded by the contract, but sums of many of them (thousands of decisions, other adjustments,
 * statement lines) can still leave the range; such a result is refused with 400
 * `validation_failed` and `errors` naming each figure, before anything is stored, and a read
 * answers the same rather than failing in the response (500).
 */
export function refuseOutOfRange(figures: Record<string, number | null>) {
  const present = Object.fromEntries(
    Object.entries(figures).filter((entry): entry is [string, number] => entry[1] !== null),
  );
  const errors = amountsOutOfRange(present);
  if (errors.length > 0) throw new AppError('validation_failed', 400, { errors });
}

const summaryFigures = (prefix: string, summary: CostSummaryView) =>
  Object.fromEntries(
    Object.entries(summary)
      .filter(([key]) => key !== 'unclassifiedCount')
      .map(([key, value]) => [`${prefix}.${key}`, value]),
  );

/** Every won figure of the transport cost screen. */
export function transportFigures(view: TransportCostView): Record<string, number | null> {
  const lines = Object.fromEntries(
    view.classifications.map((line) => [`classifications.${line.key}`, line.amount]),
  );
  return {
    ...lines,
    ...summaryFigures('baseSummary', view.baseSummary),
    ...summaryFigures('summary', view.summary),
    otherAdjustmentsTotal: view.otherAdjustmentsTotal,
    'investment.amount': view.investment.amount,
    'investment.latestAmount': view.investment.latestAmount,
    totalCost: view.totalCost,
  };
}

/** The won figures of an investment calculation (none when it does not compute). */
export function investmentFigures(calc: InvestmentCalculationView): Record<string, number | null> {
  const result = calc.result;
  if (!result) return {};
  return {
    movingEquipmentAssets: result.movingEquipmentAssets,
    workingCapital: result.workingCapital,
    fareBase: result.fareBase,
    investmentCompensation: result.investmentCompensation,
    'otherPolicy.investmentCompensation':
      calc.equityPolicy?.otherPolicy?.investmentCompensation ?? null,
  };
}
