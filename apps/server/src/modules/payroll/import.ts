import {
  MAX_AMOUNT_WON,
  type PayrollEntry,
  type PayrollReadResult,
  payrollAmountTotal,
} from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { JobRow, JobStore } from '../../platform/jobs/job-store';
import type { FileStorage } from '../../platform/storage/file-storage';
import { type ParsePool, parsePayrollInWorker } from '../financial-data/extraction/parse-pool';
import type { ImportPayload } from '../financial-data/import-drafts';
import { jobProgress } from '../financial-data/job-progress';
import { type NewPayrollRow, type PayrollPeriod, payrollRepo } from './repo';

/** A payroll upload's job payload: a statement's, with the register's month and the name choice. */
export type PayrollPayload = ImportPayload & {
  documentType: 'payroll';
  /** The month chosen on the form; null for an annual register. */
  payrollMonth: number | null;
  keepNames: boolean;
};

export function isPayrollPayload(payload: ImportPayload): payload is PayrollPayload {
  return (payload as Partial<PayrollPayload>).documentType === 'payroll';
}

export type PayrollImportDeps = {
  db: Database;
  jobs: JobStore;
  storage: FileStorage;
  parsePool: ParsePool;
  audit: AuditLog;
  log: FastifyBaseLogger;
  /** Where OCR keeps its unpacked language models. */
  cacheDir: string;
};

/** Finds or creates the upload's company inside the saving transaction (import-service.ts). */
export type CompanyOf = (tx: Database) => Promise<{ id: string }>;

type Read = Extract<PayrollReadResult, { ok: true }>;

/**
 * What the local readers could not read at all (a PDF without text, a scan OCR gives no words
 * of): a statement would go to a model; a register never does, so it is unreadable.
 */
const UNREADABLE: readonly string[] = ['file/no-text', 'file/ocr-failed'];

function asPayrollFailure(error: unknown): unknown {
  if (error instanceof AppError && UNREADABLE.includes(error.code)) {
    return new AppError('payroll/not-readable', 422, { reason: error.code });
  }
  return error;
}

/**
 * The register's period is taken when the year already has an annual register (for an annual
 * upload) or a register covering one of its months (for a monthly one): the first such month.
 */
export function periodTaken(
  existing: readonly PayrollPeriod[],
  months: readonly number[],
): { month?: number } | null {
  if (months.length === 0) return existing.some((d) => d.months.length === 0) ? {} : null;
  const month = months.find((m) => existing.some((d) => d.months.includes(m)));
  return month === undefined ? null : { month };
}

/** The months a register covers: its rows' (a month column or the form's month), else none. */
function monthsOf(result: Read, formMonth: number | null): number[] {
  if (result.months.length > 0) return result.months;
  return formMonth === null ? [] : [formMonth];
}

function toRow(entry: PayrollEntry, keepNames: boolean): NewPayrollRow {
  return {
    lineNo: entry.lineNo,
    employeeNo: entry.employeeNo,
    name: keepNames ? entry.name : null,
    jobType: entry.jobType,
    jobLabel: entry.jobLabel,
    month: entry.month,
    basePay: entry.basePay,
    allowances: entry.allowances,
    bonuses: entry.bonuses,
    overtime: entry.overtime,
    retirement: entry.retirement,
    employerInsurance: entry.employerInsurance,
  };
}

/**
 * A payroll upload's job (docs/adr/0013): read in a parse worker by the local readers only (never
 * a model: its cells are personal data), the original deleted as soon as it has been read,
 * whatever the outcome, then the register and its rows saved in one transaction with the job's
 * end. Nothing of the rows reaches a log or the job row: only codes, counts and ids.
 */
export function payrollImport(deps: PayrollImportDeps) {
  const { db, jobs, storage, audit } = deps;

  const read = async (job: JobRow, payload: PayrollPayload): Promise<Read> => {
    const progress = jobProgress(jobs, job.id, deps.log);
    let answer: PayrollReadResult;
    try {
      const bytes = await storage.get(payload.storageKey);
      const options = {
        fiscalYear: payload.fiscalYear,
        month: payload.payrollMonth,
        keepNames: payload.keepNames,
      };
      ({ result: answer } = await parsePayrollInWorker(
        { bytes, fileName: payload.fileName, cacheDir: deps.cacheDir, payroll: options },
        { pool: deps.parsePool, onProgress: progress.report },
      ));
    } catch (error) {
      throw asPayrollFailure(error);
    } finally {
      // Read once, never kept: it holds what the worker dropped (resident numbers, names).
      await storage.delete(payload.storageKey);
      await progress.flush();
    }
    if (!answer.ok) throw new AppError(answer.code, 422, answer.params);
    return answer;
  };

  const save = (job: JobRow, payload: PayrollPayload, result: Read, companyOf: CompanyOf) =>
    db.transaction(async (tx) => {
      const company = await companyOf(tx);
      const repo = payrollRepo(tx);
      const months = monthsOf(result, payload.payrollMonth);
      const taken = periodTaken(await repo.lockedPeriods(company.id, payload.fiscalYear), months);
      if (taken) {
        throw new AppError('payroll/period-exists', 409, {
          fiscalYear: payload.fiscalYear,
          ...taken,
        });
      }
      const yearTotal = await repo.amountTotal(company.id, payload.fiscalYear);
      if (yearTotal + payrollAmountTotal(result.entries) > MAX_AMOUNT_WON) {
        throw new AppError('payroll/total-out-of-range', 422, { fiscalYear: payload.fiscalYear });
      }
      const documentId = await repo.insert(
        {
          companyId: company.id,
          fiscalYear: payload.fiscalYear,
          month: payload.payrollMonth,
          months,
          fileName: payload.fileName,
          rowCount: result.entries.length,
          namesKept: payload.keepNames,
          droppedColumns: result.droppedColumns,
          unknownJobLabels: result.unknownJobLabels,
          warnings: result.warnings,
          createdBy: job.userId,
        },
        result.entries.map((entry) => toRow(entry, payload.keepNames)),
      );
      const done = await jobs.write(tx, job.id, {
        status: 'done',
        stage: 'done',
        progress: 100,
        companyId: company.id,
        statementIds: [],
        payrollDocumentId: documentId,
      });
      return { done, documentId, companyId: company.id };
    });

  const audited = (job: JobRow, outcome: 'success' | 'failure', detail: object) =>
    audit.record({
      action: 'payroll.uploaded',
      outcome,
      actor: { id: job.userId },
      organisationId: job.organisationId,
      detail: { jobId: job.id, ...detail },
    });

  return {
    /** Runs the job to its end; returns the finished job row to announce after the commit. */
    async run(job: JobRow, payload: PayrollPayload, companyOf: CompanyOf) {
      const period = { fiscalYear: payload.fiscalYear, month: payload.payrollMonth };
      try {
        const result = await read(job, payload);
        await jobs.update(job.id, { stage: 'saving', progress: 94 });
        const saved = await save(job, payload, result, companyOf);
        await audited(job, 'success', {
          ...period,
          documentId: saved.documentId,
          companyId: saved.companyId,
          rowCount: result.entries.length,
          namesKept: payload.keepNames,
          droppedColumns: result.droppedColumns,
        });
        return saved.done;
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'internal';
        await audited(job, 'failure', { ...period, code });
        throw error;
      }
    },
  };
}

export type PayrollImport = ReturnType<typeof payrollImport>;
