import {
  type AllocationLine,
  allocate,
  DEFAULT_INFLATION_RATES,
  type EntityEstimateView,
  type EstimationCalculate,
  type EstimationCalculation,
  type EstimationScenario,
  type EstimationScenarioCreate,
  type EstimationScenarioList,
  type EstimationScenarioResult,
  type EstimationScenarioUpdate,
  estimatedAllocationLines,
  estimateLines,
  type ServiceEntity,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import { entitySetProblems } from '../cost-allocation/entities-service';
import type { CostAllocationServices } from '../cost-allocation/services';
import type { CostingActor } from '../costing/actor';
import { isUniqueViolation } from '../organisations/repo';
import { defaultRateSet, type RateSet, refuseAbnormalRates } from './rates';
import type { ScenarioRepo, ScenarioRow } from './repo';

const scenarioView = (row: ScenarioRow): EstimationScenario => ({
  id: row.id,
  companyId: row.companyId,
  period: row.period,
  name: row.name,
  rates: row.rates,
  unmappedRate: row.unmappedRate,
  itemOverrides: row.itemOverrides,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.author,
});

type Reason = EstimationScenarioResult['entitiesReason'];

/**
 * The estimate per entity: the base lines and the estimated lines allocated the same way
 * (allocate, domain.md §4), so each side adds up to its total; null with the reason when the
 * period cannot be allocated.
 */
function entityEstimates(
  lines: readonly AllocationLine[],
  estimated: readonly AllocationLine[],
  entities: readonly ServiceEntity[],
  invalid: Reason,
  fiscalYear: number,
): { entities: EntityEstimateView[] | null; entitiesReason: Reason } {
  if (invalid) return { entities: null, entitiesReason: invalid };
  const base = allocate(lines, entities, { fiscalYear });
  const next = allocate(estimated, entities, { fiscalYear });
  if (!base.ok || !next.ok) {
    const refusal = !base.ok ? base.refusal : next.ok ? null : next.refusal;
    const { code, ...params } = refusal ?? { code: 'allocation/no-lines' };
    return { entities: null, entitiesReason: { code, params } };
  }
  return {
    entities: base.result.entities.map((entity, i) => ({
      entityId: entity.entityId,
      name: entity.name,
      type: entity.type,
      base: entity.total,
      estimate: next.result.entities[i]?.total ?? 0,
    })),
    entitiesReason: null,
  };
}

export type EstimationDeps = {
  repo: ScenarioRepo;
  costAllocation: CostAllocationServices;
  invalidate(companyId: string): Promise<void>;
};

/** Inflation scenarios and the next-period estimate (issue 15 §3). */
export function estimationService({ repo, costAllocation, invalidate }: EstimationDeps) {
  const named = async <T>(name: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('estimation/name-taken', 409, { name });
      throw error;
    }
  };

  async function scenario(id: string): Promise<ScenarioRow> {
    const row = await repo.get(id);
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  async function list(companyId: string, period: string): Promise<EstimationScenarioList> {
    const rows = await repo.list(companyId, period);
    const fallback = defaultRateSet();
    const items =
      rows.length > 0
        ? rows.map(scenarioView)
        : [
            {
              id: null,
              companyId,
              period,
              ...fallback,
              version: 0,
              updatedAt: null,
              updatedBy: null,
            },
          ];
    return {
      companyId,
      period,
      items,
      defaults: { rates: { ...DEFAULT_INFLATION_RATES }, unmappedRate: 0 },
    };
  }

  return {
    list,

    async create(
      actor: CostingActor,
      companyId: string,
      input: EstimationScenarioCreate,
    ): Promise<EstimationScenario> {
      const { period, ...fields } = input;
      refuseAbnormalRates([fields]);
      const id = await named(fields.name, () => repo.insert(companyId, period, fields, actor.id));
      await invalidate(companyId);
      return scenarioView(await scenario(id));
    },

    async update(
      actor: CostingActor,
      id: string,
      input: EstimationScenarioUpdate,
    ): Promise<EstimationScenario> {
      const { version, ...fields } = input;
      const conflict = async () => {
        const current = scenarioView(await scenario(id));
        return new AppError('conflict', 409, { currentVersion: current.version, current });
      };
      const stored = await scenario(id);
      if (version !== stored.version) throw await conflict();
      refuseAbnormalRates([fields]);
      const saved = await named(fields.name, () => repo.update(id, version, fields, actor.id));
      if (!saved) throw await conflict();
      await invalidate(stored.companyId);
      return scenarioView(await scenario(id));
    },

    async delete(id: string): Promise<void> {
      const companyId = await repo.delete(id);
      if (!companyId) throw new AppError('not_found', 404);
      await invalidate(companyId);
    },

    /**
     * Every scenario's estimate of the period's lines (estimateLines) and per entity; nothing
     * stored. Rates outside 0..50 % in any scenario refuse the whole calculation.
     */
    async calculate(companyId: string, input: EstimationCalculate): Promise<EstimationCalculation> {
      const { period, includeNonOperating } = input;
      const given: (RateSet & { id: string | null })[] = (
        input.scenarios ?? (await list(companyId, period)).items.slice(0, 5)
      ).map((s) => ({ ...s, id: s.id ?? null }));
      refuseAbnormalRates(given);
      for (const s of given) {
        if (!s.id) continue;
        const row = await repo.get(s.id);
        if (!row || row.companyId !== companyId) throw new AppError('not_found', 404);
      }
      const [{ fiscalYear, missing, lines }, set] = await Promise.all([
        costAllocation.allocation.periodLines(companyId, period, includeNonOperating),
        costAllocation.entitySet(companyId, period),
      ]);
      const problems = entitySetProblems(set.entities, set.customDrivers);
      const invalid: Reason =
        set.entities.length === 0
          ? { code: 'allocation/no-entities', params: {} }
          : problems.length > 0
            ? { code: 'entity/invalid', params: { problems } }
            : missing.length > 0
              ? { code: 'allocation/no-lines', params: { missing } }
              : null;
      const scenarios = given.map((s): EstimationScenarioResult => {
        const rates: RateSet = s;
        const head = {
          id: s.id,
          name: s.name,
          rates: s.rates,
          unmappedRate: s.unmappedRate,
        };
        if (missing.length > 0) {
          return { ...head, result: null, entities: null, entitiesReason: invalid };
        }
        const result = estimateLines(lines, rates.rates, {
          unmappedRate: rates.unmappedRate,
          overrides: rates.itemOverrides,
        });
        const estimated = estimatedAllocationLines(lines, result);
        return {
          ...head,
          result,
          ...entityEstimates(lines, estimated, set.entities, invalid, fiscalYear),
        };
      });
      return {
        companyId,
        period,
        baseYear: fiscalYear,
        estimateYear: fiscalYear + 1,
        includeNonOperating,
        missing,
        scenarios,
      };
    },
  };
}

export type EstimationService = ReturnType<typeof estimationService>;
