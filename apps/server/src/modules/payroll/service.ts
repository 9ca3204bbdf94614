import type { AuditAction } from '@bus/domain';
import {
  PAYROLL_ROWS_PAGE_SIZE,
  type PayrollDocument,
  type PayrollDocumentList,
  type PayrollRow,
  type PayrollRowPage,
  type PayrollRowsQuery,
  type PayrollRowUpdate,
  type PayrollToleranceUpdate,
} from '@bus/domain';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { Scope } from '../../platform/tenancy/scope';
import type { Caller } from '../financial-data/trash-service';
import { payrollFigures } from './figures';
import { rowsRefusal } from './policy';
import { type PayrollDocumentView, type PayrollRowRecord, payrollRepo } from './repo';

export type PayrollDeps = { db: Database; audit: AuditLog; hub: RealtimeHub };

const notFound = () => new AppError('not_found', 404);

export function toDocument(row: PayrollDocumentView): PayrollDocument {
  return {
    id: row.id,
    companyId: row.companyId,
    fiscalYear: row.fiscalYear,
    month: row.month,
    months: row.months,
    fileName: row.fileName,
    rowCount: row.rowCount,
    namesKept: row.namesKept,
    droppedColumns: row.droppedColumns,
    unknownJobLabels: row.unknownJobLabels,
    warnings: row.warnings,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy ? { id: row.createdBy, name: row.creatorName ?? '' } : null,
  };
}

export function toRow(row: PayrollRowRecord): PayrollRow {
  return {
    id: row.id,
    documentId: row.documentId,
    lineNo: row.lineNo,
    employeeNo: row.employeeNo,
    name: row.name,
    jobType: row.jobType,
    jobLabel: row.jobLabel,
    month: row.month,
    basePay: row.basePay,
    allowances: row.allowances,
    bonuses: row.bonuses,
    overtime: row.overtime,
    retirement: row.retirement,
    employerInsurance: row.employerInsurance,
    version: row.version,
  };
}

/** Throws the policy's refusal (403 payroll/rows-forbidden) unless the caller may see rows. */
function requireRows(caller: Caller, company: { organisationId: string }): void {
  const refusal = rowsRefusal(caller.scope, company);
  if (refusal) throw new AppError(refusal.code, refusal.status);
}

/**
 * Payroll registers' use cases (issue 19, docs/adr/0013): the list and figures any reader of the
 * company sees, and the employee rows only a manager of its organisation does, every view and
 * change audited. The routes have checked the organisation rule (404 for another's ids).
 */
export function payrollService(deps: PayrollDeps) {
  const { db, audit, hub } = deps;
  const repo = payrollRepo(db);
  const figures = payrollFigures(db);

  const record = (
    caller: Caller,
    action: AuditAction,
    organisationId: string,
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

  /** After a change: the company's open screens reload (the summary, the transport cost). */
  const invalidate = async (companyId: string) => {
    await hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
  };

  const documentOf = async (id: string) => {
    const document = await repo.document(id);
    if (!document) throw notFound();
    return document;
  };

  return {
    ...figures,

    /** The company's tolerance on its version; its open screens reload. */
    async saveTolerance(scope: Scope, companyId: string, body: PayrollToleranceUpdate) {
      const saved = await figures.saveTolerance(scope, companyId, body);
      await invalidate(companyId);
      return saved;
    },

    async documents(companyId: string): Promise<PayrollDocumentList> {
      return { items: (await repo.documents(companyId)).map(toDocument) };
    },

    /** One page of a register's employees; each page viewed is an audit event. */
    async rows(
      caller: Caller,
      documentId: string,
      query: PayrollRowsQuery,
    ): Promise<PayrollRowPage> {
      const document = await documentOf(documentId);
      requireRows(caller, document);
      const pageSize = PAYROLL_ROWS_PAGE_SIZE;
      const { items, total } = await repo.rowsPage(documentId, {
        jobType: query.jobType,
        offset: (query.page - 1) * pageSize,
        limit: pageSize,
      });
      await record(caller, 'payroll.rows_viewed', document.organisationId, {
        documentId,
        companyId: document.companyId,
        page: query.page,
        jobType: query.jobType ?? null,
        rows: items.length,
      });
      return { items: items.map(toRow), total, page: query.page, pageSize };
    },

    /** Corrects one row's job type on its version (409 with the current row when stale). */
    async updateRow(caller: Caller, rowId: string, body: PayrollRowUpdate): Promise<PayrollRow> {
      const row = await repo.row(rowId);
      if (!row) throw notFound();
      requireRows(caller, row);
      const saved = await repo.updateJobType(rowId, body.version, body.jobType);
      if (!saved) {
        const current = await repo.row(rowId);
        if (!current) throw notFound();
        throw new AppError('conflict', 409, {
          currentVersion: current.version,
          current: toRow(current),
        });
      }
      await repo.touch(row.documentId);
      await record(caller, 'payroll.row_updated', row.organisationId, {
        rowId,
        documentId: row.documentId,
        companyId: row.companyId,
        lineNo: row.lineNo,
        before: { jobType: row.jobType, version: row.version },
        after: { jobType: saved.jobType, version: saved.version },
      });
      await invalidate(row.companyId);
      return toRow(saved);
    },

    /** Deletes a register with its rows for good (no trash: docs/adr/0013). */
    async deleteDocument(caller: Caller, documentId: string): Promise<void> {
      const document = await documentOf(documentId);
      requireRows(caller, document);
      const removed = await repo.transaction((tx) => tx.remove(documentId));
      if (!removed) throw notFound();
      await record(caller, 'payroll.document_deleted', document.organisationId, {
        documentId,
        companyId: document.companyId,
        fiscalYear: document.fiscalYear,
        month: document.month,
        rowCount: document.rowCount,
        fileName: document.fileName,
      });
      await invalidate(document.companyId);
    },
  };
}

export type PayrollService = ReturnType<typeof payrollService>;
