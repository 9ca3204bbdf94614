import type { WorkspaceInfo } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../platform/db/database';
import type { JobRunner } from '../../platform/jobs/job-runner';
import type { JobStore } from '../../platform/jobs/job-store';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { CompanyRepo } from './company-repo';
import type { Actor } from './policy';
import type { WorkspaceRepo } from './workspace-repo';

export type WorkspaceDeps = {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage;
  runner: JobRunner;
  jobs: JobStore;
  companies: CompanyRepo;
  workspace: WorkspaceRepo;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
};

/** The workspace tab (admins): where data lives, what is queued, and a reload for everyone. */
export function workspaceService(deps: WorkspaceDeps) {
  const { config, database, storage, runner, jobs, companies, workspace, hub, log } = deps;
  const databaseStatus = () =>
    database.ping().then(
      () => 'ok',
      (err: unknown) => {
        log.warn({ err }, 'workspace database check failed');
        return 'unavailable';
      },
    );

  return {
    async info(actor: Actor): Promise<WorkspaceInfo> {
      const [status, files, jobCounts, counts] = await Promise.all([
        databaseStatus(),
        storage.stats(),
        jobs.countByStatus(),
        workspace.counts(actor),
      ]);
      return {
        role: actor.role ?? 'user',
        database: { driver: database.driver, status },
        storage: { kind: storage.kind, path: storage.location, ...files },
        jobs: {
          driver: runner.driver,
          queued: jobCounts.queued,
          running: jobCounts.running,
          failed: jobCounts.failed,
        },
        counts,
        aiProviders: { claude: config.ai.claude !== null, gemini: config.ai.gemini !== null },
        checkedAt: new Date().toISOString(),
      };
    },
    /**
     * This module keeps no server-side cache (ratios and statuses are computed from the stored
     * rows on every read), so clearing means telling every open screen to drop what it holds:
     * cache_invalidate for every company the caller may read.
     */
    async clearCache(actor: Actor): Promise<{ clearedAt: string; companies: number }> {
      const ids = await companies.ids(actor);
      for (const companyId of ids) {
        await hub.publishCompany(companyId, { type: 'cache_invalidate', companyId });
      }
      return { clearedAt: new Date().toISOString(), companies: ids.length };
    },
  };
}

export type WorkspaceService = ReturnType<typeof workspaceService>;
