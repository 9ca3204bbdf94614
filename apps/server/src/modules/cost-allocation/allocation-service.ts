import {
  type AllocationCalculate,
  type AllocationComparisonView,
  type AllocationLine,
  type AllocationLinesView,
  type AllocationRefusal,
  type AllocationResult,
  type AllocationResultView,
  type AllocationRunInputs,
  type AllocationRunList,
  type AllocationRunSummary,
  type AllocationRunView,
  allocate,
  allocationLinesOf,
  type Classification,
  type CostingMissing,
  compareAllocations,
  customKeyOf,
  type DriverKey,
  type DriverOverrideResult,
  type DriverOverrideSave,
  type DriverOverrideView,
  defaultDriverOf,
  estimatedAllocationLines,
  estimateLines,
  fiscalYearOfPeriod,
  inflationItemOf,
  type TransportCostView,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import { defaultRateSet, type RateSet, refuseAbnormalRates } from '../cost-estimation/rates';
import type { ScenarioRepo } from '../cost-estimation/repo';
import type { CostingActor } from '../costing/actor';
import type { CostingServices } from '../costing/services';
import { refuseInvalidSet } from './entities-service';
import type { AllocationRepo, Key, OverrideRow, RunRow } from './repo';

/** Stored runs listed per period (newest first). */
export const RUN_LIST_LIMIT = 50;

/** A period's allocatable lines with what they were computed from. */
export type PeriodLines = {
  fiscalYear: number;
  view: TransportCostView;
  missing: CostingMissing[];
  lines: AllocationLine[];
  overrides: OverrideRow[];
};

export type LiveAllocation =
  | { ok: true; result: AllocationResult; lines: AllocationLine[] }
  | { ok: false; refusal: AllocationRefusal };

const overrideView = (row: OverrideRow): DriverOverrideView => ({
  lineKey: row.lineKey,
  driver: row.driver,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.author,
});

const OPERATING: readonly string[] = ['transportation_cost', 'administration_cost'];

/** A line of operating expense: what allocationLinesOf gives without includeNonOperating. */
const isOperating = (line: AllocationLine) =>
  OPERATING.includes(line.category) ||
  (line.category === 'other_adjustment' && OPERATING.includes(line.adjusts ?? ''));

function refusalError(refusal: AllocationRefusal): AppError {
  const { code, ...params } = refusal;
  return new AppError(code, 400, params);
}

const summaryOf = (row: Omit<RunRow, 'inputs' | 'result'>): AllocationRunSummary => ({
  id: row.id,
  companyId: row.companyId,
  period: row.period,
  fiscalYear: row.fiscalYear,
  label: row.label,
  includeNonOperating: row.includeNonOperating,
  total: row.total,
  entityCount: row.entityCount,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.author,
});

const runView = (row: RunRow): AllocationRunView => ({
  ...summaryOf(row),
  inputs: row.inputs as AllocationRunInputs,
  result: row.result as AllocationResultView,
});

export type AllocationDeps = {
  repo: AllocationRepo;
  scenarios: ScenarioRepo;
  costing: CostingServices;
  invalidate(companyId: string): Promise<void>;
};

/** The allocation of a period (issue 15 §2): lines, driver overrides, calculation, stored runs. */
export function allocationService({ repo, scenarios, costing, invalidate }: AllocationDeps) {
  /**
   * The lines the allocation divides: the transport-cost screen's classification with the user's
   * decisions and other adjustments (allocationLinesOf), each with its driver or the override.
   */
  async function periodLines(
    companyId: string,
    period: string,
    includeNonOperating: boolean,
  ): Promise<PeriodLines> {
    const fiscalYear = fiscalYearOfPeriod(period);
    const [view, overrides] = await Promise.all([
      costing.transport.view(companyId, fiscalYear),
      repo.overrides({ companyId, period }),
    ]);
    if (view.missing.length > 0) {
      return { fiscalYear, view, missing: view.missing, lines: [], overrides };
    }
    const others = await costing.transport.otherAdjustments(companyId, fiscalYear);
    const lines = allocationLinesOf(view.classifications as unknown as Classification[], {
      overrides: overrides.map((o) => ({ lineKey: o.lineKey, driver: o.driver as DriverKey })),
      includeNonOperating,
      investmentCompensation: view.investment.amount,
      otherAdjustments: others.items,
    });
    return { fiscalYear, view, missing: [], lines, overrides };
  }

  async function estimateRates(companyId: string, scenarioId: string | undefined) {
    if (!scenarioId) return { id: null, set: defaultRateSet() };
    const row = await scenarios.get(scenarioId);
    if (!row || row.companyId !== companyId) throw new AppError('not_found', 404);
    const set: RateSet = {
      name: row.name,
      rates: row.rates,
      unmappedRate: row.unmappedRate,
      itemOverrides: row.itemOverrides,
    };
    refuseAbnormalRates([set]);
    return { id: row.id, set };
  }

  async function liveAllocation(companyId: string, period: string): Promise<LiveAllocation> {
    const [set, { lines, fiscalYear }] = await Promise.all([
      repo.entitySet({ companyId, period }),
      periodLines(companyId, period, false),
    ]);
    const outcome = allocate(lines, set?.entities ?? [], { fiscalYear });
    return outcome.ok ? { ok: true, result: outcome.result, lines } : outcome;
  }

  async function run(runId: string): Promise<RunRow> {
    const row = await repo.run(runId);
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  return {
    periodLines,
    liveAllocation,

    async lines(
      companyId: string,
      period: string,
      includeNonOperating: boolean,
    ): Promise<AllocationLinesView> {
      const {
        fiscalYear,
        missing,
        lines: all,
        overrides,
      } = await periodLines(companyId, period, true);
      const lines = includeNonOperating ? all : all.filter(isOperating);
      const byKey = new Map(overrides.map((o) => [o.lineKey, o]));
      const keys = new Set(all.map((l) => l.key));
      return {
        companyId,
        period,
        fiscalYear,
        includeNonOperating,
        missing,
        lines: lines.map((line) => {
          const fallback = defaultDriverOf(line);
          const override = byKey.get(line.key);
          return {
            key: line.key,
            name: line.name,
            statement: line.statement,
            category: line.category,
            standardId: line.standardId,
            amount: line.amount,
            driver: line.driver,
            driverSource: line.driverSource,
            defaultDriver: fallback.driver,
            defaultDriverSource: fallback.source,
            adjusts: line.adjusts ?? null,
            inflationItem: inflationItemOf(line),
            override: override ? overrideView(override) : null,
          };
        }),
        total: lines.reduce((sum, line) => sum + line.amount, 0),
        unmatchedOverrides: overrides.filter((o) => !keys.has(o.lineKey)).map(overrideView),
      };
    },

    /** One line's driver (null: back to the default), optimistic on the override's version. */
    async saveOverride(
      actor: CostingActor,
      key: Key,
      input: DriverOverrideSave,
    ): Promise<DriverOverrideResult> {
      const current = async () =>
        (await repo.overrides(key)).find((o) => o.lineKey === input.lineKey) ?? null;
      const conflict = async () => {
        const now = await current();
        return new AppError('conflict', 409, {
          currentVersion: now?.version ?? 0,
          current: now ? overrideView(now) : null,
        });
      };
      const stored = await current();
      if (input.version !== (stored?.version ?? 0)) throw await conflict();
      const { lines } = await periodLines(key.companyId, key.period, true);
      if (!lines.some((line) => line.key === input.lineKey) && input.driver !== null) {
        throw new AppError('allocation/unknown-line', 400, { lineKey: input.lineKey });
      }
      const custom = input.driver ? customKeyOf(input.driver as DriverKey) : null;
      if (custom !== null) {
        const set = await repo.entitySet(key);
        if (!set?.customDrivers.some((d) => d.key === custom)) {
          throw new AppError('allocation/unknown-driver', 400, { driver: input.driver });
        }
      }
      const saved = await repo.saveOverride(
        key,
        input.lineKey,
        input.version,
        input.driver,
        actor.id,
      );
      if (!saved) throw await conflict();
      await invalidate(key.companyId);
      const now = await current();
      return { lineKey: input.lineKey, override: now ? overrideView(now) : null };
    },

    /**
     * Allocates the period with the current entities and overrides and stores the run with its
     * inputs; the estimate column comes from the chosen scenario (default: the spec's rates).
     */
    async calculate(
      actor: CostingActor,
      companyId: string,
      input: AllocationCalculate,
    ): Promise<AllocationRunView> {
      const key = { companyId, period: input.period };
      const [set, scenario] = await Promise.all([
        repo.entitySet(key),
        estimateRates(companyId, input.scenarioId),
      ]);
      const entities = set?.entities ?? [];
      const customDrivers = set?.customDrivers ?? [];
      if (entities.length === 0) throw new AppError('allocation/no-entities', 400);
      refuseInvalidSet(entities, customDrivers);
      const { fiscalYear, view, missing, lines, overrides } = await periodLines(
        companyId,
        input.period,
        input.includeNonOperating,
      );
      if (missing.length > 0) throw new AppError('allocation/no-lines', 400, { missing });
      const outcome = allocate(lines, entities, { fiscalYear });
      if (!outcome.ok) throw refusalError(outcome.refusal);
      const estimation = estimateLines(lines, scenario.set.rates, {
        unmappedRate: scenario.set.unmappedRate,
        overrides: scenario.set.itemOverrides,
      });
      const estimated = allocate(estimatedAllocationLines(lines, estimation), entities, {
        fiscalYear,
      });
      if (!estimated.ok) throw refusalError(estimated.refusal);
      const lineEstimate = new Map(estimation.lines.map((line) => [line.key, line.estimate]));
      const { result } = outcome;
      const resultView: AllocationResultView = {
        ...result,
        entities: result.entities.map((entity, i) => ({
          ...entity,
          byDriver: entity.byDriver as Record<string, number>,
          estimate: estimated.result.entities[i]?.total ?? 0,
        })),
        rows: result.rows.map((row) => ({ ...row, estimate: lineEstimate.get(row.key) ?? 0 })),
        estimateTotal: estimation.total.estimate,
      };
      const usedKeys = new Set(lines.map((line) => line.key));
      const inputs: AllocationRunInputs = {
        entities,
        customDrivers,
        entitySetVersion: set?.version ?? 0,
        overrides: overrides
          .filter((o) => usedKeys.has(o.lineKey))
          .map((o) => ({ lineKey: o.lineKey, driver: o.driver })),
        statementIds: [...new Set(view.classifications.map((c) => c.statementId))].filter(Boolean),
        transportCostVersion: view.document.version,
        investmentCompensation: input.includeNonOperating ? view.investment.amount : null,
        includeNonOperating: input.includeNonOperating,
        scenario: {
          id: scenario.id,
          name: scenario.set.name,
          rates: scenario.set.rates,
          unmappedRate: scenario.set.unmappedRate,
        },
      };
      const id = await repo.addRun({
        companyId,
        period: input.period,
        fiscalYear,
        label: input.label || null,
        includeNonOperating: input.includeNonOperating,
        total: result.total,
        entityCount: entities.length,
        inputs,
        result: resultView,
        createdBy: actor.id,
      });
      await invalidate(companyId);
      return runView(await run(id));
    },

    async runs(key: Key): Promise<AllocationRunList> {
      return { items: (await repo.runs(key, RUN_LIST_LIMIT)).map(summaryOf) };
    },

    run: async (runId: string) => runView(await run(runId)),

    /** Two runs of one company: `before` = runId, `after` = otherRunId. */
    async compare(runId: string, otherRunId: string): Promise<AllocationComparisonView> {
      const before = await run(runId);
      const after = await repo.run(otherRunId);
      // The guard checked the first run; the second must be of the same company.
      if (!after || after.companyId !== before.companyId) throw new AppError('not_found', 404);
      const a = runView(before);
      const b = runView(after);
      const comparison = compareAllocations(
        a.result as unknown as AllocationResult,
        b.result as unknown as AllocationResult,
      );
      return { before: summaryOf(before), after: summaryOf(after), ...comparison };
    },
  };
}

export type AllocationService = ReturnType<typeof allocationService>;
