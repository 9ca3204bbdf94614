import {
  DEFAULT_PAYROLL_TOLERANCE_PERCENT,
  ownedBuses,
  type PayrollReconciliation,
  type PayrollSummary,
  type PayrollTolerance,
  type PayrollToleranceUpdate,
  type ReconciliationStatement,
  reconcilePayroll,
  type StatementType,
  summarisePayroll,
} from '@bus/domain';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { Scope } from '../../platform/tenancy/scope';
import { statementRepo } from '../financial-data/statement-repo';
import { canSeeRows } from './policy';
import { payrollRepo } from './repo';

/** The statements a payroll is compared with (docs/adr/0013 "Reconciliation"). */
const COMPARED: readonly StatementType[] = ['cost_statement', 'income_statement'];

/** Entities as cost allocation stores them; only their owned buses count here. */
function ownedBusesOf(entities: readonly unknown[] | null): number | null {
  if (!entities) return null;
  const counted = entities.filter(
    (e): e is { vehiclesOwned: number } =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as { vehiclesOwned?: unknown }).vehiclesOwned === 'number',
  );
  return ownedBuses(counted);
}

/**
 * A company's payroll year (docs/adr/0013 "How a year is totalled"): the rows of its registers,
 * its owned buses as the dashboard counts them (the year's latest entity set of cost
 * allocation), and the year's newest cost and income statements for the reconciliation.
 */
export function payrollFigures(db: Database) {
  const repo = payrollRepo(db);
  const statements = statementRepo(db);

  /** The year asked for, else the newest with a register, else the newest with statements. */
  const yearOf = async (companyId: string, asked: number | undefined, years: number[]) =>
    asked ?? years[0] ?? (await statements.latestYear(companyId)) ?? new Date().getFullYear() - 1;

  const tolerance = async (companyId: string): Promise<PayrollTolerance> => {
    const stored = await repo.settings(companyId);
    return stored
      ? { tolerancePercent: stored.tolerancePercent, version: stored.version }
      : { tolerancePercent: DEFAULT_PAYROLL_TOLERANCE_PERCENT, version: 0 };
  };

  /** The newest statement of each compared type, with its accounts as reconcile.ts reads them. */
  const statementsOf = async (companyId: string, fiscalYear: number) => {
    const rows = await statements.sameYear(companyId, fiscalYear);
    const read: ReconciliationStatement[] = [];
    for (const type of COMPARED) {
      const newest = rows.find((row) => row.type === type);
      if (!newest) continue;
      const accounts = await statements.accounts(newest.id);
      read.push({
        type,
        accounts: accounts.map((a) => ({
          standardId: a.standardId,
          name: a.name,
          currentValue: a.currentValue,
          isTotal: a.isTotal,
        })),
      });
    }
    return read;
  };

  const year = async (companyId: string, fiscalYear: number) => {
    const [rows, entities, settings, compared] = await Promise.all([
      repo.yearRows(companyId, fiscalYear),
      repo.latestEntities(companyId, fiscalYear),
      tolerance(companyId),
      statementsOf(companyId, fiscalYear),
    ]);
    const buses = ownedBusesOf(entities);
    const summary = summarisePayroll(rows, buses);
    const reconciliation = reconcilePayroll({
      fiscalYear,
      tolerancePercent: settings.tolerancePercent,
      coverage: summary.coverage,
      byJobType: summary.byJobType,
      statements: compared,
    });
    return { buses, summary, reconciliation, settings };
  };

  return {
    /** The payroll view of a company's year; `canSeeRows` tells the screen to offer the rows. */
    async summary(scope: Scope, companyId: string, asked?: number): Promise<PayrollSummary> {
      const years = await repo.years(companyId);
      const fiscalYear = await yearOf(companyId, asked, years);
      const [{ buses, summary, reconciliation, settings }, organisationId] = await Promise.all([
        year(companyId, fiscalYear),
        repo.organisationOf(companyId),
      ]);
      return {
        companyId,
        fiscalYear,
        years,
        coverage: summary.coverage,
        ownedBuses: buses,
        byJobType: summary.byJobType,
        total: summary.total,
        monthly: summary.monthly,
        reconciliation,
        toleranceVersion: settings.version,
        canSeeRows: organisationId !== null && canSeeRows(scope, { organisationId }),
      };
    },

    /** The reconciliation alone (the transport-cost screen's warning). */
    async reconciliation(companyId: string, asked?: number): Promise<PayrollReconciliation> {
      const fiscalYear = await yearOf(companyId, asked, await repo.years(companyId));
      return (await year(companyId, fiscalYear)).reconciliation;
    },

    tolerance,

    /** Stores the company's tolerance on its version (409 with the current one when stale). */
    async saveTolerance(
      scope: Scope,
      companyId: string,
      body: PayrollToleranceUpdate,
    ): Promise<PayrollTolerance> {
      const saved = await repo.saveTolerance(
        companyId,
        body.version,
        body.tolerancePercent,
        scope.userId,
      );
      if (!saved) {
        const current = await tolerance(companyId);
        throw new AppError('conflict', 409, { currentVersion: current.version, current });
      }
      return { tolerancePercent: saved.tolerancePercent, version: saved.version };
    },
  };
}
