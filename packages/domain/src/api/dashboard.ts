import { z } from 'zod';
import { COST_PER_BUS_DAY_NEEDS } from '../costing/cost-per-bus-day';
import { REFERENCE_BASES } from '../costing/standard-cost-references';
import { RatioKey, StatementStatus, StatementType } from '../statements/types';
import { CostingMissing } from './costing';
import { ForecastMetrics, ForecastModelName, ForecastPath } from './forecast';
import { DataAccess, OrganisationRef } from './organisations';

/**
 * HTTP contract of the dashboard (issue 18 §4), under /api/dashboard: "where does my company
 * stand?" for each company the caller may read, one fiscal year at a time. Every figure is the
 * one its own screen shows (the costing services compute them), integer won.
 *
 * Routes (viewer and above; anonymous 401):
 * - GET /api/dashboard?fiscalYear=&page= → DashboardView: the companies of the caller's scope (an
 *   overseer's: every operator it oversees, side by side; an admin's: every company), the year
 *   asked for or, without one, the latest year with statements. Overseers' reads are audited as
 *   `oversight.read`, one per organisation read.
 * - GET /api/dashboard/companies/{companyId}?fiscalYear= → DashboardView of that one company;
 *   404 `not_found` for a company of another organisation (or in the trash).
 * - GET /api/dashboard/export.xlsx?fiscalYear=&page=&companyId=&lang= → the same figures as a
 *   workbook in the language asked for (ko, en, ja); a `companyId` of another organisation: 404.
 */

const Won = z.number().int();
const FiscalYear = z.coerce.number().int().min(1990).max(2100);

export const DASHBOARD_LANGUAGES = ['ko', 'en', 'ja'] as const;
export const DashboardLanguage = z.enum(DASHBOARD_LANGUAGES);
export type DashboardLanguage = z.infer<typeof DashboardLanguage>;

/** Companies per page of the dashboard (an admin's or a large overseer's list is paged). */
export const DASHBOARD_PAGE_SIZE = 50;

export const DashboardQuery = z.object({
  fiscalYear: FiscalYear.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

export const DashboardExportQuery = DashboardQuery.extend({
  companyId: z.uuid().optional(),
  lang: DashboardLanguage.default('ko'),
});
export type DashboardExportQuery = z.infer<typeof DashboardExportQuery>;

/** The newest statement of a type in the year (what every costing screen reads), or none. */
export const DashboardStatement = z.object({
  type: StatementType,
  /** Null when the year has no statement of this type. */
  status: StatementStatus.nullable(),
  statementId: z.uuid().nullable(),
});
export type DashboardStatement = z.infer<typeof DashboardStatement>;

/** The total cost screen's summary (TransportCostView), as it shows it. */
export const DashboardCosting = z.object({
  transportationCost: Won,
  administrationCost: Won,
  /** 영업비용 = 운송원가 + 관리비. */
  operatingExpense: Won,
  nonOperatingExpense: Won,
  nonOperatingIncome: Won,
  appropriateCost: Won,
  otherAdjustmentsTotal: Won,
  /** Lines still to classify: they are in no total yet. */
  unclassifiedCount: z.number().int(),
  investment: z.object({
    amount: Won,
    /** `stored`: the calculator's saved result; `default`: 3 % of the appropriate cost. */
    source: z.enum(['stored', 'default']),
    /** The stored result no longer matches today's statements (the screen offers a sync). */
    differs: z.boolean(),
  }),
  /** 총괄원가 = 적정원가 + 적정투자보수. */
  totalCost: Won,
});
export type DashboardCosting = z.infer<typeof DashboardCosting>;

/** The financial support screen's result on the total cost (FinancialSupportView.result). */
export const DashboardSupport = z.object({
  cost: Won,
  transportRevenue: Won,
  otherOperatingRevenue: Won,
  subsidiesReceived: Won,
  /** 운송적자; negative when revenue exceeds the cost. */
  transportLoss: Won,
  /** 재정지원 필요액 = max(0, 운송적자). */
  supportNeed: Won,
  /** 지원 과부족 = 운송적자 − 재정지원 수입; positive: under-compensated. */
  supportGap: Won,
  recoveryRate: z.number().nullable(),
});
export type DashboardSupport = z.infer<typeof DashboardSupport>;

/** 총괄원가 ÷ (보유대수 × 365): domain costPerBusDay. */
export const DashboardCostPerBusDay = z.object({
  value: Won.nullable(),
  buses: z.number().nullable(),
  days: z.number().int(),
  busDays: z.number().nullable(),
  /** The cost allocation period (YYYY-MM) whose service entities gave the buses. */
  entityPeriod: z.string().nullable(),
  missing: z.array(z.enum(COST_PER_BUS_DAY_NEEDS)),
});
export type DashboardCostPerBusDay = z.infer<typeof DashboardCostPerBusDay>;

export const RatioTrendSchema = z.enum(['up', 'down', 'flat']);

/** One of the ten ratios of the data center's ratio analysis, this year and last. */
export const DashboardRatio = z.object({
  key: RatioKey,
  /** Percent at full precision; null when it cannot be computed. */
  current: z.number().nullable(),
  previous: z.number().nullable(),
  trend: RatioTrendSchema.nullable(),
  affectedByCapitalErosion: z.boolean(),
});
export type DashboardRatio = z.infer<typeof DashboardRatio>;

export const DashboardRatios = z.object({
  items: z.array(DashboardRatio),
  capitalErosion: z.boolean(),
  insufficientData: z.boolean(),
});
export type DashboardRatios = z.infer<typeof DashboardRatios>;

/**
 * Months of actuals the dashboard's forecast chart shows before the forecast starts (the whole
 * history is on the run's own screen): two years show the season the forecast continues.
 */
export const DASHBOARD_FORECAST_HISTORY = 24;

/** The company's latest saved forecast (the forecast dashboard's saved runs), with its chart. */
export const DashboardForecast = z.object({
  runId: z.uuid(),
  name: z.string().nullable(),
  model: ForecastModelName,
  horizon: z.number().int(),
  savedAt: z.string().nullable(),
  metrics: ForecastMetrics.nullable(),
  /** The last DASHBOARD_FORECAST_HISTORY months of the run's history. */
  history: z.object({ labels: z.array(z.string()), values: z.array(z.number()) }),
  forecast: ForecastPath,
});
export type DashboardForecast = z.infer<typeof DashboardForecast>;

/** Why a company's figures could not be computed (its screens answer the same refusal). */
export const DashboardProblem = z.object({
  code: z.string(),
  params: z.record(z.string(), z.unknown()),
});

export const DashboardCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  organisation: OrganisationRef,
  access: DataAccess,
  fiscalYear: z.number().int(),
  /** The three statement types, in STATEMENT_TYPES order. */
  statements: z.array(DashboardStatement),
  /** Statements the total cost screen needs and the year lacks (its data prompt). */
  costingMissing: z.array(CostingMissing),
  costing: DashboardCosting.nullable(),
  support: DashboardSupport.nullable(),
  costPerBusDay: DashboardCostPerBusDay,
  /** Null when the year has no statement at all. */
  ratios: DashboardRatios.nullable(),
  forecast: DashboardForecast.nullable(),
  problem: DashboardProblem.nullable(),
});
export type DashboardCompany = z.infer<typeof DashboardCompany>;

export const DashboardNotice = z.object({
  id: z.uuid(),
  title: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
});
export type DashboardNotice = z.infer<typeof DashboardNotice>;

/**
 * Board notices the caller has not opened: the board counts a signed-in reader's first open of a
 * post (its stored views), so "unread" is a notice with no view of this user, not written by them.
 */
export const DashboardNotices = z.object({
  unread: z.number().int(),
  /** The newest unread ones (at most DASHBOARD_NOTICE_LIMIT). */
  items: z.array(DashboardNotice),
});
export type DashboardNotices = z.infer<typeof DashboardNotices>;

/** How many unread notices the dashboard lists (the count covers them all). */
export const DASHBOARD_NOTICE_LIMIT = 5;

export const DashboardReference = z.object({
  key: z.string(),
  place: z.object({ ko: z.string(), en: z.string(), ja: z.string() }),
  year: z.number().int(),
  perBusDay: Won,
  basis: z.enum(REFERENCE_BASES),
  derivation: z.enum(['published', 'derived']),
  secondary: z.boolean(),
  source: z.object({ title: z.string(), url: z.string().nullable(), reference: z.string() }),
});
export type DashboardReference = z.infer<typeof DashboardReference>;

export const DashboardView = z.object({
  /** The year shown; null when no company has a statement. */
  fiscalYear: z.number().int().nullable(),
  /** Years with statements of any company shown, newest first (the year picker). */
  years: z.array(z.number().int()),
  /** The caller's organisation oversees operators: its companies are others' (read only). */
  overseer: z.boolean(),
  companies: z.array(DashboardCompany),
  /** Companies the caller may read in all; `companies` is page `page` of them. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  references: z.array(DashboardReference),
  notices: DashboardNotices,
});
export type DashboardView = z.infer<typeof DashboardView>;
