import { z } from 'zod';
import { COST_CATEGORIES } from '../costing/classification';
import { MAX_BUS_DAYS, MAX_UNIT_COST_PER_BUS_DAY } from '../costing/financial-support';
import { EQUITY_POLICIES, INVESTMENT_FIELDS } from '../costing/investment';
import { OTHER_ADJUSTMENT_CATEGORIES } from '../costing/other-adjustments';
import { MAX_AMOUNT_WON } from '../statements/amounts';
import { ValidationMessage } from '../statements/types';

/**
 * HTTP contract of costing (issue 4), under /api/costing. Every amount is integer won; rates are
 * fractions. Reading needs the `viewer` role, writing `user` (financial figures: never anonymous).
 *
 * Organisations (issue 14): a company of another organisation answers 404 on every route, as an
 * unknown one does (a company in the trash too); an overseer reads (views, history, exports,
 * saved results — each read audited as `oversight.read`) and gets 403 on every write; a viewer or
 * an unapproved account reads its own organisation and gets 403 on writes
 * (`organisation/not-approved` for the unapproved). GET /api/costing/financial-support lists only
 * records of companies the caller may read. Statements in the trash are not read.
 *
 * Bounds (issue 14 §7): every numeric input is bounded so each figure stays an exact integer
 * within ±MAX_AMOUNT_WON (1e15 won): amounts at most MAX_AMOUNT_WON, a decision's amount too,
 * other adjustments ±1e12, the standard cost's unit cost ≤ MAX_UNIT_COST_PER_BUS_DAY (1e7 won)
 * and bus-days ≤ MAX_BUS_DAYS (1e7 a year), so their product is at most 1e14 won. A body outside
 * these answers 400 `validation_failed` (zod issues); a write whose computed figures would still
 * leave the range (sums of many decisions, other adjustments) answers 400 `validation_failed`
 * with params { errors: [{ rule: 'amount_out_of_range', params: { field } }] } and stores
 * nothing. A read whose figures are not exact integers answers the same 400 rather than 500.
 * Editable documents carry `version`: a write with an old version answers 409 `conflict` whose
 * problem `params` hold `currentVersion` and `current` (the server's document, the same shape the
 * matching GET returns), so the web can show both versions and let the user choose.
 *
 * Routes (companyId: uuid, fiscalYear: integer):
 * - GET  /api/costing/{companyId}/{fiscalYear}/transport-cost → TransportCostView
 * - PUT  /api/costing/{companyId}/{fiscalYear}/adjustments (CostAdjustmentsSave) → TransportCostView;
 *        409 params { currentVersion, current: TransportCostView }
 * - GET  /api/costing/{companyId}/{fiscalYear}/adjustments/history → CostDocumentHistory
 * - GET  /api/costing/{companyId}/{fiscalYear}/investment → InvestmentView
 * - GET  /api/costing/{companyId}/{fiscalYear}/investment/status → InvestmentSource (the 300 s
 *        status check of the transport cost screen)
 * - POST /api/costing/{companyId}/{fiscalYear}/investment/sync (InvestmentSyncRequest) →
 *        InvestmentSyncResult: re-saves the stored calculator with the statement figures of now
 *        (syncedInvestmentInputs); 404 `not_found` params { reason: 'no_investment' } when nothing
 *        is stored; 409 and 400 as PUT …/investment
 * - PUT  /api/costing/{companyId}/{fiscalYear}/investment (InvestmentSave) → InvestmentView;
 *        409 params { currentVersion, current: InvestmentView }; 400 validation_failed with
 *        params { errors: ValidationMessage[] } when the calculation cannot be saved, or
 *        params { errors: [], confirm: ValidationMessage[] } when a CONFIRM_BEFORE_SAVE warning
 *        needs `confirmed: true` (ask "continue saving?" and send again)
 * - GET  /api/costing/{companyId}/{fiscalYear}/other-adjustments → OtherAdjustmentList
 * - POST /api/costing/{companyId}/{fiscalYear}/other-adjustments (OtherAdjustmentCreate) → 201 OtherAdjustment
 *        (not versioned: each is its own row; TransportCostView.summary applies them with
 *        applyOtherAdjustments, baseSummary is without them)
 * - DELETE /api/costing/{companyId}/{fiscalYear}/other-adjustments/{id} → 204
 * - GET  /api/costing/{companyId}/{fiscalYear}/financial-support → FinancialSupportView
 *        (query `unitCostPerBusDay` and `busDays` select the 준공영제 standard cost)
 * - POST /api/costing/{companyId}/{fiscalYear}/financial-support (FinancialSupportSave) → 201 FinancialSupportRecord
 *        (400 validation_failed params { missing, errors } when there is no result to store)
 * - GET  /api/costing/financial-support?companyId= → FinancialSupportRecordList (a record stored
 *        before the bounds whose result no longer reads as the contract is left out, never a 500)
 * - DELETE /api/costing/financial-support/{id} → 204: by the record's author or a manager (or
 *        above) of its organisation; another user of the organisation gets 403 `forbidden`
 * - GET  /api/costing/{companyId}/{fiscalYear}/export/{screen}.xlsx → xlsx file (CostingScreen);
 *        financial-support.xlsx takes the same standard-cost query as GET …/financial-support
 *
 * A company/year without statements answers 200 with `missing` (e.g. ['income_statement']) and
 * empty tables, so the web shows the data prompt; an unknown company answers 404 `not_found`.
 *
 * After each write the server sends `cache_invalidate` for the company on the realtime socket.
 */

const Won = z.number().int();
const Params = z.record(z.string(), z.union([z.string(), z.number()]));

export const CostCategorySchema = z.enum(COST_CATEGORIES);
export const CostingStatement = z.enum(['income_statement', 'cost_statement']);
export const CostingScreen = z.enum(['transport-cost', 'investment', 'financial-support']);
export type CostingScreen = z.infer<typeof CostingScreen>;
export const COSTING_SCREENS = CostingScreen.options;

/** Who made a change, as shown next to it. */
export const CostingAuthor = z.object({ id: z.string(), name: z.string() });
export type CostingAuthor = z.infer<typeof CostingAuthor>;

/**
 * One manual decision as the web sends it (domain CostAdjustment): `key` from the classified line
 * (adjustmentFor), the fields it changes, and the optional reason (`note`).
 */
export const CostAdjustmentInput = z.strictObject({
  accountId: z.string().min(1),
  key: z.string().min(1).optional(),
  category: CostCategorySchema.optional(),
  excluded: z.boolean().optional(),
  amount: Won.min(-MAX_AMOUNT_WON).max(MAX_AMOUNT_WON).optional(),
  note: z.string().trim().max(500).optional(),
});
export type CostAdjustmentInput = z.infer<typeof CostAdjustmentInput>;

/**
 * A stored decision: the input plus who made it and when. The server stamps a decision that is new
 * or changed in a save with the saving user and time; an unchanged one keeps its stamp.
 */
export const StoredCostAdjustment = CostAdjustmentInput.extend({
  updatedBy: CostingAuthor,
  updatedAt: z.string(),
});
export type StoredCostAdjustment = z.infer<typeof StoredCostAdjustment>;

/** The domain Classification plus where the line comes from and its stored decision. */
export const ClassifiedLine = z.object({
  accountId: z.string(),
  key: z.string(),
  name: z.string(),
  statement: CostingStatement,
  statementId: z.uuid(),
  standardId: z.string().nullable(),
  amount: Won,
  category: CostCategorySchema,
  confidence: z.number().min(0).max(1),
  reason: z.object({ code: z.string(), params: Params }),
  recommendedExclude: z.boolean(),
  excludeReason: z.string().nullable(),
  excluded: z.boolean(),
  manual: z.boolean(),
  original: z
    .object({ category: CostCategorySchema, amount: Won, excluded: z.boolean() })
    .nullable(),
  adjustment: StoredCostAdjustment.nullable(),
});
export type ClassifiedLine = z.infer<typeof ClassifiedLine>;

/** summarizeCosts output (domain CostSummary). */
export const CostSummaryView = z.object({
  transportationCost: Won,
  administrationCost: Won,
  operatingExpense: Won,
  nonOperatingExpense: Won,
  nonOperatingIncome: Won,
  appropriateCost: Won,
  unclassifiedCount: z.number().int(),
  unclassifiedAmount: Won,
});
export type CostSummaryView = z.infer<typeof CostSummaryView>;

/** Statements the screen needs; a missing one shows the data prompt. */
export const CostingMissing = z.enum(['income_statement', 'cost_statement', 'balance_sheet']);
export type CostingMissing = z.infer<typeof CostingMissing>;

export const CostDocumentInfo = z.object({
  /** 0 before the first save. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: CostingAuthor.nullable(),
});
export type CostDocumentInfo = z.infer<typeof CostDocumentInfo>;

/** The investment compensation the total uses (spec §2/§9). */
export const InvestmentSource = z.object({
  /** `stored`: the calculator's saved result; `default`: 3 % of the appropriate cost. */
  source: z.enum(['stored', 'default']),
  amount: Won,
  storedAt: z.string().nullable(),
  /**
   * The stored calculator with the statement figures of now (syncedInvestmentInputs, stored rates
   * and equity policy): what a sync would save; null when nothing is stored or it does not compute.
   */
  latestAmount: Won.nullable(),
  /** Stored and latest differ by more than 1,000 won (spec §8): offer the sync. */
  differs: z.boolean(),
  /** Version of the stored calculator record (0 when nothing is stored), for the sync. */
  version: z.number().int(),
});
export type InvestmentSource = z.infer<typeof InvestmentSource>;

/** POST …/investment/sync. `confirmed` acknowledges the CONFIRM_BEFORE_SAVE warnings. */
export const InvestmentSyncRequest = z.strictObject({
  version: z.number().int().min(1),
  confirmed: z.boolean().default(false),
});
export type InvestmentSyncRequest = z.infer<typeof InvestmentSyncRequest>;

export const InvestmentSyncResult = z.object({
  previousAmount: Won,
  newAmount: Won,
  changeAmount: Won,
  version: z.number().int(),
});
export type InvestmentSyncResult = z.infer<typeof InvestmentSyncResult>;

export const TransportCostView = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  fiscalYear: z.number().int(),
  /** Empty when a needed statement is missing (see `missing`). */
  missing: z.array(CostingMissing),
  classifications: z.array(ClassifiedLine),
  /** Classification and line decisions only. */
  baseSummary: CostSummaryView,
  /** baseSummary with the other adjustments applied (applyOtherAdjustments): the figures to show. */
  summary: CostSummaryView,
  otherAdjustmentsTotal: Won,
  investment: InvestmentSource,
  /** summary.appropriateCost + investment.amount. */
  totalCost: Won,
  /** Stored decisions that match no line (spec §5 warning). */
  unmatchedAdjustments: z.array(StoredCostAdjustment),
  document: CostDocumentInfo,
});
export type TransportCostView = z.infer<typeof TransportCostView>;

/** PUT …/adjustments: the whole list of decisions, based on `version`. */
export const CostAdjustmentsSave = z.strictObject({
  version: z.number().int().min(0),
  adjustments: z.array(CostAdjustmentInput).max(5000),
});
export type CostAdjustmentsSave = z.infer<typeof CostAdjustmentsSave>;

export const CostDocumentHistoryEntry = z.object({
  id: z.uuid(),
  version: z.number().int(),
  changedBy: CostingAuthor,
  changedAt: z.string(),
  before: z.array(StoredCostAdjustment),
  after: z.array(StoredCostAdjustment),
});
export const CostDocumentHistory = z.object({ items: z.array(CostDocumentHistoryEntry) });
export type CostDocumentHistory = z.infer<typeof CostDocumentHistory>;

// ---------------------------------------------------------------- investment compensation

export const EquityPolicySchema = z.enum(EQUITY_POLICIES);
export const InvestmentFieldSchema = z.enum(INVESTMENT_FIELDS as [string, ...string[]]);

/**
 * An amount input of the calculator: the contract only keeps it within ±MAX_AMOUNT_WON so every
 * sum of the formula stays exact; the calculator's own ranges (INVESTMENT_RANGES, ±1e12) then
 * answer with a message naming the field.
 */
const InvestmentAmount = z.number().min(-MAX_AMOUNT_WON).max(MAX_AMOUNT_WON);
/**
 * A rate input (a fraction): loosely bounded here (±100, i.e. 10,000 %) so a percentage typed as
 * a fraction still reaches the calculator's range message (equityRate 0 … 1, debtRate 0 … 0.5).
 */
const InvestmentRate = z.number().min(-100).max(100);

/** The calculator's twelve inputs as stored (numbers; optional ones may be left out → 0). */
export const InvestmentInputsBody = z.strictObject({
  tangibleAssetsBV: InvestmentAmount,
  revaluationDifference: InvestmentAmount.optional(),
  operatingCost: InvestmentAmount,
  retirementFund: InvestmentAmount.optional(),
  depreciationCost: InvestmentAmount.optional(),
  intangibleAssetDepreciation: InvestmentAmount.optional(),
  badDebtExpense: InvestmentAmount.optional(),
  equity: InvestmentAmount,
  debt: InvestmentAmount,
  equityRate: InvestmentRate,
  debtRate: InvestmentRate,
  corporateTaxRate: InvestmentRate,
});
export type InvestmentInputsBody = z.infer<typeof InvestmentInputsBody>;

/** PUT …/investment. `confirmed` acknowledges the CONFIRM_BEFORE_SAVE warnings. */
export const InvestmentSave = z.strictObject({
  version: z.number().int().min(0),
  inputs: InvestmentInputsBody,
  equityPolicy: EquityPolicySchema.default('spec'),
  confirmed: z.boolean().default(false),
});
export type InvestmentSave = z.infer<typeof InvestmentSave>;

export const FormulaStepView = z.object({
  key: z.string(),
  label: z.string(),
  formula: z.string(),
  expression: z.string(),
  value: z.number(),
  unit: z.enum(['won', 'ratio']),
});

/** calculateInvestmentCompensation output. */
export const InvestmentCalculationView = z.object({
  result: z
    .object({
      movingEquipmentAssets: Won,
      workingCapital: Won,
      fareBase: Won,
      equityWeight: z.number(),
      debtWeight: z.number(),
      appropriateInvestmentReturn: z.number(),
      investmentCompensation: Won,
      investmentCompensationExact: z.number(),
      inputs: z.record(z.string(), z.number()),
      breakdown: z.array(FormulaStepView),
    })
    .nullable(),
  errors: z.array(ValidationMessage),
  warnings: z.array(ValidationMessage),
  equityPolicy: z
    .object({
      policy: EquityPolicySchema,
      equityReported: z.number(),
      equityUsed: z.number(),
      capitalErosion: z.boolean(),
      note: z.string(),
      otherPolicy: z
        .object({
          policy: EquityPolicySchema,
          returnRate: z.number(),
          investmentCompensation: Won,
        })
        .nullable(),
    })
    .nullable(),
  canSave: z.boolean(),
});
export type InvestmentCalculationView = z.infer<typeof InvestmentCalculationView>;

/** investmentInputsFromStatements output: each field's value, what was read, the fallback. */
export const InvestmentAutoLoad = z.object({
  draft: z.record(z.string(), z.number().nullable()),
  fields: z.record(
    z.string(),
    z.object({ value: z.number().nullable(), source: z.string(), fallback: z.string().nullable() }),
  ),
  problems: z.array(ValidationMessage),
  /** The calculator on the auto-loaded inputs (the stored policy, or `spec`). */
  calculation: InvestmentCalculationView,
});
export type InvestmentAutoLoad = z.infer<typeof InvestmentAutoLoad>;

export const InvestmentView = z.object({
  companyId: z.uuid(),
  fiscalYear: z.number().int(),
  /** Statements the auto-load needs that are missing. */
  missing: z.array(CostingMissing),
  stored: z
    .object({
      inputs: InvestmentInputsBody,
      equityPolicy: EquityPolicySchema,
      calculation: InvestmentCalculationView,
      /** The saved compensation (whole won) the transport cost uses. */
      investmentCompensation: Won,
      version: z.number().int(),
      savedAt: z.string(),
      savedBy: CostingAuthor,
    })
    .nullable(),
  autoLoaded: InvestmentAutoLoad,
  /** 0 when nothing is stored. */
  version: z.number().int(),
});
export type InvestmentView = z.infer<typeof InvestmentView>;

// ---------------------------------------------------------------- other adjustments

export const OtherAdjustmentCategorySchema = z.enum(OTHER_ADJUSTMENT_CATEGORIES);

/** POST …/other-adjustments. amount: signed integer won added to the category's total. */
export const OtherAdjustmentCreate = z.strictObject({
  category: OtherAdjustmentCategorySchema,
  amount: Won.min(-1e12).max(1e12),
  reason: z.string().trim().min(1).max(500),
});
export type OtherAdjustmentCreate = z.infer<typeof OtherAdjustmentCreate>;

export const OtherAdjustment = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  fiscalYear: z.number().int(),
  category: OtherAdjustmentCategorySchema,
  amount: Won,
  reason: z.string(),
  author: CostingAuthor,
  createdAt: z.string(),
});
export type OtherAdjustment = z.infer<typeof OtherAdjustment>;
export const OtherAdjustmentList = z.object({ items: z.array(OtherAdjustment), total: Won });
export type OtherAdjustmentList = z.infer<typeof OtherAdjustmentList>;

// ---------------------------------------------------------------- financial support

export const SupportCostBaseView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('total_cost'), appropriateCost: Won, investmentCompensation: Won }),
  z.object({
    kind: z.literal('standard_cost'),
    unitCostPerBusDay: z.number().min(0),
    busDays: z.number().int().min(0),
  }),
]);

export const FinancialSupportResultView = z.object({
  rule: z.string(),
  costBasis: z.enum(['total_cost', 'standard_cost']),
  cost: Won,
  transportRevenue: Won,
  otherOperatingRevenue: Won,
  subsidiesReceived: Won,
  transportLoss: Won,
  supportNeed: Won,
  supportGap: Won,
  recoveryRate: z.number().nullable(),
  steps: z.array(
    z.object({
      label: z.string(),
      formula: z.string(),
      expression: z.string(),
      value: z.number().nullable(),
    }),
  ),
});
export type FinancialSupportResultView = z.infer<typeof FinancialSupportResultView>;

export const FinancialSupportView = z.object({
  companyId: z.uuid(),
  fiscalYear: z.number().int(),
  missing: z.array(CostingMissing),
  costBase: SupportCostBaseView,
  /** Where the total cost's investment compensation comes from (the cost screen's source). */
  investment: InvestmentSource,
  revenue: z.object({
    transportRevenue: Won.nullable(),
    otherOperatingRevenue: Won,
    subsidiesReceived: Won,
    lines: z.array(
      z.object({ name: z.string(), amount: Won, kind: z.enum(['transport', 'other', 'subsidy']) }),
    ),
  }),
  result: FinancialSupportResultView.nullable(),
  problems: z.array(ValidationMessage),
});
export type FinancialSupportView = z.infer<typeof FinancialSupportView>;

/**
 * The 준공영제 standard cost: won per bus-day (decimals allowed, the product is rounded once) and
 * bus-days of the year, bounded by MAX_UNIT_COST_PER_BUS_DAY and MAX_BUS_DAYS (domain
 * financial-support.ts) so unit cost × bus-days ≤ 1e14 won.
 */
const UnitCostPerBusDay = z.number().min(0).max(MAX_UNIT_COST_PER_BUS_DAY);
const BusDays = z.number().int().min(0).max(MAX_BUS_DAYS);

/** Body of POST …/financial-support: both standard-cost fields, or neither. */
export const FinancialSupportSave = z.strictObject({
  unitCostPerBusDay: UnitCostPerBusDay.optional(),
  busDays: BusDays.optional(),
  note: z.string().trim().max(500).optional(),
});
export type FinancialSupportSave = z.infer<typeof FinancialSupportSave>;

/** Query of GET …/financial-support and of financial-support.xlsx: the same fields as text. */
export const StandardCostQuery = z.object({
  unitCostPerBusDay: z.coerce.number().pipe(UnitCostPerBusDay).optional(),
  busDays: z.coerce.number().pipe(BusDays).optional(),
});
export type StandardCostQuery = z.infer<typeof StandardCostQuery>;

export const FinancialSupportRecord = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  fiscalYear: z.number().int(),
  result: FinancialSupportResultView,
  note: z.string().nullable(),
  savedBy: CostingAuthor,
  savedAt: z.string(),
});
export type FinancialSupportRecord = z.infer<typeof FinancialSupportRecord>;
export const FinancialSupportRecordList = z.object({ items: z.array(FinancialSupportRecord) });
export type FinancialSupportRecordList = z.infer<typeof FinancialSupportRecordList>;
