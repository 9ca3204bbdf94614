import { Problem } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('problem documents', () => {
  let t: TestApp;
  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/page-views',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 malformed_json', async () => {
    const response = await post('{"path": "/home",');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Problem.parse(response.json())).toMatchObject({ code: 'malformed_json', status: 400 });
  });

  it('names an unknown field', async () => {
    const response = await post(
      JSON.stringify({ path: '/home', sessionId: 'abcdefgh12', userId: 'forged' }),
    );
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      params: { field: 'userId' },
    });
  });

  it('names a field of the wrong type with every issue', async () => {
    const response = await post(JSON.stringify({ path: 42, sessionId: 'abcdefgh12' }));
    const body = response.json();
    expect(body).toMatchObject({
      status: 400,
      code: 'validation_failed',
      params: { field: 'path' },
    });
    expect(body.params.issues[0]).toMatchObject({ path: 'path' });
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const response = await post(
      JSON.stringify({ path: `/${'x'.repeat(4096)}`, sessionId: 'abcdefgh12' }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large', status: 413 });
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'route_not_found',
      params: { path: '/api/no-such-thing' },
    });
  });

  it('answers an unknown page with 404 when no web build is served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/some/page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('never leaks a stack trace', async () => {
    const response = await post('{bad');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
