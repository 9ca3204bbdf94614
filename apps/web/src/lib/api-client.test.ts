import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi } from '../test/app-test-utils';
import { ApiError, api, onSessionRole, onUnauthenticated } from './api-client';

const problem401 = {
  type: 'about:blank',
  title: 'Unauthorized',
  status: 401,
  code: 'unauthenticated',
};

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('parses a problem document into ApiError', async () => {
    mockApi(() => ({
      status: 409,
      body: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        code: 'conflict',
        params: { v: 2 },
      },
    }));
    const error = await api.put('/notifications/settings', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).problem.code).toBe('conflict');
  });

  it('validates answers against the schema and returns undefined for 204', async () => {
    mockApi((method) => (method === 'GET' ? { status: 200, body: { ok: true } } : { status: 204 }));
    await expect(api.get('/x', z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    await expect(api.post('/x')).resolves.toBeUndefined();
    await expect(api.get('/x', z.object({ ok: z.string() }))).rejects.toMatchObject({
      problem: { code: 'invalid_response' },
    });
  });

  it('reports a 401 on a protected call but not on /me or sign-in', async () => {
    mockApi(() => ({ status: 401, body: problem401 }));
    const listener = vi.fn();
    const stop = onUnauthenticated(listener);
    await api.get('/me').catch(() => undefined);
    await api.post('/auth/sign-in/email', {}).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    await api.get('/notifications').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('turns a failed connection into a network_error problem', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/health')).rejects.toMatchObject({
      status: 0,
      problem: { code: 'network_error' },
    });
  });

  it('sends a form as multipart, leaving the boundary to the browser', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('companyName', '가람시내버스(주)');
    await api.postForm('/financial-data/uploads', form);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('leaves a 401 of a data-center call to its screen instead of signing the user out', async () => {
    mockApi(() => ({ status: 401, body: problem401 }));
    const listener = vi.fn();
    const stop = onUnauthenticated(listener);
    await api.get('/financial-data/companies').catch(() => undefined);
    await api.get('/payroll/companies/x/summary').catch(() => undefined);
    await api.get('/notifications').catch(() => undefined);
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reports the role the server saw on each guarded call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{}', {
            status: 200,
            headers: { 'content-type': 'application/json', 'x-session-role': 'analyst' },
          }),
      ),
    );
    const roles: string[] = [];
    const stop = onSessionRole((role) => roles.push(role));
    await api.get('/costing/summary');
    stop();
    await api.get('/costing/summary');
    expect(roles).toEqual(['analyst']);
  });

  // ADR 0007: the server does not count a marked request as activity for the idle timeout.
  it('marks a poll or timed retry as background, and nothing else', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: {} }));
    await api.get('/costing/c1/2024/investment/status', undefined, { background: true });
    await api.put('/costing/c1/2024/adjustments', {}, undefined, { background: true });
    await api.get('/costing/c1/2024/transport-cost');
    await api.put('/costing/c1/2024/adjustments', {});
    const marks = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('x-background-request'),
    );
    expect(marks).toEqual(['1', '1', null, null]);
  });
});
