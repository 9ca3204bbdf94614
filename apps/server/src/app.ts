import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { registerAccountRoutes } from './modules/account/routes';
import { registerAdminRoutes } from './modules/admin/routes';
// Backups (issue 18 §2).
import { registerBackupRoutes } from './modules/backups/routes';
import { registerBoardRoutes } from './modules/board/routes';
import { boardServices } from './modules/board/services';
import { registerCostAllocationRoutes } from './modules/cost-allocation/routes';
import { costAllocationServices } from './modules/cost-allocation/services';
import { registerCostEstimationRoutes } from './modules/cost-estimation/routes';
import { costEstimationServices } from './modules/cost-estimation/services';
import { registerCostingRoutes } from './modules/costing/routes';
import { costingServices } from './modules/costing/services';
// Dashboard (issue 18 §4).
import { registerDashboardRoutes } from './modules/dashboard/routes';
import { registerDepreciationRoutes } from './modules/depreciation/routes';
import { depreciationServices } from './modules/depreciation/services';
import { registerDevPageGuard } from './modules/dev/pages';
import { registerDevRoutes } from './modules/dev/routes';
import { lazyParsePool } from './modules/financial-data/extraction/parse-pool';
import { registerFinancialDataRoutes } from './modules/financial-data/routes';
import { financialDataServices } from './modules/financial-data/service';
import { registerForecastRoutes } from './modules/forecast/routes';
import { forecastServices } from './modules/forecast/services';
import { registerHealthRoutes } from './modules/health/routes';
import { healthService } from './modules/health/service';
import { registerMeRoutes } from './modules/me/routes';
import { notificationAuthEvents } from './modules/notifications/auth-events';
import { notificationRepo } from './modules/notifications/repo';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { withSecurityAlerts } from './modules/notifications/security-alerts';
import { notificationService } from './modules/notifications/service';
import { membershipRepo } from './modules/organisations/membership';
import { registerOrganisationRoutes } from './modules/organisations/routes';
import { pageViewRepo } from './modules/page-views/repo';
import { registerPageViewRoutes } from './modules/page-views/routes';
import { pageViewService } from './modules/page-views/service';
import { pageRepo } from './modules/pages/repo';
import { registerPageRoutes } from './modules/pages/routes';
import { pageService } from './modules/pages/service';
// Payroll registers (issue 19).
import { registerPayrollRoutes } from './modules/payroll/routes';
import { payrollService } from './modules/payroll/service';
// Super-admin console (issue 18 §1).
import { registerSuperAdminRoutes } from './modules/super-admin/routes';
import { registerTwoFactorRoutes } from './modules/two-factor/routes';
import { auditLog } from './platform/audit/audit-log';
import { authAuditSink } from './platform/audit/auth-audit';
import { auditRepo } from './platform/audit/repo';
import { startAuditRetention } from './platform/audit/retention';
import { createAuth } from './platform/auth/auth';
import { mountAuth } from './platform/auth/mount';
import { registerRoleGuard } from './platform/auth/role-guard';
import { type AuthSession, Sessions } from './platform/auth/session';
import { SessionCache } from './platform/auth/session-cache';
import { createLoginThrottle, secondStepGate, throttleGuard } from './platform/auth/throttle';
// Backups (issue 18 §2).
import { backupService } from './platform/backup/service';
import { type DatabaseHandle, openDatabase } from './platform/db/database';
import { registerErrorHandler } from './platform/errors/error-handler';
import type { App } from './platform/http/app-type';
import { registerLocalOnlyGuard } from './platform/http/local-request';
import { loggerOptions, logRequests, requestIdOptions } from './platform/http/logging';
import { registerDocsUi, registerOpenApi } from './platform/http/openapi';
import { registerOriginCheck } from './platform/http/origin-check';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerSpaAndNotFound } from './platform/http/spa';
import { strictValidatorCompiler } from './platform/http/strict-schema';
import { registerTextGuard } from './platform/http/text-guard';
import { createJobRunner } from './platform/jobs/create-runner';
import { laneLimits } from './platform/jobs/lanes';
import { createMailer } from './platform/mail/mailer';
import { registerMetrics } from './platform/metrics/metrics';
import { RealtimeHub } from './platform/realtime/hub';
import { registerRealtimeRoutes } from './platform/realtime/routes';
import { createRedis } from './platform/redis';
import { createSmsSender } from './platform/sms/sms-sender';
import { localFileStorage } from './platform/storage/file-storage';
import { registerTenancyGuard } from './platform/tenancy/guard';
import { createTenancy } from './platform/tenancy/tenancy';
import { prepareData } from './prepare-data';
import type { Services } from './services';
import { readVersion } from './version';

export type BuildOptions = { database?: DatabaseHandle };

/** Builds the whole server: platform plugins first, then feature modules, then data at rest. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app: App = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    ...requestIdOptions(),
  }).withTypeProvider();
  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  logRequests(app);
  // The web surface (issue 14 §7), ahead of every other hook: headers on every answer, refusals
  // of other origins and of unstorable text before a session is looked up or a body is read.
  await registerSecurityHeaders(app, config);
  registerOriginCheck(app, config.trustedOrigins);
  registerTextGuard(app);

  const database = options.database ?? (await openDatabase(config.database));
  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;
  const hub = new RealtimeHub(app.log, redis);
  const sessionCache = new SessionCache<AuthSession>(redis, app.log);
  const { mailer, outbox } = createMailer(config, app.log);
  const { sms, smsOutbox } = createSmsSender(config, app.log);
  const storage = localFileStorage(config.filesDir);
  // As many jobs at once as there are parse workers: more would only wait inside the pool.
  const jobRunner = createJobRunner(config, laneLimits(config.extraction.workers), app.log);
  const parsePool = lazyParsePool(config.extraction);
  const forecast = forecastServices({ config, database, hub, log: app.log });
  app.addHook('onClose', async () => {
    // The running jobs finish first: they still need the parse workers, database, storage and hub.
    await jobRunner.close();
    await forecast.close();
    await parsePool.close();
    await hub.close();
    await sessionCache.close();
    await mailer.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
    await database.close();
  });
  await database.migrate();
  await hub.start();
  await sessionCache.start();

  const version = readVersion();
  const notificationsRepo = notificationRepo(database.db);
  const site = { appName: config.appName, publicUrl: config.publicUrl };
  const notifications = notificationService(notificationsRepo, hub, { mailer, site, log: app.log });
  // The profile's security-alert e-mails are read off the audit trail as events are written.
  const audit = withSecurityAlerts(auditLog(auditRepo(database.db), app.log), {
    repo: notificationsRepo,
    mailer,
    site,
    log: app.log,
  });
  const loginThrottle = createLoginThrottle(config, redis, app.log);
  // Also purges the trash past its 30 days, with the originals' bytes (issue 14 §6).
  const auditRetention = startAuditRetention({
    db: database.db,
    log: app.log,
    trash: { storage, audit },
  });
  app.addHook('onClose', () => auditRetention.stop());
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    events: notificationAuthEvents(notifications, app.log),
    sms,
    audit: authAuditSink(audit, loginThrottle),
    secondStepGate: secondStepGate(loginThrottle, audit),
    log: app.log,
  });
  const sessions = await Sessions.create(auth, sessionCache);
  const tenancy = createTenancy({ db: database.db, sessions, audit });
  const pages = pageService(pageRepo(database.db));
  const financialData = financialDataServices({
    config,
    database,
    storage,
    runner: jobRunner,
    parsePool,
    hub,
    log: app.log,
    audit,
  });
  const payroll = payrollService({ db: database.db, audit, hub });
  const costing = costingServices({ database, hub });
  const costAllocation = costAllocationServices({ database, hub, costing });
  const costEstimation = costEstimationServices({ database, hub, costing, costAllocation });
  const depreciation = depreciationServices({ database, hub, costing, costAllocation });
  const board = boardServices({
    db: database.db,
    hub,
    redis,
    audit,
    storage,
    notifications,
    log: app.log,
  });
  // Stops its timers and takes this process's members out of the shared presence (Redis).
  app.addHook('onClose', () => board.close());
  // Backups (issue 18 §2): the schedule and "back up now"; closing stops a running one first
  // (onClose hooks run last-added first, so before the database closes).
  const backups = backupService({
    settings: config.backup,
    filesDir: config.filesDir,
    database,
    audit,
    log: app.log,
    version,
  });
  app.addHook('onClose', () => backups.close());
  const services: Services = {
    config,
    database,
    auth,
    sessions,
    tenancy,
    hub,
    notifications,
    pages,
    storage,
    jobRunner,
    financialData,
    payroll,
    costing,
    costAllocation,
    costEstimation,
    depreciation,
    forecast,
    board,
    outbox,
    audit,
    backups,
    sms,
    smsOutbox,
    routes: () => [],
  };
  app.decorate('services', services);
  // Prometheus metrics (issue 18 §3): GET /metrics, a 404 unless METRICS_TOKEN is set. Ahead of
  // the guards, so requests they refuse are counted too.
  registerMetrics(app, {
    settings: config.metrics,
    database,
    queues: { extraction: jobRunner, forecast: forecast.runner },
    extraction: financialData.imports.durations,
    forecast: forecast.durations,
  });

  // Before the role guard: its onRequest hook marks upgrades (request.ws) that the guard reads.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Before the role guard, so another machine gets 404 from a local-only route, not 401.
  registerLocalOnlyGuard(app);
  services.routes = registerRoleGuard(app, sessions);
  registerTenancyGuard(app, tenancy);
  await app.register(rateLimit, {
    global: false,
    redis: redis ?? undefined,
    nameSpace: 'bus-rate-limit:',
  });
  await registerOpenApi(app, version);

  app.addHook('preHandler', throttleGuard(loginThrottle, audit));
  mountAuth(app, auth, sessions, config.signUpIpLimit);
  // One health probe for GET /api/health and the super-admin console (issue 18 §1).
  const health = healthService({ database, redis, version, startedAt: Date.now() });
  registerHealthRoutes(app, health);
  registerMeRoutes(app, {
    config,
    sessions,
    tenancy,
    members: membershipRepo(database.db),
    version,
  });
  registerNotificationRoutes(app, sessions, notifications);
  registerPageViewRoutes(app, sessions, pageViewService(pageViewRepo(database.db)));
  registerPageRoutes(app, pages);
  registerRealtimeRoutes(app, sessions, hub, tenancy);
  await registerFinancialDataRoutes(app, tenancy, financialData, config.uploadMaxBytes);
  // Payroll registers (issue 19): documents, figures, reconciliation, employee rows.
  registerPayrollRoutes(app, payroll);
  registerCostingRoutes(app, sessions, costing);
  registerCostAllocationRoutes(app, sessions, costAllocation);
  registerCostEstimationRoutes(app, sessions, costEstimation);
  registerDepreciationRoutes(app, sessions, depreciation);
  registerForecastRoutes(app, tenancy, forecast, config.forecast.uploadMaxBytes);
  await registerBoardRoutes(app, sessions, board, config.boardRateLimitFactor);
  // Dashboard (issue 18 §4): costing, ratios, forecasts and notices of the caller's companies.
  registerDashboardRoutes(app);
  registerAdminRoutes(app, services);
  // Backups (issue 18 §2): GET/POST /api/super-admin/backups.
  registerBackupRoutes(app, services);
  // Super-admin console (issue 18 §1): system, users, database, audit log, security checks.
  registerSuperAdminRoutes(app, services, {
    health,
    redis,
    loginThrottle,
    auditRetention,
    version,
  });
  // Organisations, their members and oversight (admins), and invitation links (anyone).
  registerOrganisationRoutes(app, services);
  registerAccountRoutes(app, services);
  registerTwoFactorRoutes(app, services);
  if (config.devMode) registerDevRoutes(app, { sessions, outbox, smsOutbox, notifications });
  registerDevPageGuard(app, config.devMode);
  await registerDocsUi(app);
  await registerSpaAndNotFound(app, config.webDistDir);

  await jobRunner.start(
    (jobId) => financialData.imports.process(jobId),
    (jobId) => financialData.imports.abandon(jobId),
  );
  await financialData.recoverImports();
  await forecast.start();
  await prepareData(app.log, services);
  return app;
}
