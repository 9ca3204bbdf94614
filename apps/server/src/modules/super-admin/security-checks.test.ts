import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import type { CheckContext } from './check';
import { SECURITY_CHECKS } from './security-checks';

/** Only the configuration: the checks below read nothing else. */
function contextOf(env: Record<string, string>): CheckContext {
  return { config: testConfig(env), now: new Date() } as unknown as CheckContext;
}

async function run(id: string, env: Record<string, string>) {
  const check = SECURITY_CHECKS.find((c) => c.id === id);
  if (!check) throw new Error(`no check ${id}`);
  return check.run(contextOf(env));
}

describe('configuration checks of the security audit', () => {
  it('calls demo accounts outside development critical', async () => {
    expect(await run('app.demo-seed', { DEMO_SEED: 'true' })).toMatchObject({
      code: 'app.demo-seed-outside-development',
      severity: 'critical',
      params: { nodeEnv: 'test' },
    });
    expect(await run('app.demo-seed', { NODE_ENV: 'development' })).toMatchObject({
      severity: 'ok',
    });
  });

  it('wants TLS to a PostgreSQL server on another machine', async () => {
    const remote = 'postgres://bus@db.internal:5432/bus';
    expect(await run('database.transport', { DATABASE_URL: remote })).toMatchObject({
      code: 'database.remote-without-tls',
      severity: 'warning',
      params: { host: 'db.internal' },
    });
    expect(
      await run('database.transport', { DATABASE_URL: `${remote}?sslmode=verify-full` }),
    ).toMatchObject({ code: 'database.connection-ok' });
    expect(await run('database.transport', {})).toMatchObject({ code: 'database.embedded' });
  });

  it('accepts a strong secret and an https address in production', async () => {
    const env = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'k3Jw0Vq9yXb2Rz7TnLm5Hc8Pd1Gs4Fa6Ue0Yi3Wo9Q=',
      PUBLIC_URL: 'https://cost.example.kr',
    };
    expect(await run('secret.auth', env)).toMatchObject({ code: 'secret.auth-ok', severity: 'ok' });
    expect(await run('app.public-url', env)).toMatchObject({ code: 'app.public-url-ok' });
  });
});
