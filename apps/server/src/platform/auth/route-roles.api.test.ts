import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('every /api route declares the least role it needs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const apiRoutes = () => t.app.services.routes().filter((r) => r.url.startsWith('/api'));

  it('has no /api route without a declared role', () => {
    expect(apiRoutes().length).toBeGreaterThan(10);
    const undeclared = apiRoutes().filter((r) => r.minRole === undefined);
    expect(undeclared).toEqual([]);
  });

  it('answers 401 on every protected route without a session', async () => {
    const protectedRoutes = apiRoutes().filter(
      (r) => r.minRole !== 'public' && r.method !== 'HEAD',
    );
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const route of protectedRoutes) {
      const url = route.url.replace(':id', '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: route.method as 'GET', url, payload: {} });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('serves the OpenAPI document publicly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/notifications']),
    );
  });
});
