import { createHash, randomUUID } from 'node:crypto';
import type { UploadAccepted, UploadFields } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { JobRunner } from '../../platform/jobs/job-runner';
import type { JobRow, JobStore } from '../../platform/jobs/job-store';
import { workTimings } from '../../platform/metrics/work-timings';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { FileStorage } from '../../platform/storage/file-storage';
import { isPayrollPayload, type PayrollImport, type PayrollPayload } from '../payroll/import';
import { type CompanyDetails, detailsToFill, hasDetails, storedDetails } from './company-details';
import { type CompanyRepo, companyRepo } from './company-repo';
import { extractDocument } from './extraction/extract-document';
import type { ParsePool } from './extraction/parse-pool';
import { draftStatements, type ImportPayload, saveDrafts } from './import-drafts';
import { jobProgress } from './job-progress';
import type { Actor } from './policy';
import type { StatementQueries, StatementRepo } from './statement-repo';
import { checkUpload } from './upload-check';

export type ImportDeps = {
  companies: CompanyRepo;
  statements: StatementRepo;
  jobs: JobStore;
  runner: JobRunner;
  storage: FileStorage;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  ai: Config['ai'];
  /** Where OCR keeps its unpacked language models. */
  cacheDir: string;
  /** Queued and running uploads one user may have at once. */
  maxJobsPerUser: number;
  /** The parse workers of this server (docs/adr/0008). */
  parsePool: ParsePool;
  /** Payroll registers' jobs (issue 19): read, saved and cleaned up apart from statements. */
  payroll: PayrollImport;
};

export type UploadedFile = { bytes: Buffer; fileName: string };

/** How an extraction job ended, as its row says (the metrics' `outcome` label). */
export type ExtractionOutcome = 'done' | 'failed';

/** A failure as the job row keeps it: a code the web translates and flat params. */
function jobError(error: unknown): { code: string; params: Record<string, string | number> } {
  if (!(error instanceof AppError)) return { code: 'internal', params: {} };
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error.params ?? {})) {
    params[key] = typeof value === 'number' || typeof value === 'string' ? value : String(value);
  }
  return { code: error.code, params };
}

/** Jobs queued before issue 13 carry another payload (file row and company made at upload). */
function isCurrentPayload(payload: Partial<ImportPayload>): payload is ImportPayload {
  return typeof payload.companyName === 'string' && typeof payload.storageKey === 'string';
}

/**
 * Finds the company by its exact name or creates it, inside the job's saving transaction. The
 * upload's business number and industry go on a new company, or on an existing one that has none
 * yet; a value the company has is kept (payloads queued before they existed carry neither).
 */
async function findOrCreateCompany(
  repo: CompanyRepo,
  payload: ImportPayload & Partial<CompanyDetails>,
  job: { userId: string; organisationId: string },
) {
  const name = payload.companyName;
  const given = storedDetails(payload);
  const { organisationId, userId } = job;
  const existing =
    (await repo.findByName(organisationId, name)) ??
    (await repo.insertIfMissing(organisationId, name, userId, given));
  const company = existing ?? (await repo.findByName(organisationId, name));
  if (!company) throw new Error(`company ${name} vanished while being created`);
  const fill = detailsToFill(company, given);
  return hasDetails(fill) ? ((await repo.fillDetails(company.id, fill)) ?? company) : company;
}

/** Who a job's company is found or created for (jobs from before issue 14 have no organisation). */
function jobOwner(job: JobRow): { userId: string; organisationId: string } {
  if (!job.organisationId) throw new AppError('internal', 500, { reason: 'payload_outdated' });
  return { userId: job.userId, organisationId: job.organisationId };
}

/** The company, the original's row and the statements: all of them or, on any failure, none. */
async function saveImport(
  repo: StatementQueries,
  tx: Database,
  job: JobRow,
  payload: ImportPayload,
  result: { method: Parameters<typeof saveDrafts>[2]['method'] },
  drafts: ReturnType<typeof draftStatements>,
) {
  const company = await findOrCreateCompany(companyRepo(tx), payload, jobOwner(job));
  const file = await repo.insertFile({
    companyId: company.id,
    originalName: payload.fileName,
    mimeType: payload.mimeType,
    size: payload.size,
    sha256: payload.sha256,
    storageKey: payload.storageKey,
    uploadedBy: job.userId,
  });
  const ids = await saveDrafts(repo, drafts, {
    companyId: company.id,
    fileId: file.id,
    userId: job.userId,
    fiscalPeriod: payload.fiscalPeriod,
    method: result.method,
  });
  return { companyId: company.id, ids };
}

/** Upload → stored original + queued job → statements (data-center-board-admin.md §2, §4). */
export function importService(deps: ImportDeps) {
  const { companies, statements, jobs, runner, storage, hub, log } = deps;
  /** Claim to end of each job this process ran (issue 18 §3, the /metrics histogram). */
  const durations = workTimings<{ outcome: ExtractionOutcome }>();

  const run = async (job: JobRow, payload: ImportPayload) => {
    if (isPayrollPayload(payload)) {
      const done = await deps.payroll.run(job, payload, (tx) =>
        findOrCreateCompany(companyRepo(tx), payload, jobOwner(job)),
      );
      if (done) await announceDone(done);
      return;
    }
    const bytes = await storage.get(payload.storageKey);
    const progress = jobProgress(jobs, job.id, log);
    const result = await extractDocument(
      {
        bytes,
        fileName: payload.fileName,
        statementType: payload.statementType,
        aiModel: payload.aiModel,
        onProgress: progress.report,
        cacheDir: deps.cacheDir,
        pool: deps.parsePool,
      },
      deps.ai,
    );
    await progress.flush();
    await jobs.update(job.id, { stage: 'mapping', progress: 88, aiUsed: result.aiUsed });
    const drafts = draftStatements(result, payload);
    await jobs.update(job.id, { stage: 'saving', progress: 94 });
    const done = await statements.transaction(async (repo, tx) => {
      const saved = await saveImport(repo, tx, job, payload, result, drafts);
      return jobs.write(tx, job.id, {
        status: 'done',
        stage: 'done',
        progress: 100,
        companyId: saved.companyId,
        statementIds: saved.ids,
      });
    });
    if (done) await announceDone(done);
  };

  /**
   * An unexpected failure, logged: a payroll job's by its error's name only, since a message
   * thrown while reading a register might quote one of its cells (docs/adr/0013).
   */
  const logFailure = (job: JobRow, error: unknown) => {
    const payroll = isPayrollPayload(job.payload as ImportPayload);
    const err = payroll ? { name: error instanceof Error ? error.name : typeof error } : error;
    log.error({ err, jobId: job.id }, 'extraction job failed');
  };

  /** After the commit: telling the sockets may fail, the saved import stands. */
  const announceDone = async (done: JobRow) => {
    try {
      await jobs.announce(done);
      if (done.companyId) {
        await hub.publishCompany(done.companyId, {
          type: 'cache_invalidate',
          companyId: done.companyId,
        });
      }
    } catch (err) {
      log.warn({ err, jobId: done.id }, 'finished job not announced');
    }
  };

  /**
   * Removes a failed job's stored bytes (unless a saved file row holds them: jobs from before
   * issue 13 stored that row first); the job row stays as the record of the attempt.
   */
  const discard = async (job: JobRow) => {
    const key = (job.payload as Partial<ImportPayload>).storageKey;
    if (key && !(await statements.storageKeyInUse(key))) await storage.delete(key);
    await jobs.markDiscarded(job.id);
  };

  return {
    /**
     * Checks the upload, records its job (within the user's cap), stores the bytes and queues the
     * job; the answer is 202 at once. The job row comes first, so stored bytes always have a row
     * that tells the start-up sweep whose they are. Everything goes into `organisationId`, which
     * the caller has checked the actor may write (tenancy.requireWritableOrganisation); a
     * company name is matched within it only.
     */
    async accept(
      actor: Actor,
      organisationId: string,
      fields: UploadFields,
      file: UploadedFile,
    ): Promise<UploadAccepted> {
      if (!(await companies.organisationExists(organisationId))) {
        throw new AppError('validation_failed', 400, { field: 'organisationId' });
      }
      const { mimeType } = checkUpload(file.bytes, file.fileName);
      const existing = await companies.findByName(organisationId, fields.companyName);
      const payload: ImportPayload & CompanyDetails & Partial<PayrollPayload> = {
        ...storedDetails(fields),
        storageKey: randomUUID(),
        fileName: file.fileName,
        mimeType,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        lane: mimeType.startsWith('image/') ? 'ocr' : 'document',
        companyName: fields.companyName,
        statementType: fields.statementType,
        fiscalYear: fields.fiscalYear,
        fiscalPeriod: fields.fiscalPeriod,
        aiModel: fields.aiModel,
        // A payroll register (issue 19): read by the payroll reader, never by a model.
        ...(fields.documentType === 'payroll'
          ? {
              documentType: 'payroll' as const,
              payrollMonth: fields.payrollMonth ?? null,
              keepNames: fields.keepNames,
            }
          : {}),
      };
      const job = await jobs.create(
        {
          kind: 'extraction',
          userId: actor.userId,
          organisationId,
          companyId: existing?.id ?? null,
          stage: 'receiving',
          payload,
        },
        deps.maxJobsPerUser,
      );
      try {
        await storage.put(payload.storageKey, file.bytes);
      } catch (error) {
        await storage.delete(payload.storageKey);
        await jobs.update(job.id, { status: 'failed', stage: 'failed', error: jobError(error) });
        await jobs.markDiscarded(job.id);
        throw error;
      }
      const queued = (await jobs.update(job.id, { stage: 'queued' })) ?? job;
      await runner.enqueue(job.id, payload.lane);
      return { job: await jobs.view(queued), companyId: existing?.id ?? null };
    },

    /** The job handler: extraction → mapping → validation → one transaction; never half-saved. */
    async process(jobId: string): Promise<void> {
      const job = await jobs.claim(jobId, runner.driver === 'bullmq');
      if (!job) return;
      const finished = durations.start();
      let outcome: ExtractionOutcome = 'failed';
      try {
        const payload = job.payload as Partial<ImportPayload>;
        if (!isCurrentPayload(payload)) {
          throw new AppError('internal', 500, { reason: 'payload_outdated' });
        }
        await run(job, payload);
        outcome = 'done';
      } catch (error) {
        if (!(error instanceof AppError)) logFailure(job, error);
        // Cleaned up before it shows as failed: whoever sees `failed` finds nothing left over.
        await discard(job).catch((err: unknown) =>
          log.error({ err, jobId }, 'failed upload not cleaned up'),
        );
        await jobs.update(jobId, { status: 'failed', stage: 'failed', error: jobError(error) });
      } finally {
        finished({ outcome });
      }
    },

    /** A job the queue gave up on (its processes died): failed and cleaned up, unless it ended. */
    async abandon(jobId: string): Promise<void> {
      const job = await jobs.get(jobId);
      if (!job || job.status === 'done' || job.status === 'failed') return;
      await discard(job);
      await jobs.update(jobId, {
        status: 'failed',
        stage: 'failed',
        error: { code: 'internal', params: { reason: 'worker_lost' } },
      });
    },

    discard,
    /** How long each job took and how it ended, for whoever listens (platform/metrics). */
    durations: { listen: durations.listen },
  };
}

export type ImportService = ReturnType<typeof importService>;
