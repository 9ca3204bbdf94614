import { z } from 'zod';
import { ESTIMATION_ITEMS, MAX_INFLATION_RATE } from '../allocation/estimate';
import {
  AllocationLineCategory,
  CostPeriod,
  DEFAULT_COST_PERIOD,
  EntityTypeSchema,
  EstimationRatesView,
  LineItemSchema,
} from './cost-allocation';
import { CostingAuthor, CostingMissing } from './costing';

/**
 * HTTP contract of the next-period cost estimate (issue 15 §3; spec §2, §3 "Inflation rates", §5
 * defaults labor 4.73, diesel 2.44, tyres 2.81, parts 1.29, lubricants 5.42, road passenger
 * service 3.81 %; domain.md §4 "Estimation rounding"), under /api/cost-estimation. Rates are
 * percent (4.73 = 4.73 %). The lines estimated are those of the allocation (operating expense of
 * the period's year with the user's transport-cost decisions, or total cost with
 * includeNonOperating), each mapped to an item by the dictionary or the scenario's itemOverrides;
 * unmapped lines take `unmappedRate` (default 0). Base year = the period's year, estimate year =
 * base + 1. Reading needs `viewer`, writing `user`; another organisation's company or scenario
 * answers 404; an overseer, a viewer or an unapproved account reads and gets 403 on writes.
 *
 * Routes (companyId: uuid; `?period=` defaults to 2024-01):
 * - GET    /api/cost-estimation/{companyId}/scenarios?period= → EstimationScenarioList (when none
 *          is stored: one unsaved scenario '기본' with the defaults, id null, version 0)
 * - POST   /api/cost-estimation/{companyId}/scenarios (EstimationScenarioCreate) → 201
 *          EstimationScenario; 400 `estimation/abnormal-rate`; 409 `estimation/name-taken` { name }
 * - PUT    /api/cost-estimation/scenarios/{scenarioId} (EstimationScenarioUpdate) →
 *          EstimationScenario; 409 `conflict` params { currentVersion, current: EstimationScenario };
 *          400 `estimation/abnormal-rate`; 409 `estimation/name-taken`
 * - DELETE /api/cost-estimation/scenarios/{scenarioId} → 204
 * - POST   /api/cost-estimation/{companyId}/calculate (EstimationCalculate) → EstimationCalculation
 *          (nothing stored, so readers may call it too; without `scenarios` the stored ones or the
 *          default; 200 with `missing` and null results when the statements are missing);
 *          400 `estimation/abnormal-rate`; 404 for a scenario id of another company
 * - POST   /api/cost-estimation/{companyId}/calculate/export (EstimationCalculate) → xlsx: the
 *          scenarios side by side per item, category, line and entity
 *
 * Error codes and their params:
 * - `estimation/abnormal-rate` { items: [{ item, value, scenario }] } — item is one of
 *   ESTIMATION_ITEMS or 'unmapped'; value the rate given (null when not a number); scenario its name
 * - `estimation/name-taken` { name }
 *
 * After each write the server sends `cache_invalidate` for the company on the realtime socket.
 */

const Won = z.number().int();

export { MAX_INFLATION_RATE };

/**
 * A rate as sent: any number, so a rate outside 0..MAX_INFLATION_RATE reaches validateRates and
 * answers `estimation/abnormal-rate` rather than a schema error.
 */
const RateInput = z.number().min(-1e6).max(1e6);

export const EstimationRatesInput = z.strictObject(
  Object.fromEntries(ESTIMATION_ITEMS.map((item) => [item, RateInput])) as Record<
    (typeof ESTIMATION_ITEMS)[number],
    typeof RateInput
  >,
);
export type EstimationRatesInput = z.infer<typeof EstimationRatesInput>;

export const EstimationItemOverride = z.strictObject({
  lineKey: z.string().min(1).max(300),
  item: z.enum([...ESTIMATION_ITEMS, 'none']),
});
export type EstimationItemOverride = z.infer<typeof EstimationItemOverride>;

/** The editable part of a scenario. */
export const EstimationScenarioInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  rates: EstimationRatesInput,
  unmappedRate: RateInput.default(0),
  itemOverrides: z.array(EstimationItemOverride).max(5000).default([]),
});
export type EstimationScenarioInput = z.infer<typeof EstimationScenarioInput>;

export const EstimationScenarioCreate = EstimationScenarioInput.extend({
  period: CostPeriod.default(DEFAULT_COST_PERIOD),
});
export type EstimationScenarioCreate = z.infer<typeof EstimationScenarioCreate>;

export const EstimationScenarioUpdate = EstimationScenarioInput.extend({
  version: z.number().int().min(1),
});
export type EstimationScenarioUpdate = z.infer<typeof EstimationScenarioUpdate>;

export const EstimationScenario = z.object({
  /** null for the unsaved default scenario. */
  id: z.uuid().nullable(),
  companyId: z.uuid(),
  period: z.string(),
  name: z.string(),
  rates: EstimationRatesView,
  unmappedRate: z.number(),
  itemOverrides: z.array(EstimationItemOverride),
  /** 0 for the unsaved default. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: CostingAuthor.nullable(),
});
export type EstimationScenario = z.infer<typeof EstimationScenario>;

export const EstimationScenarioList = z.object({
  companyId: z.uuid(),
  period: z.string(),
  items: z.array(EstimationScenario),
  /** The spec's default rates (DEFAULT_INFLATION_RATES) and unmapped rate 0. */
  defaults: z.object({ rates: EstimationRatesView, unmappedRate: z.number() }),
});
export type EstimationScenarioList = z.infer<typeof EstimationScenarioList>;

/** One scenario of a calculation: a stored one (`id`) as edited on screen, or an unsaved one. */
export const EstimationCalculateScenario = EstimationScenarioInput.extend({
  id: z.uuid().optional(),
});

export const EstimationCalculate = z.strictObject({
  period: CostPeriod.default(DEFAULT_COST_PERIOD),
  includeNonOperating: z.boolean().default(false),
  /** Absent: the period's stored scenarios (the first five by name) or, when none, the default. */
  scenarios: z.array(EstimationCalculateScenario).min(1).max(5).optional(),
});
export type EstimationCalculate = z.infer<typeof EstimationCalculate>;

export const EstimatedLineView = z.object({
  key: z.string(),
  name: z.string(),
  category: AllocationLineCategory,
  item: LineItemSchema,
  itemSource: z.enum(['dictionary', 'override', 'unmapped']),
  rate: z.number(),
  base: Won,
  estimate: Won,
});
export type EstimatedLineView = z.infer<typeof EstimatedLineView>;

/** estimateLines output. */
export const EstimationResultView = z.object({
  lines: z.array(EstimatedLineView),
  items: z.array(
    z.object({
      item: LineItemSchema,
      rate: z.number(),
      base: Won,
      estimate: Won,
      lineNames: z.array(z.string()),
    }),
  ),
  categories: z.array(z.object({ category: z.string(), base: Won, estimate: Won })),
  unmapped: z.array(EstimatedLineView),
  total: z.object({ base: Won, estimate: Won, changePercent: z.number() }),
});
export type EstimationResultView = z.infer<typeof EstimationResultView>;

export const EntityEstimateView = z.object({
  entityId: z.string(),
  name: z.string(),
  type: EntityTypeSchema,
  base: Won,
  estimate: Won,
});
export type EntityEstimateView = z.infer<typeof EntityEstimateView>;

export const EstimationScenarioResult = z.object({
  id: z.uuid().nullable(),
  name: z.string(),
  rates: EstimationRatesView,
  unmappedRate: z.number(),
  /** null when the statements are missing. */
  result: EstimationResultView.nullable(),
  /** Per entity (base and estimate allocated like the allocation); null with `entitiesReason`. */
  entities: z.array(EntityEstimateView).nullable(),
  /**
   * Why there is no per-entity estimate: an allocation refusal code (allocation/no-entities,
   * allocation/no-lines, allocation/zero-driver-total, entity/invalid) and its params.
   */
  entitiesReason: z
    .object({ code: z.string(), params: z.record(z.string(), z.unknown()) })
    .nullable(),
});
export type EstimationScenarioResult = z.infer<typeof EstimationScenarioResult>;

export const EstimationCalculation = z.object({
  companyId: z.uuid(),
  period: z.string(),
  baseYear: z.number().int(),
  estimateYear: z.number().int(),
  includeNonOperating: z.boolean(),
  missing: z.array(CostingMissing),
  scenarios: z.array(EstimationScenarioResult),
});
export type EstimationCalculation = z.infer<typeof EstimationCalculation>;
