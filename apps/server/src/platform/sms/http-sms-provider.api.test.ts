import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerAndCookie, TEST_PASSWORD } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';

type Received = { authorization?: string; body: { from: string; to: string; text: string } };

/**
 * A local fake of the SMS provider (SMS_PROVIDER=http): checks the request shape, keeps what it
 * received, and answers 503 while `failing` is set.
 */
function fakeProvider(received: Received[], state: { failing: boolean }): Server {
  return createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as Received['body'];
      const wellFormed =
        request.method === 'POST' &&
        request.headers['content-type'] === 'application/json' &&
        typeof body.to === 'string' &&
        typeof body.text === 'string' &&
        body.from === '0212345678';
      if (!wellFormed) {
        response.writeHead(400).end('bad request');
        return;
      }
      received.push({ authorization: request.headers.authorization, body });
      if (state.failing) {
        response.writeHead(503).end('maintenance');
        return;
      }
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"m1"}');
    });
  });
}

describe('SMS through the HTTP provider (fake gateway)', () => {
  const received: Received[] = [];
  const state = { failing: false };
  const server = fakeProvider(received, state);
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      SMS_PROVIDER: 'http',
      SMS_API_URL: `http://127.0.0.1:${port}/send`,
      SMS_API_KEY: 'test-key',
      SMS_SENDER: '0212345678',
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: '10.0.7.1',
    });

  it('delivers enrolment and sign-in codes to the provider, and maps its 5xx to sms-send-failed', async () => {
    const email = 'http-sms@example.kr';
    const cookie = await registerAndCookie(t.app, email);
    const sent = await post('/api/two-factor/phone/send', { phoneNumber: '010-3333-4444' }, cookie);
    expect(sent.statusCode).toBe(200);
    expect(received.at(-1)).toMatchObject({
      authorization: 'Bearer test-key',
      body: { to: '+821033334444', from: '0212345678' },
    });
    const code = /(\d{6})/.exec(received.at(-1)?.body.text ?? '')?.[1] ?? '';
    const verified = await post(
      '/api/two-factor/phone/verify',
      { code, password: TEST_PASSWORD },
      cookie,
    );
    expect(verified.statusCode).toBe(200);

    state.failing = true;
    const failedEnrol = await post(
      '/api/two-factor/phone/send',
      { phoneNumber: '010-3333-4444' },
      cookieFrom(verified),
    );
    expect(failedEnrol.statusCode).toBe(502);
    expect(failedEnrol.json().code).toBe('auth/sms-send-failed');

    const first = await post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(first.json().twoFactorRedirect).toBe(true);
    const failedOtp = await post('/api/auth/two-factor/send-otp', {}, cookieFrom(first));
    expect(failedOtp.statusCode).toBe(502);
    expect(failedOtp.json().code).toBe('auth/sms-send-failed');

    state.failing = false;
    const sentOtp = await post('/api/auth/two-factor/send-otp', {}, cookieFrom(first));
    expect(sentOtp.statusCode).toBe(200);
    expect(received.at(-1)?.body.to).toBe('+821033334444');
  });
});
