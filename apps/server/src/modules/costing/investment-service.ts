import {
  applyAdjustments,
  CONFIRM_BEFORE_SAVE,
  type EquityPolicy,
  type InvestmentInputsBody,
  type InvestmentSave,
  type InvestmentSyncRequest,
  type InvestmentSyncResult,
  type InvestmentView,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { CostingActor } from './actor';
import { investmentFigures, refuseOutOfRange } from './amount-range';
import { autoLoad, calculationView, syncedInvestment } from './investment-calc';
import { missingOf, type PeriodData } from './period';
import type { CostingDeps } from './service';

type Store = {
  version: number;
  inputs: InvestmentInputsBody;
  equityPolicy: EquityPolicy;
  confirmed: boolean;
};

/** Investment compensation calculator: stored inputs, the auto-load and the calculation. */
export function investmentService(deps: CostingDeps) {
  const { repo, load, hub } = deps;

  async function adjustedLines(period: PeriodData) {
    const doc = await repo.document({
      companyId: period.company.id,
      fiscalYear: period.fiscalYear,
    });
    return applyAdjustments(period.classifications, doc?.adjustments ?? []);
  }

  async function viewOf(period: PeriodData): Promise<InvestmentView> {
    const key = { companyId: period.company.id, fiscalYear: period.fiscalYear };
    const [record, lines] = await Promise.all([repo.investment(key), adjustedLines(period)]);
    const policy = record?.equityPolicy ?? 'spec';
    return {
      companyId: period.company.id,
      fiscalYear: period.fiscalYear,
      missing: missingOf(period, ['balance_sheet', 'income_statement']),
      stored: record
        ? {
            inputs: record.inputs,
            equityPolicy: record.equityPolicy,
            calculation: calculationView(record.inputs, record.equityPolicy),
            investmentCompensation: record.investmentCompensation,
            version: record.version,
            savedAt: record.savedAt.toISOString(),
            savedBy: record.author,
          }
        : null,
      autoLoaded: autoLoad(period, lines, policy),
      version: record?.version ?? 0,
    };
  }

  /**
   * Saves inputs that compute without error (spec §5) once the warnings that ask for it are
   * confirmed; optimistic on the record's version. Returns the saved compensation (won).
   */
  async function store(actor: CostingActor, period: PeriodData, input: Store): Promise<number> {
    const key = { companyId: period.company.id, fiscalYear: period.fiscalYear };
    const conflict = async (currentVersion: number) =>
      new AppError('conflict', 409, { currentVersion, current: await viewOf(period) });
    const current = await repo.investment(key);
    if (input.version !== (current?.version ?? 0)) throw await conflict(current?.version ?? 0);
    const calc = calculationView(input.inputs, input.equityPolicy);
    if (!calc.canSave || !calc.result) {
      throw new AppError('validation_failed', 400, { errors: calc.errors });
    }
    refuseOutOfRange(investmentFigures(calc));
    const confirm = calc.warnings.filter((w) => CONFIRM_BEFORE_SAVE.has(w.rule));
    if (confirm.length > 0 && !input.confirmed) {
      throw new AppError('validation_failed', 400, { errors: [], confirm });
    }
    const amount = calc.result.investmentCompensation;
    const values = {
      inputs: input.inputs,
      equityPolicy: input.equityPolicy,
      investmentCompensation: amount,
    };
    if (!(await repo.saveInvestment(key, input.version, values, actor.id))) {
      throw await conflict((await repo.investment(key))?.version ?? 0);
    }
    await hub.publishCompany(key.companyId, { type: 'cache_invalidate', companyId: key.companyId });
    return amount;
  }

  return {
    view: async (companyId: string, fiscalYear: number) =>
      viewOf(await load(companyId, fiscalYear)),

    async save(
      actor: CostingActor,
      companyId: string,
      fiscalYear: number,
      input: InvestmentSave,
    ): Promise<InvestmentView> {
      const period = await load(companyId, fiscalYear);
      await store(actor, period, input);
      return viewOf(period);
    },

    /**
     * Spec §2/§4 "investment compensation sync": the stored calculator re-saved with the statement
     * figures of now and the user's rates, so the total cost uses the current statements.
     */
    async sync(
      actor: CostingActor,
      companyId: string,
      fiscalYear: number,
      input: InvestmentSyncRequest,
    ): Promise<InvestmentSyncResult> {
      const period = await load(companyId, fiscalYear);
      const record = await repo.investment({ companyId, fiscalYear });
      if (!record) throw new AppError('not_found', 404, { reason: 'no_investment' });
      const { inputs } = syncedInvestment(period, await adjustedLines(period), record);
      const newAmount = await store(actor, period, {
        version: input.version,
        inputs,
        equityPolicy: record.equityPolicy,
        confirmed: input.confirmed,
      });
      return {
        previousAmount: record.investmentCompensation,
        newAmount,
        changeAmount: newAmount - record.investmentCompensation,
        version: input.version + 1,
      };
    },
  };
}

export type InvestmentService = ReturnType<typeof investmentService>;
