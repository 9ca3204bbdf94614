import {
  BackupOverview,
  DatabaseManagement,
  SuperAdminAuditList,
  SuperAdminAuditQuery,
  SystemMaintenanceBody,
  SystemMaintenanceResult,
  SystemStatus,
  UserActivity,
  UserActivityQuery,
} from '@bus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { AuditRetention } from '../../platform/audit/retention';
import type { LoginThrottle } from '../../platform/auth/throttle';
import type { App } from '../../platform/http/app-type';
import { sendDownload, XLSX_TYPE } from '../../platform/http/download';
import type { Services } from '../../services';
import type { HealthService } from '../health/service';
import type { BackupReading } from './check';
import { redisReader } from './redis-info';
import { superAdminRepo } from './repo';
import { reportStore } from './report-store';
import { type SuperAdminActor, superAdminService } from './service';

const PREFIX = '/api/super-admin';
const tags = ['super-admin'];
/** §6: /super-admin is super_admin only; monitoring is not organisation data. */
const superAdmin = { minRole: 'super_admin' as const, tenancy: 'none' as const };
/** The backup module's route (modules/backups), read for the health check's backup freshness. */
const BACKUPS_URL = `${PREFIX}/backups`;

const ReportParams = z.object({ id: z.uuid() });
const ReportQuery = z.object({ lang: z.enum(['ko', 'en', 'ja']).optional() });

/** What the console reads beside `services`: the health probe, Redis, the throttle, the purge. */
export type SuperAdminSources = {
  health: HealthService;
  redis: Redis | null;
  loginThrottle: LoginThrottle;
  auditRetention: Pick<AuditRetention, 'lastRun'>;
  version: string;
};

/**
 * GET /api/super-admin/backups as the caller, through the backup module's own route and contract:
 * absent (404) or failing, the health check says "unknown" with the reason.
 */
function backupsReader(app: App, request: FastifyRequest): () => Promise<BackupReading> {
  return async () => {
    const response = await app.inject({
      method: 'GET',
      url: BACKUPS_URL,
      headers: { cookie: request.headers.cookie ?? '' },
    });
    if (response.statusCode !== 200) {
      const code = (response.json() as { code?: string }).code ?? `HTTP ${response.statusCode}`;
      return { unavailable: code };
    }
    const parsed = BackupOverview.safeParse(response.json());
    return parsed.success ? { overview: parsed.data } : { unavailable: 'invalid_response' };
  };
}

/** /api/super-admin/* — the monitoring console (data-center-board-admin.md §2, §7; issue 18 §1). */
export function registerSuperAdminRoutes(app: App, services: Services, sources: SuperAdminSources) {
  const service = superAdminService({
    config: services.config,
    database: services.database,
    repo: superAdminRepo(services.database.db),
    health: sources.health,
    redis: redisReader(sources.redis),
    throttle: sources.loginThrottle,
    retention: sources.auditRetention,
    audit: services.audit,
    reports: reportStore(),
    version: sources.version,
  });

  const actorOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SuperAdminActor> => {
    const { user } = await services.sessions.require(request, reply);
    return {
      id: user.id,
      email: user.email,
      preferredLanguage: user.preferredLanguage ?? null,
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent'] ?? null,
      readBackups: backupsReader(app, request),
    };
  };

  app.get(
    `${PREFIX}/system-status`,
    {
      config: superAdmin,
      schema: {
        tags,
        summary: 'CPU, memory, disk, uptime, processes; database and Redis health',
        response: { 200: SystemStatus },
      },
    },
    () => service.systemStatus(),
  );
  app.get(
    `${PREFIX}/user-activity`,
    {
      config: superAdmin,
      schema: { tags, querystring: UserActivityQuery, response: { 200: UserActivity } },
    },
    (req) => service.userActivity(req.query),
  );
  app.get(
    `${PREFIX}/database-management`,
    {
      config: superAdmin,
      schema: {
        tags,
        summary: 'The database and Redis we run: versions, sizes, tables, connections, keyspace',
        response: { 200: DatabaseManagement },
      },
    },
    () => service.databaseManagement(),
  );
  app.get(
    `${PREFIX}/audit-logs`,
    {
      config: superAdmin,
      schema: { tags, querystring: SuperAdminAuditQuery, response: { 200: SuperAdminAuditList } },
    },
    (req) => service.auditLogs(req.query),
  );
  app.post(
    `${PREFIX}/system-maintenance`,
    {
      config: superAdmin,
      schema: {
        tags,
        summary: 'Runs the security audit, the health check or the audit report (real checks)',
        body: SystemMaintenanceBody,
        response: { 200: SystemMaintenanceResult },
      },
    },
    async (req, reply) => service.maintenance(await actorOf(req, reply), req.body),
  );
  app.get(
    `${PREFIX}/reports/:id`,
    {
      config: superAdmin,
      schema: {
        tags,
        summary: 'The xlsx report of a maintenance run, for the super admin who ran it (1 hour)',
        params: ReportParams,
        querystring: ReportQuery,
      },
    },
    async (req, reply) => {
      const report = await service.report(await actorOf(req, reply), req.params.id, req.query.lang);
      return sendDownload(reply, { contentType: XLSX_TYPE, bytes: report.bytes }, report.fileName);
    },
  );
}
