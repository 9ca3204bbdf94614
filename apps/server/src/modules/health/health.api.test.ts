import { Health } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readVersion } from '../../version';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database, Redis, version and uptime', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = Health.parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.database.status).toBe('ok');
    expect(health.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.redis.status).toBe('disabled');
    expect(health.version).toBe(readVersion());
    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('echoes a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
