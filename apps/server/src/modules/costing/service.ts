import {
  adjustmentsForLine,
  applyAdjustments,
  applyOtherAdjustments,
  type ClassifiedLine,
  type CostAdjustmentInput,
  type CostAdjustmentsSave,
  type CostDocumentHistory,
  defaultInvestmentCompensation,
  type OtherAdjustment,
  type OtherAdjustmentCreate,
  type OtherAdjustmentEntry,
  type OtherAdjustmentList,
  type StoredCostAdjustment,
  summarizeCosts,
  type TransportCostView,
  totalCost,
  unmatchedAdjustments,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { CostingActor } from './actor';
import { refuseOutOfRange, transportFigures } from './amount-range';
import { syncedInvestment } from './investment-calc';
import { missingOf, type PeriodData, type PeriodLoader } from './period';
import type { CostingRepo, OtherAdjustmentRow } from './repo';

/** Spec §8: the stored investment compensation needs a sync above this difference (won). */
export const INVESTMENT_SYNC_THRESHOLD = 1000;

export type CostingDeps = { repo: CostingRepo; load: PeriodLoader; hub: RealtimeHub };

const same = (a: CostAdjustmentInput, b: CostAdjustmentInput) =>
  a.accountId === b.accountId &&
  a.key === b.key &&
  a.category === b.category &&
  a.excluded === b.excluded &&
  a.amount === b.amount &&
  (a.note ?? '') === (b.note ?? '');

/**
 * Who/when of each decision of a save: an unchanged decision keeps its stamp, a new or changed one
 * takes the saving user and time.
 */
export function stampAdjustments(
  before: readonly StoredCostAdjustment[],
  incoming: readonly CostAdjustmentInput[],
  actor: CostingActor,
  now: Date,
): StoredCostAdjustment[] {
  const unused = [...before];
  return incoming.map((input) => {
    const index = unused.findIndex((old) => same(old, input));
    const kept = index >= 0 ? unused.splice(index, 1)[0] : undefined;
    return {
      ...input,
      updatedBy: kept?.updatedBy ?? { id: actor.id, name: actor.name },
      updatedAt: kept?.updatedAt ?? now.toISOString(),
    };
  });
}

export function toOtherAdjustment(row: OtherAdjustmentRow): OtherAdjustment {
  return {
    id: row.id,
    companyId: row.companyId,
    fiscalYear: row.fiscalYear,
    category: row.category,
    amount: row.amount,
    reason: row.reason,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A change not stored yet, to compute the screen with before storing it (issue 14 §7): the whole
 * list of decisions, or one more other adjustment.
 */
type Pending = {
  adjustments?: readonly StoredCostAdjustment[];
  otherAdjustment?: OtherAdjustmentEntry;
};

/** Total cost screen (v3): classification, the user's decisions, other adjustments, totals. */
export function transportCostService(deps: CostingDeps) {
  const { repo, load, hub } = deps;

  /**
   * The screen of a period, with `pending` applied when given. Refuses (400) figures beyond
   * ±MAX_AMOUNT_WON, so a write computes this first and stores nothing that would not show.
   */
  async function viewOf(period: PeriodData, pending: Pending = {}): Promise<TransportCostView> {
    const view = await compute(period, pending);
    refuseOutOfRange(transportFigures(view));
    return view;
  }

  async function compute(period: PeriodData, pending: Pending): Promise<TransportCostView> {
    const key = { companyId: period.company.id, fiscalYear: period.fiscalYear };
    const [doc, storedOthers, investment] = await Promise.all([
      repo.document(key),
      repo.otherAdjustments(key),
      repo.investment(key),
    ]);
    const others: OtherAdjustmentEntry[] = pending.otherAdjustment
      ? [...storedOthers, pending.otherAdjustment]
      : storedOthers;
    const stored = [...(pending.adjustments ?? doc?.adjustments ?? [])];
    const raw = period.classifications;
    const adjusted = applyAdjustments(raw, stored);
    const classifications: ClassifiedLine[] = adjusted.map((line) => ({
      ...line,
      statementId: period.statementIds[line.statement] ?? '',
      adjustment: adjustmentsForLine(line, stored).at(-1) ?? null,
    }));
    const unmatched = unmatchedAdjustments(raw, stored);
    const baseSummary = summarizeCosts(raw, stored);
    const summary = applyOtherAdjustments(baseSummary, others);
    const latest = investment
      ? syncedInvestment(period, adjusted, investment).calculation.result
      : null;
    const latestAmount = latest?.investmentCompensation ?? null;
    const amount = investment
      ? investment.investmentCompensation
      : defaultInvestmentCompensation(summary.appropriateCost);
    return {
      companyId: period.company.id,
      companyName: period.company.name,
      fiscalYear: period.fiscalYear,
      missing: missingOf(period, ['income_statement']),
      classifications,
      baseSummary,
      summary,
      otherAdjustmentsTotal: others.reduce((s, o) => s + o.amount, 0),
      investment: {
        source: investment ? 'stored' : 'default',
        amount,
        storedAt: investment?.savedAt.toISOString() ?? null,
        latestAmount,
        differs:
          investment !== null &&
          latestAmount !== null &&
          Math.abs(latestAmount - investment.investmentCompensation) > INVESTMENT_SYNC_THRESHOLD,
        version: investment?.version ?? 0,
      },
      totalCost: totalCost(summary.appropriateCost, investment?.investmentCompensation ?? null),
      // unmatchedAdjustments filters the stored list, so the entries keep their stamps.
      unmatchedAdjustments: stored.filter((a) => unmatched.includes(a)),
      document: {
        version: doc?.version ?? 0,
        updatedAt: doc?.updatedAt.toISOString() ?? null,
        updatedBy: doc?.author ?? null,
      },
    };
  }

  const view = async (companyId: string, fiscalYear: number) =>
    viewOf(await load(companyId, fiscalYear));

  const invalidate = (companyId: string) =>
    hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });

  return {
    view,
    viewOf,

    /** Autosave: the whole list of decisions, optimistic on the document version. */
    async saveAdjustments(
      actor: CostingActor,
      companyId: string,
      fiscalYear: number,
      input: CostAdjustmentsSave,
    ): Promise<TransportCostView> {
      const period = await load(companyId, fiscalYear);
      const key = { companyId, fiscalYear };
      const doc = await repo.document(key);
      const currentVersion = doc?.version ?? 0;
      const conflict = async () =>
        new AppError('conflict', 409, { currentVersion, current: await viewOf(period) });
      if (input.version !== currentVersion) throw await conflict();
      const before = doc?.adjustments ?? [];
      const after = stampAdjustments(before, input.adjustments, actor, new Date());
      await viewOf(period, { adjustments: after });
      if (!(await repo.saveDocument(key, input.version, before, after, actor.id))) {
        const latest = await repo.document(key);
        throw new AppError('conflict', 409, {
          currentVersion: latest?.version ?? 0,
          current: await viewOf(period),
        });
      }
      await invalidate(companyId);
      return viewOf(period);
    },

    async history(companyId: string, fiscalYear: number): Promise<CostDocumentHistory> {
      await load(companyId, fiscalYear);
      const rows = await repo.history({ companyId, fiscalYear });
      return {
        items: rows.map((row) => ({
          id: row.id,
          version: row.version,
          changedBy: row.author,
          changedAt: row.changedAt.toISOString(),
          before: row.before,
          after: row.after,
        })),
      };
    },

    async otherAdjustments(companyId: string, fiscalYear: number): Promise<OtherAdjustmentList> {
      await load(companyId, fiscalYear);
      const items = (await repo.otherAdjustments({ companyId, fiscalYear })).map(toOtherAdjustment);
      return { items, total: items.reduce((s, o) => s + o.amount, 0) };
    },

    async addOtherAdjustment(
      actor: CostingActor,
      companyId: string,
      fiscalYear: number,
      input: OtherAdjustmentCreate,
    ): Promise<OtherAdjustment> {
      const period = await load(companyId, fiscalYear);
      await viewOf(period, { otherAdjustment: input });
      const key = { companyId, fiscalYear };
      const id = await repo.addOtherAdjustment(key, input, actor.id);
      await invalidate(companyId);
      const row = (await repo.otherAdjustments(key)).find((r) => r.id === id);
      if (!row) throw new AppError('not_found', 404);
      return toOtherAdjustment(row);
    },

    async deleteOtherAdjustment(companyId: string, fiscalYear: number, id: string) {
      if (!(await repo.deleteOtherAdjustment({ companyId, fiscalYear }, id)))
        throw new AppError('not_found', 404);
      await invalidate(companyId);
    },
  };
}

export type TransportCostService = ReturnType<typeof transportCostService>;
