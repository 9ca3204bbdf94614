import {
  type FiscalPeriod,
  TRASH_RETENTION_DAYS,
  type TrashedCompany,
  type TrashedStatement,
  type TrashList,
} from '@bus/domain';
import type { AuditLog } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/errors/app-error';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { Scope } from '../../platform/tenancy/scope';
import type { CompanyRepo } from './company-repo';
import { canDeleteCompany } from './policy';
import type { TrashedCompanyRow, TrashedStatementRow, TrashRepo } from './trash-repo';

/** The signed-in caller of a request, as the audit trail records it. */
export type Caller = { scope: Scope; ip: string; userAgent: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () => new AppError('not_found', 404);

/** Whole days left before the purge (TRASH_RETENTION_DAYS after deletion), never negative. */
export function daysLeft(deletedAt: Date, now: Date): number {
  const purgeAt = deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((purgeAt - now.getTime()) / DAY_MS));
}

function trashed(row: TrashedCompanyRow | TrashedStatementRow, now: Date) {
  const deletedAt = row.deletedAt ?? now;
  return {
    organisation: {
      id: row.organisationId,
      name: row.organisationName,
      kind: row.organisationKind,
    },
    deletedAt: deletedAt.toISOString(),
    deletedBy: row.deletedById ? { id: row.deletedById, name: row.deletedByName ?? '' } : null,
    daysLeft: daysLeft(deletedAt, now),
  };
}

/**
 * Nothing lost on delete (issue 14 §6): deleting a company or a statement moves it to its
 * organisation's trash, from which its managers restore it for TRASH_RETENTION_DAYS; the
 * retention job purges it after (trash-purge.ts). Every delete and restore is audited.
 */
export function trashService(deps: {
  companies: CompanyRepo;
  trash: TrashRepo;
  audit: AuditLog;
  hub: RealtimeHub;
  now?: () => Date;
}) {
  const { companies, trash, audit, hub } = deps;
  const now = deps.now ?? (() => new Date());
  const invalidate = (companyId: string) =>
    hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
  const record = (
    caller: Caller,
    action: 'company.deleted' | 'company.restored' | 'statement.deleted' | 'statement.restored',
    organisationId: string | null,
    detail: Record<string, unknown>,
  ) =>
    audit.record({
      action,
      actor: { id: caller.scope.userId },
      organisationId,
      ip: caller.ip,
      userAgent: caller.userAgent,
      detail,
    });

  return {
    /** Moves a company and its statements to the trash (403 per policy.ts canDeleteCompany). */
    async deleteCompany(caller: Caller, id: string): Promise<void> {
      const found = await companies.get(id);
      if (!found) throw notFound();
      if (!canDeleteCompany(caller.scope, found)) throw new AppError('forbidden', 403);
      // The company and its statements in one step: a half-trashed company never shows.
      const company = await trash.transaction((repo) =>
        repo.trashCompany(id, caller.scope.userId, now()),
      );
      if (!company) throw notFound();
      await record(caller, 'company.deleted', company.organisationId, {
        companyId: id,
        name: company.name,
      });
      await invalidate(id);
    },
    async deleteStatement(caller: Caller, id: string): Promise<void> {
      const statement = await trash.trashStatement(id, caller.scope.userId, now());
      if (!statement) throw notFound();
      const organisationId = await trash.organisationOf(statement.companyId);
      await record(caller, 'statement.deleted', organisationId, {
        statementId: id,
        companyId: statement.companyId,
        type: statement.type,
        fiscalYear: statement.fiscalYear,
      });
      await invalidate(statement.companyId);
    },
    async list(scope: Scope): Promise<TrashList> {
      const at = now();
      const [companyRows, statementRows] = await Promise.all([
        trash.trashedCompanies(scope),
        trash.trashedStatements(scope),
      ]);
      return {
        companies: companyRows.map(
          (row): TrashedCompany => ({
            id: row.id,
            name: row.name,
            statementCount: row.statementCount,
            ...trashed(row, at),
          }),
        ),
        statements: statementRows.map(
          (row): TrashedStatement => ({
            id: row.id,
            companyId: row.companyId,
            companyName: row.companyName,
            type: row.type,
            fiscalYear: row.fiscalYear,
            fiscalPeriod: row.fiscalPeriod as FiscalPeriod,
            ...trashed(row, at),
          }),
        ),
      };
    },
    /** Restores a company with its statements; 409 when a live company took its name meanwhile. */
    async restoreCompany(caller: Caller, id: string): Promise<void> {
      const company = await trash.transaction(async (repo) => {
        const found = await repo.trashedCompany(id);
        if (!found?.deletedAt) throw notFound();
        if (await repo.nameTaken(found.organisationId, found.name)) {
          throw new AppError('organisation/name-taken', 409, { name: found.name });
        }
        const row = await repo.restoreCompany(id, found.deletedAt);
        if (!row) throw notFound();
        return row;
      });
      await record(caller, 'company.restored', company.organisationId, {
        companyId: id,
        name: company.name,
      });
      await invalidate(id);
    },
    /** Restores a statement trashed on its own (one under a trashed company comes back with it). */
    async restoreStatement(caller: Caller, id: string): Promise<void> {
      const statement = await trash.restoreStatement(id);
      if (!statement) throw notFound();
      const organisationId = await trash.organisationOf(statement.companyId);
      await record(caller, 'statement.restored', organisationId, {
        statementId: id,
        companyId: statement.companyId,
      });
      await invalidate(statement.companyId);
    },
  };
}

export type TrashService = ReturnType<typeof trashService>;
