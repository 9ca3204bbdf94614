import type {
  FindingCode,
  FindingSeverity,
  MaintenanceAction,
  MaintenanceScope,
} from '@bus/domain';

/** The report is written in Korean or English (issue 18 §1); Japanese users get English. */
export type ReportLanguage = 'ko' | 'en';

export function reportLanguageOf(preferred: string | null | undefined): ReportLanguage {
  return preferred === 'ko' || !preferred ? 'ko' : 'en';
}

type Text = Record<ReportLanguage, string>;

/**
 * Finding titles, the same sentences as the web's superAdmin findings.* (`{name}` → a param).
 * The web catalogue is the one users read on screen; this one is only for the xlsx.
 */
export const FINDING_TITLES: Record<FindingCode, Text> = {
  'secret.auth-default': {
    ko: 'AUTH_SECRET이 개발용 기본값입니다. 운영에서는 임의의 32자 이상 값으로 바꾸세요.',
    en: 'AUTH_SECRET is the development placeholder. Set a random value of 32+ characters in production.',
  },
  'secret.auth-weak': {
    ko: 'AUTH_SECRET이 약합니다 ({length}자, 추정 {entropyBits}비트).',
    en: 'AUTH_SECRET is weak ({length} characters, about {entropyBits} bits).',
  },
  'secret.auth-ok': {
    ko: 'AUTH_SECRET이 충분히 깁니다 ({length}자, 추정 {entropyBits}비트).',
    en: 'AUTH_SECRET is strong enough ({length} characters, about {entropyBits} bits).',
  },
  'secret.super-admin-password-in-env': {
    ko: 'SUPER_ADMIN_PASSWORD가 환경 변수에 남아 있습니다. 계정이 만들어졌으면 지우세요.',
    en: 'SUPER_ADMIN_PASSWORD is still set in the environment. Remove it once the account exists.',
  },
  'secret.super-admin-password-absent': {
    ko: 'SUPER_ADMIN_PASSWORD가 환경 변수에 없습니다.',
    en: 'SUPER_ADMIN_PASSWORD is not in the environment.',
  },
  'app.demo-seed-outside-development': {
    ko: '개발 모드가 아닌데({nodeEnv}) 데모 계정(DEMO_SEED)이 켜져 있습니다.',
    en: 'Demo accounts (DEMO_SEED) are on outside development ({nodeEnv}).',
  },
  'app.demo-seed-ok': {
    ko: '데모 계정 설정이 실행 모드({nodeEnv})에 맞습니다.',
    en: 'The demo account setting fits the mode ({nodeEnv}).',
  },
  'app.public-url-http': {
    ko: '운영 환경의 PUBLIC_URL이 http입니다 ({url}). https로 바꾸세요.',
    en: 'PUBLIC_URL is http in production ({url}). Use https.',
  },
  'app.public-url-ok': { ko: 'PUBLIC_URL: {url}', en: 'PUBLIC_URL: {url}' },
  'auth.admins-without-two-factor': {
    ko: '2단계 인증이 없는 관리자 계정 {count}개',
    en: '{count} admin account(s) without two-factor authentication',
  },
  'auth.admins-two-factor-ok': {
    ko: '모든 관리자 계정이 2단계 인증을 사용합니다.',
    en: 'Every admin account uses two-factor authentication.',
  },
  'auth.dormant-admins': {
    ko: '{days}일 넘게 로그인하지 않은 관리자 계정 {count}개',
    en: '{count} admin account(s) not signed in for over {days} days',
  },
  'auth.no-dormant-admins': {
    ko: '{days}일 넘게 쉬고 있는 관리자 계정이 없습니다.',
    en: 'No admin account has been dormant for over {days} days.',
  },
  'auth.locked-accounts': {
    ko: '지금 로그인이 잠긴 계정·주소 {count}개',
    en: '{count} account(s) or address(es) locked out of sign-in now',
  },
  'auth.no-locked-accounts': {
    ko: '지금 잠긴 계정이 없습니다.',
    en: 'No account is locked now.',
  },
  'auth.over-age-sessions': {
    ko: '{minutes}분 제한을 넘긴 세션 {sessions}개가 남아 있습니다 (계정 {accounts}개).',
    en: '{sessions} session(s) older than the {minutes}-minute limit remain ({accounts} account(s)).',
  },
  'auth.no-over-age-sessions': {
    ko: '{minutes}분 제한을 넘긴 세션이 없습니다.',
    en: 'No session is older than the {minutes}-minute limit.',
  },
  'logging.retention-overdue': {
    ko: '보관 기간({months}개월)이 지난 로그인 기록 {count}건이 남아 있습니다 (가장 오래된 것 {oldest}).',
    en: '{count} login record(s) past the {months}-month retention remain (oldest {oldest}).',
  },
  'logging.retention-kept': {
    ko: '보관 기간({months}개월)이 지난 로그인 기록이 없습니다.',
    en: 'No login record is past the {months}-month retention.',
  },
  'logging.retention-not-run': {
    ko: '감사 기록 정리가 최근에 실행되지 않았습니다 (마지막 {lastRunAt}).',
    en: 'The audit record purge has not run recently (last {lastRunAt}).',
  },
  'logging.retention-ran': {
    ko: '감사 기록 정리가 {lastRunAt}에 실행되었습니다 ({purged}건 삭제).',
    en: 'The audit record purge ran at {lastRunAt} ({purged} deleted).',
  },
  'database.remote-without-tls': {
    ko: '다른 서버의 PostgreSQL({host})에 TLS 없이 연결합니다. sslmode=require를 쓰세요.',
    en: 'PostgreSQL on another host ({host}) is reached without TLS. Use sslmode=require.',
  },
  'database.connection-ok': {
    ko: 'PostgreSQL 연결({host})이 안전합니다.',
    en: 'The PostgreSQL connection ({host}) is safe.',
  },
  'database.embedded': {
    ko: '내장 데이터베이스(PGlite): 네트워크 연결이 없습니다.',
    en: 'Embedded database (PGlite): no network connection.',
  },
  'health.database-ok': {
    ko: '데이터베이스({driver}) 정상, 응답 {latencyMs} ms',
    en: 'Database ({driver}) OK, {latencyMs} ms',
  },
  'health.database-error': {
    ko: '데이터베이스({driver}) 오류: {error}',
    en: 'Database ({driver}) error: {error}',
  },
  'health.redis-ok': {
    ko: 'Redis 정상, 응답 {latencyMs} ms, 메모리 {usedMemory}',
    en: 'Redis OK, {latencyMs} ms, memory {usedMemory}',
  },
  'health.redis-disabled': {
    ko: 'Redis를 쓰지 않습니다 (REDIS_URL 없음, 단일 프로세스).',
    en: 'Redis is not used (no REDIS_URL, single process).',
  },
  'health.redis-error': { ko: 'Redis 오류: {error}', en: 'Redis error: {error}' },
  'health.cpu-ok': { ko: 'CPU 사용률 {percent}%', en: 'CPU use {percent}%' },
  'health.cpu-high': {
    ko: 'CPU 사용률이 {limit}%를 넘었습니다: {percent}%',
    en: 'CPU use is over {limit}%: {percent}%',
  },
  'health.memory-ok': { ko: '메모리 사용률 {percent}%', en: 'Memory use {percent}%' },
  'health.memory-high': {
    ko: '메모리 사용률이 {limit}%를 넘었습니다: {percent}%',
    en: 'Memory use is over {limit}%: {percent}%',
  },
  'health.disk-ok': {
    ko: '디스크 사용률 {percent}% ({path})',
    en: 'Disk use {percent}% ({path})',
  },
  'health.disk-high': {
    ko: '디스크 사용률이 {limit}%를 넘었습니다: {percent}% ({path})',
    en: 'Disk use is over {limit}%: {percent}% ({path})',
  },
  'health.disk-unknown': {
    ko: '디스크 사용량을 읽을 수 없습니다: {error}',
    en: 'Disk use cannot be read: {error}',
  },
  'health.backup-fresh': {
    ko: '마지막 백업 {lastBackupAt} ({ageHours}시간 전)',
    en: 'Last backup {lastBackupAt} ({ageHours} h ago)',
  },
  'health.backup-stale': {
    ko: '마지막 백업이 오래되었습니다: {lastBackupAt} ({ageHours}시간 전, 일정 {schedule})',
    en: 'The last backup is stale: {lastBackupAt} ({ageHours} h ago, schedule {schedule})',
  },
  'health.backup-none': {
    ko: '백업이 아직 없습니다 (일정 {schedule}).',
    en: 'There is no backup yet (schedule {schedule}).',
  },
  'health.backup-failed': {
    ko: '마지막 백업이 실패했습니다 ({at}): {error}',
    en: 'The last backup failed ({at}): {error}',
  },
  'health.backup-unscheduled': {
    ko: '예약 백업이 꺼져 있습니다 (마지막 백업 {lastBackupAt}).',
    en: 'Scheduled backups are off (last backup {lastBackupAt}).',
  },
  'health.backup-unknown': {
    ko: '백업 상태를 알 수 없습니다: {reason}',
    en: 'The backup state is unknown: {reason}',
  },
  'health.jobs-ok': {
    ko: '작업 대기열 정상 ({driver}): 대기 {queued}, 실행 중 {running}',
    en: 'Job queue OK ({driver}): {queued} waiting, {running} running',
  },
  'health.jobs-stuck': {
    ko: '{minutes}분 넘게 시작하지 못한 작업이 있습니다: 대기 {queued}, 실행 중 {running}',
    en: 'Jobs have waited over {minutes} minutes to start: {queued} waiting, {running} running',
  },
  'report.audit-activity': {
    ko: '최근 {days}일 감사 기록 {events}건: 실패 {failures}건, 관리 작업 {admin}건, 경고 {warnings}건',
    en: 'Audit trail, last {days} days: {events} events, {failures} failures, {admin} admin actions, {warnings} warnings',
  },
  'check.failed': {
    ko: '점검 항목({check})을 실행하지 못했습니다: {error}',
    en: 'Check {check} could not run: {error}',
  },
};

export const SEVERITY_LABELS: Record<FindingSeverity, Text> = {
  ok: { ko: '정상', en: 'OK' },
  info: { ko: '정보', en: 'Info' },
  warning: { ko: '경고', en: 'Warning' },
  critical: { ko: '심각', en: 'Critical' },
};

export const SCOPE_LABELS: Record<MaintenanceScope, Text> = {
  authentication: { ko: '인증', en: 'Authentication' },
  database: { ko: '데이터베이스', en: 'Database' },
  logging: { ko: '로그', en: 'Logging' },
  application: { ko: '애플리케이션', en: 'Application' },
  all: { ko: '전체', en: 'All' },
};

export const ACTION_LABELS: Record<MaintenanceAction, Text> = {
  audit_security: { ko: '보안 감사', en: 'Security audit' },
  check_system_health: { ko: '시스템 상태 점검', en: 'System health check' },
  generate_audit_report: { ko: '감사 보고서 생성', en: 'Audit report' },
};

export const STATUS_LABELS: Record<'completed' | 'error' | 'partial', Text> = {
  completed: { ko: '완료', en: 'Completed' },
  partial: { ko: '일부 완료', en: 'Partial' },
  error: { ko: '오류', en: 'Error' },
};

/** Sheet names and column headers of the report. */
export const SHEET_LABELS = {
  summary: { ko: '요약', en: 'Summary' },
  findings: { ko: '점검 결과', en: 'Findings' },
  activity: { ko: '감사 활동', en: 'Audit activity' },
  field: { ko: '항목', en: 'Field' },
  value: { ko: '값', en: 'Value' },
  action: { ko: '점검', en: 'Check' },
  scope: { ko: '범위', en: 'Scope' },
  status: { ko: '상태', en: 'Status' },
  startedAt: { ko: '시작', en: 'Started' },
  finishedAt: { ko: '종료', en: 'Finished' },
  runBy: { ko: '실행한 사람', en: 'Run by' },
  server: { ko: '서버', en: 'Server' },
  severity: { ko: '심각도', en: 'Severity' },
  checkId: { ko: '점검 항목', en: 'Check ID' },
  title: { ko: '내용', en: 'Finding' },
  affected: { ko: '대상 수', en: 'Affected' },
  items: { ko: '대상', en: 'Items' },
  auditAction: { ko: '동작', en: 'Action' },
  outcome: { ko: '결과', en: 'Outcome' },
  level: { ko: '수준', en: 'Level' },
  count: { ko: '건수', en: 'Count' },
} satisfies Record<string, Text>;

/** `{name}` placeholders filled from params; an unknown name stays as written. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
