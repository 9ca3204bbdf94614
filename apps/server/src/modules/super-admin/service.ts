import os from 'node:os';
import type {
  DatabaseManagement,
  SuperAdminAuditList,
  SuperAdminAuditQuery,
  SystemMaintenanceBody,
  SystemMaintenanceResult,
  SystemStatus,
  UserActivity,
  UserActivityQuery,
} from '@bus/domain';
import type { Config } from '../../config';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { AuditRetention } from '../../platform/audit/retention';
import type { LoginThrottle } from '../../platform/auth/throttle';
import type { DatabaseHandle } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { HealthService } from '../health/service';
import { auditLogView } from './audit-log-view';
import type { BackupReading, CheckContext } from './check';
import { databaseOverview } from './database-status';
import { runMaintenance } from './maintenance';
import type { RedisReader } from './redis-info';
import type { SuperAdminRepo } from './repo';
import { reportLanguageOf } from './report-labels';
import type { ReportStore } from './report-store';
import { reportWorkbook } from './report-workbook';
import { systemStatus } from './system-status';
import { userActivity } from './user-activity';

export type SuperAdminDeps = {
  config: Config;
  database: DatabaseHandle;
  repo: SuperAdminRepo;
  health: HealthService;
  redis: RedisReader;
  throttle: LoginThrottle;
  retention: Pick<AuditRetention, 'lastRun'>;
  audit: AuditLog;
  reports: ReportStore;
  version: string;
};

/** The super admin making the call, with what the report and the audit row need. */
export type SuperAdminActor = {
  id: string;
  email: string;
  preferredLanguage: string | null;
  ip: string | null;
  userAgent: string | null;
  /** GET /api/super-admin/backups as this caller (the backup module's contract). */
  readBackups: () => Promise<BackupReading>;
};

/** A run's status per the file name: what, when (UTC, sortable). */
function reportFileName(action: string, at: string): string {
  const stamp = at.replace(/[-:]/g, '').slice(0, 15);
  return `super-admin-${action.replaceAll('_', '-')}-${stamp}Z.xlsx`;
}

/** The super-admin console's use cases (issue 18 item 1). */
export function superAdminService(deps: SuperAdminDeps) {
  const status = (): Promise<SystemStatus> =>
    systemStatus({
      health: deps.health,
      redis: deps.redis,
      dataDir: deps.config.dataDir,
      version: deps.version,
    });
  const pgliteDir = deps.config.database.kind === 'pglite' ? deps.config.database.dataDir : null;

  const context = (actor: SuperAdminActor): CheckContext => {
    let sampled: Promise<SystemStatus> | null = null;
    return {
      config: deps.config,
      driver: deps.database.driver,
      repo: deps.repo,
      throttle: deps.throttle,
      retention: deps.retention,
      health: deps.health,
      system: () => {
        sampled ??= status();
        return sampled;
      },
      backups: actor.readBackups,
      now: new Date(),
    };
  };

  return {
    systemStatus: status,

    userActivity: (query: UserActivityQuery): Promise<UserActivity> =>
      userActivity(deps.repo, query),

    async databaseManagement(): Promise<DatabaseManagement> {
      const [database, redis] = await Promise.all([
        databaseOverview(deps.database, pgliteDir),
        deps.redis.overview(),
      ]);
      return { checkedAt: new Date().toISOString(), database, redis };
    },

    auditLogs: (query: SuperAdminAuditQuery): Promise<SuperAdminAuditList> =>
      auditLogView(deps.audit, query),

    /** Runs the checks, keeps the xlsx for the caller and records the run in the audit trail. */
    async maintenance(
      actor: SuperAdminActor,
      body: SystemMaintenanceBody,
    ): Promise<SystemMaintenanceResult> {
      const run = await runMaintenance(body.action, body.scope, context(actor));
      const report = deps.reports.put({
        ownerId: actor.id,
        fileName: reportFileName(body.action, run.result.startedAt),
        content: {
          result: { ...run.result, reportId: null, reportExpiresAt: null },
          runBy: actor.email,
          server: os.hostname(),
          activity: run.activity,
        },
      });
      const { counts } = run.result;
      await deps.audit.record({
        action: 'super_admin.maintenance',
        outcome: run.result.status === 'error' ? 'failure' : 'success',
        actor: { id: actor.id, email: actor.email },
        ip: actor.ip,
        userAgent: actor.userAgent,
        detail: {
          run: body.action,
          scope: body.scope,
          status: run.result.status,
          critical: counts.critical ?? 0,
          warning: counts.warning ?? 0,
          reportId: report.id,
        },
      });
      return {
        ...run.result,
        reportId: report.id,
        reportExpiresAt: report.expiresAt.toISOString(),
      };
    },

    /**
     * The caller's own report as xlsx, in `language` (else the profile's); another super admin's,
     * or an expired one, is not found.
     */
    async report(actor: SuperAdminActor, id: string, language: string | undefined) {
      const report = deps.reports.get(id, actor.id);
      if (!report) throw new AppError('super-admin/report-not-found', 404);
      const bytes = await reportWorkbook({
        ...report.content,
        language: reportLanguageOf(language ?? actor.preferredLanguage),
      });
      await deps.audit.record({
        action: 'super_admin.report_downloaded',
        actor: { id: actor.id, email: actor.email },
        ip: actor.ip,
        userAgent: actor.userAgent,
        detail: { reportId: id },
      });
      return { fileName: report.fileName, bytes };
    },
  };
}

export type SuperAdminService = ReturnType<typeof superAdminService>;
