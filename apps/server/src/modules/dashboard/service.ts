import {
  costPerBusDay,
  DASHBOARD_FORECAST_HISTORY,
  DASHBOARD_NOTICE_LIMIT,
  DASHBOARD_PAGE_SIZE,
  type DashboardCompany,
  type DashboardCostPerBusDay,
  DashboardForecast,
  type DashboardNotices,
  type DashboardRatios,
  type DashboardStatement,
  type DashboardView,
  type FinancialSupportView,
  ownedBuses,
  type RatioSet,
  ratioTrend,
  STANDARD_COST_REFERENCES,
  STATEMENT_TYPES,
  type TransportCostView,
} from '@bus/domain';
import type { Database } from '../../platform/db/database';
import { isAppError } from '../../platform/errors/app-error';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { accessTo, isOverseer, type Scope } from '../../platform/tenancy/scope';
import { type PeriodData, type PeriodLoader, periodLoader } from '../costing/period';
import { periodRepo } from '../costing/period-repo';
import { costingRepo } from '../costing/repo';
import { type TransportCostService, transportCostService } from '../costing/service';
import { type SupportService, supportService } from '../costing/support-service';
import {
  loadYearSnapshot,
  newestByType,
  snapshotCostingRepo,
  snapshotPeriodRepo,
  type YearSnapshot,
} from './prefetch';
import {
  type DashboardCompanyRow,
  type DashboardRepo,
  dashboardRepo,
  type EntitySetRow,
  type SavedForecastRow,
} from './repo';

/** What the dashboard shows of one company: `page` of the caller's companies, or one of them. */
export type DashboardRequest = { fiscalYear?: number; page: number; companyId?: string };

/** The same load for the same period returns the same PeriodData (loaded and classified once). */
function memoLoader(load: PeriodLoader): PeriodLoader {
  const loaded = new Map<string, Promise<PeriodData>>();
  return (companyId, fiscalYear) => {
    const key = `${companyId}/${fiscalYear}`;
    let pending = loaded.get(key);
    if (!pending) {
      pending = load(companyId, fiscalYear);
      loaded.set(key, pending);
    }
    return pending;
  };
}

/** The support view computes the total cost screen once more: it is the same one, kept. */
function memoTransport(transport: TransportCostService): TransportCostService {
  const views = new WeakMap<PeriodData, Promise<TransportCostView>>();
  return {
    ...transport,
    viewOf(period, pending) {
      if (pending) return transport.viewOf(period, pending);
      let view = views.get(period);
      if (!view) {
        view = transport.viewOf(period);
        views.set(period, view);
      }
      return view;
    },
  };
}

function statementSlots(snapshot: YearSnapshot, companyId: string): DashboardStatement[] {
  const newest = newestByType(snapshot.statements.get(companyId) ?? []);
  return STATEMENT_TYPES.map((type) => {
    const row = newest.get(type);
    return { type, status: row?.status ?? null, statementId: row?.id ?? null };
  });
}

function ratiosOf(set: RatioSet | undefined): DashboardRatios | null {
  if (!set) return null;
  const previous = new Map(set.previous.ratios.map((ratio) => [ratio.key, ratio.value]));
  return {
    items: set.current.ratios.map((ratio) => {
      const before = previous.get(ratio.key) ?? null;
      return {
        key: ratio.key,
        current: ratio.value,
        previous: before,
        trend: ratioTrend(ratio.value, before),
        affectedByCapitalErosion: ratio.affectedByCapitalErosion,
      };
    }),
    capitalErosion: set.current.capitalErosion,
    insufficientData: set.insufficientData,
  };
}

/** The year's latest entity set of each company (rows are latest period first). */
function busesByCompany(rows: readonly EntitySetRow[]) {
  const found = new Map<string, { period: string; buses: number | null }>();
  for (const row of rows) {
    if (found.has(row.companyId)) continue;
    const entities = row.entities.filter(
      (e): e is { vehiclesOwned: number } =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as { vehiclesOwned?: unknown }).vehiclesOwned === 'number',
    );
    found.set(row.companyId, { period: row.period, buses: ownedBuses(entities) });
  }
  return found;
}

function busDayFigure(
  totalCost: number | null,
  entities: { period: string; buses: number | null } | undefined,
): DashboardCostPerBusDay {
  return {
    ...costPerBusDay(totalCost, entities?.buses ?? null),
    entityPeriod: entities?.period ?? null,
  };
}

/** A stored run's chart parts read through the contract; a row that does not read shows none. */
function forecastOf(row: SavedForecastRow | undefined): DashboardCompany['forecast'] {
  if (!row) return null;
  const history = row.history as { labels?: unknown; values?: unknown } | null;
  const recent = (list: unknown) =>
    Array.isArray(list) ? list.slice(-DASHBOARD_FORECAST_HISTORY) : list;
  const parsed = DashboardForecast.safeParse({
    runId: row.id,
    name: row.name,
    model: row.model,
    horizon: row.horizon,
    savedAt: row.savedAt?.toISOString() ?? null,
    metrics: row.metrics ?? null,
    history: history && { labels: recent(history.labels), values: recent(history.values) },
    forecast: row.forecast,
  });
  return parsed.success ? parsed.data : null;
}

function costingOf(view: TransportCostView): DashboardCompany['costing'] {
  if (view.missing.length > 0) return null;
  const s = view.summary;
  return {
    transportationCost: s.transportationCost,
    administrationCost: s.administrationCost,
    operatingExpense: s.operatingExpense,
    nonOperatingExpense: s.nonOperatingExpense,
    nonOperatingIncome: s.nonOperatingIncome,
    appropriateCost: s.appropriateCost,
    otherAdjustmentsTotal: view.otherAdjustmentsTotal,
    unclassifiedCount: s.unclassifiedCount,
    investment: {
      amount: view.investment.amount,
      source: view.investment.source,
      differs: view.investment.differs,
    },
    totalCost: view.totalCost,
  };
}

function supportOf(view: FinancialSupportView): DashboardCompany['support'] {
  const r = view.result;
  if (!r) return null;
  return {
    cost: r.cost,
    transportRevenue: r.transportRevenue,
    otherOperatingRevenue: r.otherOperatingRevenue,
    subsidiesReceived: r.subsidiesReceived,
    transportLoss: r.transportLoss,
    supportNeed: r.supportNeed,
    supportGap: r.supportGap,
    recoveryRate: r.recoveryRate,
  };
}

type YearContext = {
  scope: Scope;
  snapshot: YearSnapshot;
  load: PeriodLoader;
  transport: TransportCostService;
  support: SupportService;
  buses: ReturnType<typeof busesByCompany>;
  forecasts: Map<string | null, SavedForecastRow>;
};

/** One company's card: costing's own services over the snapshot, figure for figure. */
async function companyOf(row: DashboardCompanyRow, ctx: YearContext): Promise<DashboardCompany> {
  const { snapshot } = ctx;
  const owner = { organisationId: row.organisationId, kind: row.organisationKind };
  const base = {
    id: row.id,
    name: row.name,
    organisation: {
      id: row.organisationId,
      name: row.organisationName,
      kind: row.organisationKind,
    },
    access: accessTo(ctx.scope, owner) === 'write' ? ('write' as const) : ('read' as const),
    fiscalYear: snapshot.fiscalYear,
    statements: statementSlots(snapshot, row.id),
    forecast: forecastOf(ctx.forecasts.get(row.id)),
  };
  const buses = ctx.buses.get(row.id);
  try {
    const period = await ctx.load(row.id, snapshot.fiscalYear);
    const cost = await ctx.transport.viewOf(period);
    const support = await ctx.support.view(row.id, snapshot.fiscalYear, {});
    const costing = costingOf(cost);
    return {
      ...base,
      costingMissing: cost.missing,
      costing,
      support: supportOf(support),
      costPerBusDay: busDayFigure(costing?.totalCost ?? null, buses),
      ratios: ratiosOf(period.ratios),
      problem: null,
    };
  } catch (error) {
    // A figure the screens refuse (400, e.g. amount_out_of_range) is this card's problem only.
    if (!isAppError(error) || error.statusCode >= 500) throw error;
    return {
      ...base,
      costingMissing: [],
      costing: null,
      support: null,
      costPerBusDay: busDayFigure(null, buses),
      ratios: null,
      problem: { code: error.code, params: error.params ?? {} },
    };
  }
}

/** Issue 18 §4: the caller's companies, their year's figures, the references and the notices. */
export function dashboardService(deps: { db: Database; hub: RealtimeHub }) {
  const { db, hub } = deps;
  const repo: DashboardRepo = dashboardRepo(db);
  const periods = periodRepo(db);
  const costing = costingRepo(db);

  async function yearContext(
    scope: Scope,
    rows: readonly DashboardCompanyRow[],
    fiscalYear: number,
  ): Promise<YearContext> {
    const ids = rows.map((row) => row.id);
    const [snapshot, entitySets, forecasts] = await Promise.all([
      loadYearSnapshot(repo, rows, fiscalYear),
      repo.entitySets(ids, fiscalYear),
      repo.savedForecasts(scope, ids),
    ]);
    const shared = {
      repo: snapshotCostingRepo(snapshot, costing),
      load: memoLoader(periodLoader(snapshotPeriodRepo(snapshot, periods))),
      hub,
    };
    const transport = memoTransport(transportCostService(shared));
    return {
      scope,
      snapshot,
      load: shared.load,
      transport,
      support: supportService(shared, transport),
      buses: busesByCompany(entitySets),
      forecasts: new Map(forecasts.map((row) => [row.companyId, row])),
    };
  }

  async function notices(scope: Scope): Promise<DashboardNotices> {
    const { rows, total } = await repo.unreadNotices(scope.userId, DASHBOARD_NOTICE_LIMIT);
    return {
      unread: total,
      items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    };
  }

  return {
    /**
     * The dashboard of `scope`: a page of its companies (or the one asked for) in the year asked
     * for, else the latest with statements. A company the scope may not read is simply not there
     * (the route answers 404 for it before this runs).
     */
    async view(scope: Scope, request: DashboardRequest): Promise<DashboardView> {
      const offset = (request.page - 1) * DASHBOARD_PAGE_SIZE;
      const [{ rows, total }, years, unread] = await Promise.all([
        repo.companies(scope, { companyId: request.companyId, offset, limit: DASHBOARD_PAGE_SIZE }),
        repo.years(scope, request.companyId),
        notices(scope),
      ]);
      const fiscalYear = request.fiscalYear ?? years[0] ?? null;
      const companies: DashboardCompany[] = [];
      if (fiscalYear !== null) {
        const ctx = await yearContext(scope, rows, fiscalYear);
        // One after another: classification is CPU work, and PGlite runs one query at a time.
        for (const row of rows) companies.push(await companyOf(row, ctx));
      }
      return {
        fiscalYear,
        years,
        overseer: !scope.everywhere && isOverseer(scope),
        companies,
        total,
        page: request.page,
        pageSize: DASHBOARD_PAGE_SIZE,
        references: STANDARD_COST_REFERENCES.map((reference) => ({ ...reference })),
        notices: unread,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
