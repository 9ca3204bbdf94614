import {
  auditLevelOf,
  FINDING_SEVERITIES,
  type Finding,
  type FindingSeverity,
  type MaintenanceAction,
  type MaintenanceScope,
  type SystemMaintenanceResult,
} from '@bus/domain';
import { type Check, type CheckContext, messageOf, type Outcome, outcome } from './check';
import { HEALTH_CHECKS } from './health-checks';
import { SECURITY_CHECKS } from './security-checks';

/** generate_audit_report summarises the audit trail of this many days. */
export const REPORT_ACTIVITY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The checks an action runs: the security audit, the health check, or both for the report. */
export function checksOf(action: MaintenanceAction, scope: MaintenanceScope): readonly Check[] {
  const all =
    action === 'audit_security'
      ? SECURITY_CHECKS
      : action === 'check_system_health'
        ? HEALTH_CHECKS
        : [...SECURITY_CHECKS, ...HEALTH_CHECKS];
  return scope === 'all' ? all : all.filter((check) => check.scope === scope);
}

/** A check that throws is a finding of its own, and the run is partial (never a 500). */
async function runCheck(
  check: Check,
  context: CheckContext,
): Promise<{ finding: Finding; ran: boolean }> {
  let result: Outcome;
  let ran = true;
  try {
    result = await check.run(context);
  } catch (error) {
    ran = false;
    result = outcome('check.failed', 'warning', { check: check.id, error: messageOf(error) });
  }
  return { finding: { id: check.id, scope: check.scope, ...result }, ran };
}

type Activity = { action: string; outcome: string; count: number }[];

/** The audit trail of the last REPORT_ACTIVITY_DAYS days as one finding (generate_audit_report). */
export function activityFinding(activity: Activity): Finding {
  const total = (level: string) =>
    activity
      .filter((row) => auditLevelOf(row.action, row.outcome) === level)
      .reduce((sum, row) => sum + row.count, 0);
  const failures = total('error');
  const result = outcome('report.audit-activity', failures > 0 ? 'info' : 'ok', {
    days: REPORT_ACTIVITY_DAYS,
    events: activity.reduce((sum, row) => sum + row.count, 0),
    failures,
    admin: total('admin'),
    warnings: total('warning'),
  });
  return { id: 'report.audit-activity', scope: 'logging', ...result };
}

export type MaintenanceRun = {
  result: Omit<SystemMaintenanceResult, 'reportId' | 'reportExpiresAt'>;
  activity: Activity | null;
};

/** Runs the action's checks in the scope, one after another (they share the one system sample). */
export async function runMaintenance(
  action: MaintenanceAction,
  scope: MaintenanceScope,
  context: CheckContext,
): Promise<MaintenanceRun> {
  const startedAt = new Date().toISOString();
  const findings: Finding[] = [];
  let ran = 0;
  const checks = checksOf(action, scope);
  for (const check of checks) {
    const done = await runCheck(check, context);
    findings.push(done.finding);
    if (done.ran) ran += 1;
  }
  let activity: Activity | null = null;
  if (action === 'generate_audit_report' && (scope === 'all' || scope === 'logging')) {
    activity = await context.repo.auditActivity(
      new Date(context.now.getTime() - REPORT_ACTIVITY_DAYS * DAY_MS),
    );
    findings.push(activityFinding(activity));
  }
  const counts = Object.fromEntries(FINDING_SEVERITIES.map((s) => [s, 0])) as Record<
    FindingSeverity,
    number
  >;
  for (const finding of findings) counts[finding.severity] += 1;
  const status = ran === checks.length ? 'completed' : ran === 0 ? 'error' : 'partial';
  return {
    result: {
      action,
      scope,
      status,
      startedAt,
      finishedAt: new Date().toISOString(),
      findings,
      counts,
    },
    activity,
  };
}
