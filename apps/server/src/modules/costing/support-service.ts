import {
  calculateFinancialSupport,
  FinancialSupportRecord,
  type FinancialSupportRecordList,
  type FinancialSupportSave,
  type FinancialSupportView,
  hasRole,
  type SupportCostBase,
  supportRevenueFromStatement,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { Scope } from '../../platform/tenancy/scope';
import type { CostingActor } from './actor';
import { refuseOutOfRange } from './amount-range';
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
    refuseOutOfRange({
      'revenue.transportRevenue': revenue.transportRevenue,
      'revenue.otherOperatingRevenue': revenue.otherOperatingRevenue,
      'revenue.subsidiesReceived': revenue.subsidiesReceived,
    });
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

  /** A stored row as the contract carries it, or null when it does not read as one (issue 14 §7). */
  function readable(row: SupportRow): FinancialSupportRecord | null {
    const parsed = FinancialSupportRecord.safeParse(toRecord(row));
    return parsed.success ? parsed.data : null;
  }

  /** The stored row as a record, or 400 naming each figure that does not read (rolls back). */
  function acceptStored(row: SupportRow): FinancialSupportRecord {
    const parsed = FinancialSupportRecord.safeParse(toRecord(row));
    if (parsed.success) return parsed.data;
    const errors = parsed.error.issues.map((issue) => ({
      rule: 'amount_out_of_range',
      severity: 'error',
      params: { field: issue.path.join('.') },
    }));
    throw new AppError('validation_failed', 400, { errors });
  }

  return {
    view,

    /**
     * Stores the result only when the whole calculation succeeded and the stored record reads back
     * as the contract says, in one transaction (issue 14 §7: a result beyond the safe integers was
     * stored, then broke the list for everyone).
     */
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
      const record = await repo.saveSupport(
        { companyId, fiscalYear },
        { result: computed.result, note: input.note ?? null },
        actor.id,
        acceptStored,
      );
      await hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
      return record;
    },

    /** Records of the companies `scope` may read; a row that no longer reads is left out. */
    async list(scope: Scope, companyId: string | undefined): Promise<FinancialSupportRecordList> {
      const rows = await repo.supportRecords(scope, companyId);
      return { items: rows.map(readable).filter((r): r is FinancialSupportRecord => r !== null) };
    },

    /**
     * Deletes a saved result (issue 14 §7). The route has checked write access to its company;
     * here: its author may delete it, and so may a manager (or above) — the role that manages the
     * organisation's data — but not another user or analyst.
     */
    async remove(actor: CostingActor, id: string): Promise<void> {
      const row = await repo.supportRecord(id);
      if (!row) throw new AppError('not_found', 404);
      if (row.savedBy !== actor.id && !hasRole(actor.role, 'manager')) {
        throw new AppError('forbidden', 403);
      }
      if (!(await repo.deleteSupport(id))) throw new AppError('not_found', 404);
      await hub.publishCompany(row.companyId, {
        type: 'cache_invalidate',
        companyId: row.companyId,
      });
    },
  };
}

export type SupportService = ReturnType<typeof supportService>;
