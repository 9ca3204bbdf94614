import {
  type BackupOverview,
  type CheckScope,
  FINDING_ITEMS_MAX,
  type Finding,
  type FindingCode,
  type FindingSeverity,
  type SystemStatus,
} from '@bus/domain';
import type { Config } from '../../config';
import type { AuditRetention } from '../../platform/audit/retention';
import type { LoginThrottle } from '../../platform/auth/throttle';
import type { DriverName } from '../../platform/db/database';
import type { HealthService } from '../health/service';
import type { SuperAdminRepo } from './repo';

/** What the backup overview answered, or why it could not be read (its route may be absent). */
export type BackupReading = { overview: BackupOverview } | { unavailable: string };

/** Everything a check may read; each source is read when a check asks for it. */
export type CheckContext = {
  config: Config;
  driver: DriverName;
  repo: SuperAdminRepo;
  throttle: LoginThrottle;
  retention: Pick<AuditRetention, 'lastRun'>;
  health: HealthService;
  /** The system overview, sampled once per run however many checks read it. */
  system: () => Promise<SystemStatus>;
  backups: () => Promise<BackupReading>;
  now: Date;
};

/** One check's outcome, before the run gives it its id and scope. */
export type Outcome = Omit<Finding, 'id' | 'scope'>;

/** One real check (issue 18 §1): its id, the scope it belongs to, and how it runs. */
export type Check = { id: string; scope: CheckScope; run(context: CheckContext): Promise<Outcome> };

/** A finding: code, severity, parameters of its title and the affected items (capped). */
export function outcome(
  code: FindingCode,
  severity: FindingSeverity,
  params: Outcome['params'] = {},
  items: readonly string[] = [],
): Outcome {
  return {
    code,
    severity,
    params,
    items: items.slice(0, FINDING_ITEMS_MAX),
    itemCount: items.length,
  };
}

export function messageOf(error: unknown): string {
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return inner instanceof Error ? (inner.message.split('\n')[0] ?? inner.name) : String(inner);
}
