import type { Config } from './config';
import type { BoardServices } from './modules/board/services';
import type { CostAllocationServices } from './modules/cost-allocation/services';
import type { CostEstimationServices } from './modules/cost-estimation/services';
import type { CostingServices } from './modules/costing/services';
import type { DepreciationServices } from './modules/depreciation/services';
import type { FinancialDataServices } from './modules/financial-data/service';
import type { ForecastServices } from './modules/forecast/services';
import type { NotificationService } from './modules/notifications/service';
import type { PageService } from './modules/pages/service';
import type { PayrollService } from './modules/payroll/service';
import type { AuditLog } from './platform/audit/audit-log';
import type { Auth } from './platform/auth/auth';
import type { RouteRecord } from './platform/auth/role-guard';
import type { Sessions } from './platform/auth/session';
import type { BackupService } from './platform/backup/service';
import type { DatabaseHandle } from './platform/db/database';
import type { JobRunner } from './platform/jobs/job-runner';
import type { Outbox } from './platform/mail/mailer';
import type { RealtimeHub } from './platform/realtime/hub';
import type { SmsOutbox, SmsSender } from './platform/sms/sms-sender';
import type { FileStorage } from './platform/storage/file-storage';
import type { Tenancy } from './platform/tenancy/tenancy';

/** What the built app exposes to main.ts, the CLI and tests (`app.services`). */
export type Services = {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  /** Session lookup with its cache; call `invalidate()` after changing users, roles or sessions. */
  sessions: Sessions;
  /** The caller's organisation scope and the row checks of issue 14 (platform/tenancy). */
  tenancy: Tenancy;
  hub: RealtimeHub;
  notifications: NotificationService;
  pages: PageService;
  /** Uploaded originals (DATA_DIR/files). */
  storage: FileStorage;
  /** Background jobs (document extraction): in-process, or BullMQ with REDIS_URL. */
  jobRunner: JobRunner;
  financialData: FinancialDataServices;
  /** Payroll registers: their figures, reconciliation and employee rows (issue 19). */
  payroll: PayrollService;
  /** Transport cost, investment compensation, other adjustments, financial support (issue 4). */
  costing: CostingServices;
  /** Service entities, driver overrides, stored allocations (issue 15). */
  costAllocation: CostAllocationServices;
  /** Inflation scenarios and the next-period estimate (issue 15). */
  costEstimation: CostEstimationServices;
  /** Asset register, schedules, results, the cost-adjustment feed (issue 15). */
  depreciation: DepreciationServices;
  /** Forecast runs as jobs, saved series, uploads' inspection, realised accuracy (issue 16). */
  forecast: ForecastServices;
  board: BoardServices;
  outbox: Outbox | null;
  /** Security events (audit_events): record() never throws; list() for the super-admin console. */
  audit: AuditLog;
  /** Backups of the database and stored files (issue 18 §2): schedule, "back up now", overview. */
  backups: BackupService;
  /** Text messages (second-step codes, phone enrolment). */
  sms: SmsSender;
  /** What the development SMS sender delivered; null with a real provider. */
  smsOutbox: SmsOutbox | null;
  /** Every registered route with its declared least role (see role-guard.ts). */
  routes: () => RouteRecord[];
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
