import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { DatabaseHandle } from '../../platform/db/database';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { jobStore } from '../../platform/jobs/job-store';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { FileStorage } from '../../platform/storage/file-storage';
import { payrollImport } from '../payroll/import';
import { companyRepo } from './company-repo';
import type { ParsePool } from './extraction/parse-pool';
import { recoverImports } from './import-recovery';
import { importService } from './import-service';
import { ratioRepo } from './ratio-repo';
import { ratioService } from './ratio-service';
import { statementRepo } from './statement-repo';
import { statementService } from './statement-service';
import { trashRepo } from './trash-repo';
import { trashService } from './trash-service';
import { workspaceRepo } from './workspace-repo';
import { workspaceService } from './workspace-service';

/** With a shared PostgreSQL another process may be storing an upload's bytes right now. */
const RECEIVING_GRACE_MS = 10 * 60_000;

export type FinancialDataDeps = {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage;
  runner: JobRunner;
  parsePool: ParsePool;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  /** Deletes and restores are audited (issue 14 §6). */
  audit: AuditLog;
};

/** The financial data center's use cases, built on one database, storage and job runner. */
export function financialDataServices(deps: FinancialDataDeps) {
  const { config, database, storage, runner, parsePool, hub, log, audit } = deps;
  const companies = companyRepo(database.db);
  const statements = statementRepo(database.db);
  const jobs = jobStore(database.db, hub);
  const imports = importService({
    companies,
    statements,
    jobs,
    runner,
    storage,
    hub,
    log,
    ai: config.ai,
    cacheDir: config.dataDir,
    maxJobsPerUser: config.uploadJobsPerUser,
    parsePool,
    payroll: payrollImport({
      db: database.db,
      jobs,
      storage,
      parsePool,
      audit,
      log,
      cacheDir: config.dataDir,
    }),
  });
  return {
    jobs,
    statements: statementService({ companies, statements, storage, hub, log }),
    trash: trashService({ companies, trash: trashRepo(database.db), audit, hub }),
    imports,
    /** At start: what a stopped process left behind (see import-recovery.ts). */
    recoverImports: () =>
      recoverImports({
        jobs,
        runner,
        log,
        discard: imports.discard,
        // Only this process opens a PGlite database: an upload still receiving is abandoned.
        receivingGraceMs: config.database.kind === 'pglite' ? 0 : RECEIVING_GRACE_MS,
      }),
    ratios: ratioService({ companies, statements, ratios: ratioRepo(database.db), hub }),
    workspace: workspaceService({
      config,
      database,
      storage,
      runner,
      jobs,
      companies,
      workspace: workspaceRepo(database.db),
      hub,
      log,
    }),
  };
}

export type FinancialDataServices = ReturnType<typeof financialDataServices>;
