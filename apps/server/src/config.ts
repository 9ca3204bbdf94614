import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORECAST_UPLOAD_MAX_BYTES, isKnownTimezone, UPLOAD_MAX_BYTES } from '@bus/domain';
import { z } from 'zod';
import type { AiSettings } from './modules/financial-data/extraction/extract-document';
import type { ParsePoolSettings } from './modules/financial-data/extraction/parse-pool';
import {
  type BackupSettings,
  DEFAULT_BACKUP_RETENTION,
  DEFAULT_BACKUP_SCHEDULE,
  DEFAULT_BACKUP_TIMEZONE,
  scheduleProblem,
} from './platform/backup/schedule';
import { isAddressOrRange } from './platform/metrics/allow-list';

/** Repository root: relative paths in the environment are resolved from here, not from the cwd,
 * so `npm start` at the root and `npm run start -w @bus/server` use the same ./data folder. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Development default secret; the name says what it is so nobody mistakes it for a real one. */
export const DEV_AUTH_SECRET = 'insecure-development-secret-change-me-0123456789';

/** Product name: better-auth's app name and the TOTP issuer shown in authenticator apps. */
export const DEFAULT_APP_NAME = '버스 운송원가 시스템';
/** Google's real OpenID configuration; tests point GOOGLE_DISCOVERY_URL at a local fake. */
export const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

/**
 * Sign-up attempts one client IP may make per hour (issue 14 §7), on top of the per-address
 * request rate: enough for an office behind one NAT to register its staff on a first morning.
 */
export const SIGN_UP_IP_LIMIT_DEFAULT = 20;

/** Models used when ANTHROPIC_MODEL / GEMINI_MODEL are not set. */
export const DEFAULT_CLAUDE_MODEL = 'claude-sonnet-4-5';
export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
  SUPER_ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  SUPER_ADMIN_PASSWORD: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().min(3).default('버스 운송원가 시스템 <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_DISCOVERY_URL: optionalText.pipe(z.url().optional()),
  SMS_PROVIDER: z.enum(['dev', 'http']).default('dev'),
  SMS_API_URL: optionalText.pipe(z.url().optional()),
  SMS_API_KEY: optionalText,
  SMS_SENDER: optionalText,
  APP_NAME: z.string().trim().min(1).default(DEFAULT_APP_NAME),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  TRUSTED_ORIGINS: optionalText,
  SIGN_UP_IP_LIMIT: z.coerce.number().int().min(1).default(SIGN_UP_IP_LIMIT_DEFAULT),
  BOARD_RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
  DEMO_SEED: optionalText.pipe(booleanFlag.optional()),
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_BASE_URL: optionalText.pipe(z.url().optional()),
  ANTHROPIC_MODEL: z.string().trim().min(1).default(DEFAULT_CLAUDE_MODEL),
  GEMINI_API_KEY: optionalText,
  GEMINI_BASE_URL: optionalText.pipe(z.url().optional()),
  GEMINI_MODEL: z.string().trim().min(1).default(DEFAULT_GEMINI_MODEL),
  EXTRACTION_JOBS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  EXTRACTION_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  EXTRACTION_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(65_536).default(512),
  EXTRACTION_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(120),
  FORECAST_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  FORECAST_WORKER_MEMORY_MB: z.coerce.number().int().min(128).max(65_536).default(1024),
  FORECAST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(300),
  FORECAST_JOBS_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  FORECAST_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(FORECAST_UPLOAD_MAX_BYTES)
    .default(FORECAST_UPLOAD_MAX_BYTES),
  // Prometheus metrics (issue 18 §3): off unless METRICS_TOKEN is set; see metricsConfig().
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^[\x21-\x7e]{32,}$/, 'at least 32 characters, without spaces')
      .optional(),
  ),
  METRICS_ALLOW: optionalText,
  // Backups (issue 18 §2): schedule (cron or "off"), its time zone, folder, archives kept.
  BACKUP_SCHEDULE: optionalText,
  BACKUP_TIMEZONE: z.string().trim().min(1).default(DEFAULT_BACKUP_TIMEZONE),
  BACKUP_DIR: optionalText,
  BACKUP_RETENTION: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_BACKUP_RETENTION),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  redisUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  /** Development aids (dev outbox, dev notifications, debug page data); never in production. */
  devMode: boolean;
  publicUrl: string;
  authSecret: string;
  superAdmin: { email: string; password: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** Product name (APP_NAME): better-auth appName and TOTP issuer. */
  appName: string;
  /** SMS for the second factor: 'dev' logs and keeps an outbox; 'http' posts to SMS_API_URL. */
  sms: { provider: 'dev' } | { provider: 'http'; apiUrl: string; apiKey: string; sender: string };
  logLevel: string;
  webDistDir: string;
  bodyLimitBytes: number;
  /**
   * Origins whose pages may change state (POST, PUT, PATCH, DELETE) and open the WebSocket:
   * PUBLIC_URL's, TRUSTED_ORIGINS and, in development, the local ones (platform/http/origin-check.ts).
   * better-auth is given the same list.
   */
  trustedOrigins: string[];
  /** Sign-up attempts per client IP per hour (SIGN_UP_IP_LIMIT). */
  signUpIpLimit: number;
  /** Multiplies the board's per-user write limits (BOARD_RATE_LIMIT_FACTOR; modules/board/rate-limits.ts). */
  boardRateLimitFactor: number;
  demoSeed: boolean;
  /** Uploaded originals (financial data center): DATA_DIR/files. */
  filesDir: string;
  /** Largest accepted upload: fixed at UPLOAD_MAX_BYTES (10 MB), the limit the web form states. */
  uploadMaxBytes: number;
  /** AI providers for extraction; a provider without a key is null (local extraction only). */
  ai: AiSettings;
  /** Uploads one user may have queued or running at once (issue 13: nobody fills the queue). */
  uploadJobsPerUser: number;
  /**
   * The parse worker pool (docs/adr/0008): threads (EXTRACTION_WORKERS), heap cap of each
   * (EXTRACTION_WORKER_MEMORY_MB) and time one file may take (EXTRACTION_TIMEOUT_SECONDS).
   */
  extraction: ParsePoolSettings;
  /** Forecast runs (issue 16, docs/adr/0011): their worker pool, time limit, cap and upload size. */
  forecast: ForecastSettings;
  /**
   * Prometheus metrics (issue 18 §3, platform/metrics): GET /metrics answers a request bearing
   * METRICS_TOKEN, from the METRICS_ALLOW addresses or ranges when listed (any client when
   * empty); null when METRICS_TOKEN is unset, and /metrics answers 404.
   */
  metrics: { token: string; allow: string[] } | null;
  /**
   * Backups (issue 18 §2, platform/backup): BACKUP_SCHEDULE (cron, default daily 03:00; "off";
   * off by default when NODE_ENV=test) in BACKUP_TIMEZONE (Asia/Seoul), into BACKUP_DIR
   * (DATA_DIR/backups), keeping BACKUP_RETENTION archives (14).
   */
  backup: BackupSettings;
};

/**
 * FORECAST_WORKERS threads run forecasts (one more reads uploads for /inspect, so a file check
 * never waits behind a forecast), each with a heap cap (FORECAST_WORKER_MEMORY_MB); a run is ended
 * after FORECAST_TIMEOUT_SECONDS; a user has at most FORECAST_JOBS_PER_USER runs queued or running.
 */
export type ForecastSettings = {
  workers: number;
  memoryMb: number;
  timeoutMs: number;
  jobsPerUser: number;
  uploadMaxBytes: number;
};

export class ConfigError extends Error {}

function toPath(root: string, value: string): string {
  return isAbsolute(value) ? value : resolve(root, value);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return `${issue.path.join('.') || 'environment'}: ${issue.message}`;
}

/** SMS_PROVIDER=http needs the API URL, key and sender number; dev needs nothing. */
function smsConfig(e: z.infer<typeof EnvSchema>): Config['sms'] {
  if (e.SMS_PROVIDER === 'dev') return { provider: 'dev' };
  const missing = (['SMS_API_URL', 'SMS_API_KEY', 'SMS_SENDER'] as const).filter((k) => !e[k]);
  if (missing.length > 0 || !e.SMS_API_URL || !e.SMS_API_KEY || !e.SMS_SENDER) {
    throw new ConfigError(`${missing.join(', ')}: required when SMS_PROVIDER=http`);
  }
  return { provider: 'http', apiUrl: e.SMS_API_URL, apiKey: e.SMS_API_KEY, sender: e.SMS_SENDER };
}

/** METRICS_TOKEN and METRICS_ALLOW; an allow list without a token would look like metrics are on. */
function metricsConfig(e: z.infer<typeof EnvSchema>): Config['metrics'] {
  const allow = (e.METRICS_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!e.METRICS_TOKEN) {
    if (allow.length > 0) throw new ConfigError('METRICS_ALLOW: needs METRICS_TOKEN');
    return null;
  }
  const wrong = allow.find((entry) => !isAddressOrRange(entry));
  if (wrong) throw new ConfigError(`METRICS_ALLOW: ${wrong} is not an IP address or CIDR range`);
  return { token: e.METRICS_TOKEN, allow };
}

/** BACKUP_*: the schedule checked by croner now, so a typo fails at start and not at 03:00. */
function backupConfig(e: z.infer<typeof EnvSchema>, root: string, dataDir: string): BackupSettings {
  const timezone = e.BACKUP_TIMEZONE;
  if (!isKnownTimezone(timezone)) {
    throw new ConfigError(`BACKUP_TIMEZONE: ${timezone} is not a time zone (e.g. Asia/Seoul)`);
  }
  const pattern = e.BACKUP_SCHEDULE ?? (e.NODE_ENV === 'test' ? 'off' : DEFAULT_BACKUP_SCHEDULE);
  const schedule = pattern.toLowerCase() === 'off' ? null : pattern;
  const problem = schedule ? scheduleProblem(schedule, timezone) : null;
  if (problem)
    throw new ConfigError(`BACKUP_SCHEDULE: ${schedule} is not a cron schedule (${problem})`);
  return {
    schedule,
    timezone,
    directory: e.BACKUP_DIR ? toPath(root, e.BACKUP_DIR) : resolve(dataDir, 'backups'),
    retention: e.BACKUP_RETENTION,
  };
}

/** TRUSTED_ORIGINS as origins (scheme, host, port), as browsers send them in the Origin header. */
function trustedOriginList(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new ConfigError(`TRUSTED_ORIGINS: ${entry} is not an http(s) origin`);
    }
    return url.origin;
  });
}

/** Turns environment variables into the typed configuration; pure (no I/O), throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined>, root = REPO_ROOT): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map(describeIssue).join('; '));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.AUTH_SECRET) {
    throw new ConfigError('AUTH_SECRET: required in production (at least 32 characters)');
  }
  const demoSeed = e.DEMO_SEED ?? e.NODE_ENV === 'development';
  if (production && demoSeed) {
    throw new ConfigError('DEMO_SEED: demo accounts cannot be seeded in production');
  }
  if (Boolean(e.SUPER_ADMIN_EMAIL) !== Boolean(e.SUPER_ADMIN_PASSWORD)) {
    throw new ConfigError('SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD must be set together');
  }
  const sms = smsConfig(e);
  const dataDir = toPath(root, e.DATA_DIR);
  const database: Config['database'] =
    e.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') }
      : e.DATABASE_URL === 'memory://'
        ? { kind: 'pglite', dataDir: null }
        : { kind: 'postgres', url: e.DATABASE_URL };
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const origins = trustedOriginList(e.TRUSTED_ORIGINS);
  // In development the app is opened as localhost or 127.0.0.1 (the README says the latter),
  // directly or through the Vite dev server; both spellings must be able to sign in.
  if (!production) {
    for (const port of [e.PORT, 5173]) {
      origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
    }
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    redisUrl: e.REDIS_URL,
    nodeEnv: e.NODE_ENV,
    devMode: !production,
    publicUrl,
    authSecret: e.AUTH_SECRET ?? DEV_AUTH_SECRET,
    superAdmin:
      e.SUPER_ADMIN_EMAIL && e.SUPER_ADMIN_PASSWORD
        ? { email: e.SUPER_ADMIN_EMAIL.toLowerCase(), password: e.SUPER_ADMIN_PASSWORD }
        : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    appName: e.APP_NAME,
    sms,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: toPath(root, e.WEB_DIST_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustedOrigins: [...new Set([new URL(publicUrl).origin, ...origins])],
    signUpIpLimit: e.SIGN_UP_IP_LIMIT,
    boardRateLimitFactor: e.BOARD_RATE_LIMIT_FACTOR,
    demoSeed,
    filesDir: resolve(dataDir, 'files'),
    uploadMaxBytes: UPLOAD_MAX_BYTES,
    ai: {
      claude: e.ANTHROPIC_API_KEY
        ? { apiKey: e.ANTHROPIC_API_KEY, baseUrl: e.ANTHROPIC_BASE_URL, model: e.ANTHROPIC_MODEL }
        : null,
      gemini: e.GEMINI_API_KEY
        ? { apiKey: e.GEMINI_API_KEY, baseUrl: e.GEMINI_BASE_URL, model: e.GEMINI_MODEL }
        : null,
    },
    uploadJobsPerUser: e.EXTRACTION_JOBS_PER_USER,
    extraction: {
      workers: e.EXTRACTION_WORKERS,
      memoryMb: e.EXTRACTION_WORKER_MEMORY_MB,
      timeoutMs: Math.round(e.EXTRACTION_TIMEOUT_SECONDS * 1000),
    },
    forecast: {
      workers: e.FORECAST_WORKERS,
      memoryMb: e.FORECAST_WORKER_MEMORY_MB,
      timeoutMs: Math.round(e.FORECAST_TIMEOUT_SECONDS * 1000),
      jobsPerUser: e.FORECAST_JOBS_PER_USER,
      uploadMaxBytes: e.FORECAST_UPLOAD_MAX_BYTES,
    },
    metrics: metricsConfig(e),
    backup: backupConfig(e, root, dataDir),
  };
}
