import {
  applyAdjustments,
  CONFIRM_BEFORE_SAVE,
  type InvestmentSave,
  type InvestmentView,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { CostingActor } from './actor';
import { autoLoad, calculationView } from './investment-calc';
import { missingOf, type PeriodData } from './period';
import type { CostingDeps } from './service';

/** Investment compensation calculator: stored inputs, the auto-load and the calculation. */
export function investmentService(deps: CostingDeps) {
  const { repo, load, hub } = deps;

  async function viewOf(period: PeriodData): Promise<InvestmentView> {
    const key = { companyId: period.company.id, fiscalYear: period.fiscalYear };
    const [record, doc] = await Promise.all([repo.investment(key), repo.document(key)]);
    const lines = applyAdjustments(period.classifications, doc?.adjustments ?? []);
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

  return {
    view: async (companyId: string, fiscalYear: number) =>
      viewOf(await load(companyId, fiscalYear)),

    /**
     * Saves the calculator's inputs when they compute without error (spec §5) and the user has
     * confirmed the warnings that ask for it; optimistic on the record's version.
     */
    async save(
      actor: CostingActor,
      companyId: string,
      fiscalYear: number,
      input: InvestmentSave,
    ): Promise<InvestmentView> {
      const period = await load(companyId, fiscalYear);
      const key = { companyId, fiscalYear };
      const current = await repo.investment(key);
      const conflict = async (currentVersion: number) =>
        new AppError('conflict', 409, { currentVersion, current: await viewOf(period) });
      if (input.version !== (current?.version ?? 0)) throw await conflict(current?.version ?? 0);
      const calc = calculationView(input.inputs, input.equityPolicy);
      if (!calc.canSave || !calc.result) {
        throw new AppError('validation_failed', 400, { errors: calc.errors });
      }
      const confirm = calc.warnings.filter((w) => CONFIRM_BEFORE_SAVE.has(w.rule));
      if (confirm.length > 0 && !input.confirmed) {
        throw new AppError('validation_failed', 400, { errors: [], confirm });
      }
      const saved = await repo.saveInvestment(
        key,
        input.version,
        {
          inputs: input.inputs,
          equityPolicy: input.equityPolicy,
          investmentCompensation: calc.result.investmentCompensation,
        },
        actor.id,
      );
      if (!saved) throw await conflict((await repo.investment(key))?.version ?? 0);
      await hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
      return viewOf(period);
    },
  };
}

export type InvestmentService = ReturnType<typeof investmentService>;
