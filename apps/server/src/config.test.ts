import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_APP_NAME,
  DEFAULT_CLAUDE_MODEL,
  DEFAULT_GEMINI_MODEL,
  DEV_AUTH_SECRET,
  GOOGLE_DISCOVERY_URL,
  loadConfig,
} from './config';

const ROOT = '/repo';
const SECRET = 's'.repeat(40);

describe('loadConfig', () => {
  it('works with nothing set: port 3000 on 127.0.0.1, PGlite under ./data, development', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/repo/data',
      database: { kind: 'pglite', dataDir: '/repo/data/pglite' },
      redisUrl: undefined,
      nodeEnv: 'development',
      devMode: true,
      publicUrl: 'http://localhost:3000',
      authSecret: DEV_AUTH_SECRET,
      webDistDir: '/repo/apps/web/dist',
      bodyLimitBytes: 1024 * 1024,
      demoSeed: true,
      google: undefined,
      filesDir: '/repo/data/files',
      uploadMaxBytes: 10 * 1024 * 1024,
      ai: { claude: null, gemini: null },
      extraction: { workers: 2, memoryMb: 512, timeoutMs: 120_000 },
    });
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://localhost:5173']),
    );
  });

  it('sizes the parse worker pool from EXTRACTION_* and refuses nonsense', () => {
    const env = {
      EXTRACTION_WORKERS: '4',
      EXTRACTION_WORKER_MEMORY_MB: '1024',
      EXTRACTION_TIMEOUT_SECONDS: '0.5',
    };
    expect(loadConfig(env, ROOT).extraction).toEqual({
      workers: 4,
      memoryMb: 1024,
      timeoutMs: 500,
    });
    expect(() => loadConfig({ EXTRACTION_WORKERS: '0' }, ROOT)).toThrow(/EXTRACTION_WORKERS/);
    expect(() => loadConfig({ EXTRACTION_TIMEOUT_SECONDS: '-1' }, ROOT)).toThrow(ConfigError);
  });

  it('lets the README address http://127.0.0.1:PORT sign in during development', () => {
    expect(loadConfig({ PORT: '4100' }, ROOT).trustedOrigins).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4100', 'http://localhost:4100']),
    );
  });

  it('uses in-memory PGlite for memory:// and a server for postgres URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }, ROOT).database).toEqual({
      kind: 'pglite',
      dataDir: null,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }, ROOT).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
  });

  it('resolves relative directories from the repository root and keeps absolute ones', () => {
    const config = loadConfig({ DATA_DIR: 'var/data', WEB_DIST_DIR: '/srv/web' }, ROOT);
    expect(config.dataDir).toBe('/repo/var/data');
    expect(config.webDistDir).toBe('/srv/web');
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, ROOT)).toThrow(/AUTH_SECRET/);
  });

  it('refuses demo seeding in production and never seeds there by default', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, DEMO_SEED: 'true' }, ROOT),
    ).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET }, ROOT);
    expect(config).toMatchObject({ demoSeed: false, devMode: false });
    expect(config.trustedOrigins).not.toContain('http://localhost:5173');
  });

  it('turns Google sign-in on only when both id and secret are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }, ROOT).google).toBeUndefined();
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }, ROOT).google,
    ).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      discoveryUrl: GOOGLE_DISCOVERY_URL,
    });
  });

  it('points Google discovery at GOOGLE_DISCOVERY_URL when set (a local fake in tests)', () => {
    const config = loadConfig(
      {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9999/.well-known/openid-configuration',
      },
      ROOT,
    );
    expect(config.google?.discoveryUrl).toBe(
      'http://127.0.0.1:9999/.well-known/openid-configuration',
    );
    expect(() => loadConfig({ GOOGLE_DISCOVERY_URL: 'not a url' }, ROOT)).toThrow(
      /GOOGLE_DISCOVERY_URL/,
    );
  });

  it('uses the development SMS sender unless SMS_PROVIDER=http', () => {
    expect(loadConfig({}, ROOT).sms).toEqual({ provider: 'dev' });
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET }, ROOT).sms).toEqual({
      provider: 'dev',
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' }, ROOT)).toThrow(/SMS_PROVIDER/);
  });

  it('requires the API URL, key and sender for the HTTP SMS provider', () => {
    const env = {
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      SMS_PROVIDER: 'http',
      SMS_API_URL: 'https://sms.example.kr/v1/messages',
      SMS_API_KEY: 'key',
      SMS_SENDER: '0212345678',
    };
    expect(loadConfig(env, ROOT).sms).toEqual({
      provider: 'http',
      apiUrl: 'https://sms.example.kr/v1/messages',
      apiKey: 'key',
      sender: '0212345678',
    });
    expect(() => loadConfig({ ...env, SMS_API_KEY: '' }, ROOT)).toThrow(
      /SMS_API_KEY: required when SMS_PROVIDER=http/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'http' }, ROOT)).toThrow(
      /SMS_API_URL, SMS_API_KEY, SMS_SENDER/,
    );
  });

  it('names the app (TOTP issuer) from APP_NAME, Korean product name by default', () => {
    expect(loadConfig({}, ROOT).appName).toBe(DEFAULT_APP_NAME);
    expect(loadConfig({ APP_NAME: 'Bus Cost' }, ROOT).appName).toBe('Bus Cost');
  });

  it('names the variable of an invalid value in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, ROOT)).toThrow(/^PORT: /);
    expect(() => loadConfig({ NODE_ENV: 'staging' }, ROOT)).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ SUPER_ADMIN_EMAIL: 'root@example.kr' }, ROOT)).toThrow(
      /SUPER_ADMIN_PASSWORD/,
    );
  });

  it('splits TRUSTED_ORIGINS and adds the PUBLIC_URL', () => {
    const config = loadConfig(
      { PUBLIC_URL: 'https://cost.example.kr/', TRUSTED_ORIGINS: 'https://a.kr, https://b.kr' },
      ROOT,
    );
    expect(config.publicUrl).toBe('https://cost.example.kr');
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(['https://cost.example.kr', 'https://a.kr', 'https://b.kr']),
    );
  });

  it('keeps TRUSTED_ORIGINS as origins and refuses an entry that is none', () => {
    const config = loadConfig(
      { PUBLIC_URL: 'https://cost.example.kr/app/', TRUSTED_ORIGINS: 'https://B.example.kr:443/x' },
      ROOT,
    );
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(['https://cost.example.kr', 'https://b.example.kr']),
    );
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'cost.example.kr' }, ROOT)).toThrow(
      /TRUSTED_ORIGINS/,
    );
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'ftp://files.example.kr' }, ROOT)).toThrow(
      ConfigError,
    );
  });

  it('limits sign-ups per IP to 20 an hour unless SIGN_UP_IP_LIMIT says otherwise', () => {
    expect(loadConfig({}, ROOT).signUpIpLimit).toBe(20);
    expect(loadConfig({ SIGN_UP_IP_LIMIT: '200' }, ROOT).signUpIpLimit).toBe(200);
    expect(() => loadConfig({ SIGN_UP_IP_LIMIT: '0' }, ROOT)).toThrow(/SIGN_UP_IP_LIMIT/);
  });

  it('keeps uploads under DATA_DIR/files', () => {
    expect(loadConfig({ DATA_DIR: '/srv/bus' }, ROOT).filesDir).toBe('/srv/bus/files');
  });

  it('turns an AI provider on only with its key, with default models and optional base URLs', () => {
    const config = loadConfig(
      {
        ANTHROPIC_API_KEY: 'sk-ant',
        GEMINI_API_KEY: 'g-key',
        GEMINI_BASE_URL: 'http://127.0.0.1:9/',
      },
      ROOT,
    );
    expect(config.ai).toEqual({
      claude: { apiKey: 'sk-ant', baseUrl: undefined, model: DEFAULT_CLAUDE_MODEL },
      gemini: { apiKey: 'g-key', baseUrl: 'http://127.0.0.1:9/', model: DEFAULT_GEMINI_MODEL },
    });
    expect(loadConfig({ ANTHROPIC_MODEL: 'claude-x', GEMINI_MODEL: 'gemini-y' }, ROOT).ai).toEqual({
      claude: null,
      gemini: null,
    });
    expect(
      loadConfig({ ANTHROPIC_API_KEY: 'k', ANTHROPIC_MODEL: 'claude-x' }, ROOT).ai.claude?.model,
    ).toBe('claude-x');
  });

  it('names a malformed AI base URL', () => {
    expect(() => loadConfig({ ANTHROPIC_BASE_URL: 'not a url' }, ROOT)).toThrow(
      /ANTHROPIC_BASE_URL/,
    );
  });

  // Prometheus metrics (issue 18 §3).
  describe('metrics', () => {
    const TOKEN = 'm'.repeat(32);

    it('keeps /metrics off unless METRICS_TOKEN is set', () => {
      expect(loadConfig({}, ROOT).metrics).toBeNull();
      expect(loadConfig({ METRICS_TOKEN: '  ' }, ROOT).metrics).toBeNull();
      expect(loadConfig({ METRICS_TOKEN: TOKEN }, ROOT).metrics).toEqual({
        token: TOKEN,
        allow: [],
      });
    });

    it('refuses a token under 32 characters or with spaces', () => {
      expect(() => loadConfig({ METRICS_TOKEN: 'm'.repeat(31) }, ROOT)).toThrow(
        /^METRICS_TOKEN: at least 32 characters/,
      );
      expect(() =>
        loadConfig({ METRICS_TOKEN: `${'m'.repeat(20)} ${'m'.repeat(20)}` }, ROOT),
      ).toThrow(/METRICS_TOKEN/);
    });

    it('reads METRICS_ALLOW as addresses and CIDR ranges, and refuses anything else', () => {
      const env = { METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.0.0.0/8, 127.0.0.1 ,::1,' };
      expect(loadConfig(env, ROOT).metrics?.allow).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
      expect(() =>
        loadConfig({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.0.0.0/8,prometheus' }, ROOT),
      ).toThrow(/^METRICS_ALLOW: prometheus is not an IP address or CIDR range$/);
      expect(() =>
        loadConfig({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.0.0.0/40' }, ROOT),
      ).toThrow(ConfigError);
    });

    it('refuses METRICS_ALLOW without METRICS_TOKEN', () => {
      expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/8' }, ROOT)).toThrow(
        /METRICS_ALLOW: needs METRICS_TOKEN/,
      );
    });
  });

  // Backups (issue 18 §2).
  describe('backups', () => {
    it('backs up daily at 03:00 Seoul time into DATA_DIR/backups, keeping 14', () => {
      expect(loadConfig({}, ROOT).backup).toEqual({
        schedule: '0 3 * * *',
        timezone: 'Asia/Seoul',
        directory: '/repo/data/backups',
        retention: 14,
      });
      expect(loadConfig({ DATA_DIR: '/srv/bus' }, ROOT).backup.directory).toBe('/srv/bus/backups');
    });

    it('has no schedule under NODE_ENV=test unless one is set, and none with "off"', () => {
      expect(loadConfig({ NODE_ENV: 'test' }, ROOT).backup.schedule).toBeNull();
      expect(
        loadConfig({ NODE_ENV: 'test', BACKUP_SCHEDULE: '*/5 * * * *' }, ROOT).backup.schedule,
      ).toBe('*/5 * * * *');
      expect(loadConfig({ BACKUP_SCHEDULE: 'OFF' }, ROOT).backup.schedule).toBeNull();
    });

    it('reads BACKUP_DIR from the repository root and BACKUP_RETENTION as a count', () => {
      const backup = loadConfig({ BACKUP_DIR: 'archives', BACKUP_RETENTION: '30' }, ROOT).backup;
      expect(backup).toMatchObject({ directory: '/repo/archives', retention: 30 });
      expect(() => loadConfig({ BACKUP_RETENTION: '0' }, ROOT)).toThrow(/BACKUP_RETENTION/);
    });

    it('refuses a schedule or time zone that cannot run, at start rather than at 03:00', () => {
      expect(() => loadConfig({ BACKUP_SCHEDULE: 'every night' }, ROOT)).toThrow(
        /^BACKUP_SCHEDULE: every night is not a cron schedule/,
      );
      expect(() => loadConfig({ BACKUP_TIMEZONE: 'Seoul' }, ROOT)).toThrow(
        /^BACKUP_TIMEZONE: Seoul is not a time zone/,
      );
    });
  });
});
