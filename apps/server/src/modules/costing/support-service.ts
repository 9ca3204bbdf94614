import {
  calculateFinancialSupport,
  type FinancialSupportRecord,
  type FinancialSupportRecordList,
  type FinancialSupportSave,
  type FinancialSupportView,
  type SupportCostBase,
  supportRevenueFromStatement,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { CostingActor } from './actor';
import { missingOf } from './period';
import type { SupportRow } from './repo';
import type { CostingDeps, TransportCostService } from './service';

/** The 준공영제 standard cost when both fields are given; neither → the total cost. */
export type StandardCost = Pick<FinancialSupportSave, 'unitCostPerBusDay' | 'busDays'>;

function toRecord(row: SupportRow): FinancialSupportRecord {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    fiscalYear: row.fiscalYear,
    result: row.result,
    note: row.note,
    savedBy: row.author,
    savedAt: row.savedAt.toISOString(),
  };
}

/**
 * Transport loss and financial support (domain FINANCIAL_SUPPORT_RULE): revenue from the income
 * statement, cost from the total cost screen (its summary with other adjustments and the
 * investment compensation it uses), or the standard cost the user enters.
 */
export function supportService(deps: CostingDeps, transport: TransportCostService) {
  const { repo, load, hub } = deps;

  async function view(
    companyId: string,
    fiscalYear: number,
    standard: StandardCost,
  ): Promise<FinancialSupportView> {
    const hasUnit = standard.unitCostPerBusDay !== undefined;
    if (hasUnit !== (standard.busDays !== undefined)) {
      throw new AppError('validation_failed', 400, {
        field: hasUnit ? 'busDays' : 'unitCostPerBusDay',
      });
    }
    const period = await load(companyId, fiscalYear);
    const cost = await transport.viewOf(period);
    const costBase: SupportCostBase =
      standard.unitCostPerBusDay !== undefined && standard.busDays !== undefined
        ? {
            kind: 'standard_cost',
            unitCostPerBusDay: standard.unitCostPerBusDay,
            busDays: standard.busDays,
          }
        : {
            kind: 'total_cost',
            appropriateCost: cost.summary.appropriateCost,
            investmentCompensation: cost.investment.amount,
          };
    const { revenue, problems: revenueProblems } = supportRevenueFromStatement(
      period.values.income_statement,
    );
    const missing = missingOf(period, ['income_statement']);
    const { result, problems } =
      missing.length > 0
        ? { result: null, problems: [] }
        : calculateFinancialSupport({ costBase, revenue });
    return {
      companyId,
      fiscalYear,
      missing,
      costBase,
      investment: cost.investment,
      revenue,
      result,
      problems: [...revenueProblems, ...problems],
    };
  }

  return {
    view,
    async save(
      actor: CostingActor,
      companyId: string,
      fiscalYear: number,
      input: FinancialSupportSave,
    ): Promise<FinancialSupportRecord> {
      const computed = await view(companyId, fiscalYear, input);
      if (!computed.result) {
        throw new AppError('validation_failed', 400, {
          missing: computed.missing,
          errors: computed.problems,
        });
      }
      const id = await repo.addSupport(
        { companyId, fiscalYear },
        computed.result,
        input.note ?? null,
        actor.id,
      );
      await hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
      const [row] = await repo.supports({ id });
      if (!row) throw new AppError('not_found', 404);
      return toRecord(row);
    },
    async list(companyId: string | undefined): Promise<FinancialSupportRecordList> {
      return { items: (await repo.supports({ companyId })).map(toRecord) };
    },
  };
}

export type SupportService = ReturnType<typeof supportService>;
