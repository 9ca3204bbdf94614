import { createHash, randomUUID } from 'node:crypto';
import type { UploadAccepted, UploadFields } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors/app-error';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { type JobRow, type JobStore, toJob } from '../../platform/jobs/job-store';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { CompanyRepo } from './company-repo';
import { extractDocument } from './extraction/extract-document';
import { draftStatements, type ImportPayload, saveDrafts } from './import-drafts';
import type { Actor } from './policy';
import type { StatementRepo } from './statement-repo';
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
};

export type UploadedFile = { bytes: Buffer; fileName: string };

/**
 * The part of the job's bar (percent) each extraction stage fills as it reports 0–100; the
 * rest is mapping (88), saving (94) and done (100). OCR and AI take the longest.
 */
const STAGE_SPANS: Record<string, readonly [number, number]> = {
  reading: [1, 5],
  extracting: [5, 60],
  ocr: [5, 70],
  ai: [70, 85],
};
const OTHER_STAGE: readonly [number, number] = [5, 85];

/** A failure as the job row keeps it: a code the web translates and flat params. */
function jobError(error: unknown): { code: string; params: Record<string, string | number> } {
  if (!(error instanceof AppError)) return { code: 'internal', params: {} };
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error.params ?? {})) {
    params[key] = typeof value === 'number' || typeof value === 'string' ? value : String(value);
  }
  return { code: error.code, params };
}

/** Finds the company by its exact name or creates it; `created` when this upload made it. */
async function findOrCreateCompany(repo: CompanyRepo, name: string, actor: Actor) {
  const existing = await repo.findByName(name);
  if (existing) return { company: existing, created: false };
  const inserted = await repo.insertIfMissing(name, actor.id);
  if (inserted) return { company: inserted, created: true };
  const raced = await repo.findByName(name);
  if (!raced) throw new Error(`company ${name} vanished while being created`);
  return { company: raced, created: false };
}

/** Upload → stored original + queued job → statements (data-center-board-admin.md §2, §4). */
export function importService(deps: ImportDeps) {
  const { companies, statements, jobs, runner, storage, hub, log } = deps;

  /** Writes job progress as extraction reports it: never backwards, one write per 5 % or stage. */
  const progressOf = (jobId: string) => {
    let chain: Promise<unknown> = Promise.resolve();
    let last = { stage: '', progress: 1 };
    return {
      report(stage: string, percent: number) {
        const [from, to] = STAGE_SPANS[stage] ?? OTHER_STAGE;
        const share = Math.min(100, Math.max(0, percent)) / 100;
        const progress = Math.max(last.progress, Math.round(from + share * (to - from)));
        if (stage === last.stage && progress - last.progress < 5) return;
        last = { stage, progress };
        chain = chain
          .then(() => jobs.update(jobId, { stage, progress }))
          .catch((err: unknown) => log.warn({ err, jobId }, 'job progress not recorded'));
      },
      flush: () => chain,
    };
  };

  /** Undoes what the upload stored: the file, and the company if this upload created it. */
  const discard = async (job: JobRow, payload: ImportPayload) => {
    const key = await statements.removeFileIfUnused(payload.fileId);
    if (key) await storage.delete(key);
    if (payload.companyCreated && job.companyId) {
      await companies.removeIfUnused(job.companyId, job.id);
    }
  };

  const run = async (job: JobRow, payload: ImportPayload) => {
    const bytes = await storage.get(payload.storageKey);
    const progress = progressOf(job.id);
    const result = await extractDocument(
      {
        bytes,
        fileName: payload.fileName,
        statementType: payload.statementType,
        aiModel: payload.aiModel,
        onProgress: progress.report,
        cacheDir: deps.cacheDir,
      },
      deps.ai,
    );
    await progress.flush();
    await jobs.update(job.id, { stage: 'mapping', progress: 88, aiUsed: result.aiUsed });
    const drafts = draftStatements(result, payload);
    await jobs.update(job.id, { stage: 'saving', progress: 94 });
    const done = await statements.transaction(async (repo, tx) => {
      const ids = await saveDrafts(repo, drafts, { job, payload, method: result.method });
      return jobs.write(tx, job.id, {
        status: 'done',
        stage: 'done',
        progress: 100,
        statementIds: ids,
      });
    });
    if (done) await jobs.announce(done);
    if (job.companyId) {
      await hub.publishCompany(job.companyId, {
        type: 'cache_invalidate',
        companyId: job.companyId,
      });
    }
  };

  return {
    /** Checks and stores the upload, queues its extraction job; the answer is 202 at once. */
    async accept(actor: Actor, fields: UploadFields, file: UploadedFile): Promise<UploadAccepted> {
      if (fields.documentType === 'payroll') {
        // Payroll documents arrive with the payroll feature; only statements are read for now.
        throw new AppError('validation_failed', 400, { field: 'documentType' });
      }
      const { mimeType } = checkUpload(file.bytes, file.fileName);
      const { company, created } = await findOrCreateCompany(companies, fields.companyName, actor);
      const storageKey = randomUUID();
      await storage.put(storageKey, file.bytes);
      try {
        const stored = await statements.insertFile({
          companyId: company.id,
          originalName: file.fileName,
          mimeType,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          storageKey,
          uploadedBy: actor.id,
        });
        const payload: ImportPayload = {
          fileId: stored.id,
          storageKey,
          fileName: file.fileName,
          statementType: fields.statementType,
          fiscalYear: fields.fiscalYear,
          fiscalPeriod: fields.fiscalPeriod,
          aiModel: fields.aiModel,
          companyCreated: created,
        };
        const job = await jobs.create({
          kind: 'extraction',
          userId: actor.id,
          companyId: company.id,
          payload,
        });
        await runner.enqueue(job.id);
        return { job: toJob(job), companyId: company.id };
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
    },

    /** The job handler: extraction → mapping → validation → one transaction; never half-saved. */
    async process(jobId: string): Promise<void> {
      const job = await jobs.claim(jobId, runner.driver === 'bullmq');
      if (!job) return;
      const payload = job.payload as ImportPayload;
      try {
        await run(job, payload);
      } catch (error) {
        if (!(error instanceof AppError)) log.error({ err: error, jobId }, 'extraction job failed');
        await discard(job, payload).catch((err: unknown) =>
          log.error({ err, jobId }, 'failed upload not cleaned up'),
        );
        await jobs.update(jobId, { status: 'failed', stage: 'failed', error: jobError(error) });
      }
    },

    /** Jobs a stopped process left behind: running ones failed, queued ones queued again. */
    async recover(): Promise<void> {
      if (runner.driver === 'in-process') {
        const failed = await jobs.failInterrupted();
        if (failed > 0) log.warn({ failed }, 'jobs interrupted by a restart marked failed');
      }
      for (const id of await jobs.queuedIds()) await runner.enqueue(id);
    },
  };
}

export type ImportService = ReturnType<typeof importService>;
