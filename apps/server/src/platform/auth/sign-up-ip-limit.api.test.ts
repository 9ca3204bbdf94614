import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_IP_LIMIT_DEFAULT } from '../../config';
import { TEST_PASSWORD } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('sign-up limit per client IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production default, not the test config's raised one (test/test-app.ts).
    t = await createTestApp({ SIGN_UP_IP_LIMIT: undefined });
  });
  afterAll(() => t.close());

  const signUp = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress,
      payload: { name: '홍길동', email, password: TEST_PASSWORD, privacyConsent: true },
    });

  it('answers 429 once one address has used its sign-ups, whatever the e-mails', async () => {
    const busy = '203.0.113.7';
    for (let n = 0; n < SIGN_UP_IP_LIMIT_DEFAULT; n++) {
      const response = await signUp(`many-${n}@ip-limit.test`, busy);
      expect(response.statusCode, `sign-up ${n + 1}`).toBe(200);
    }
    const refused = await signUp('one-more@ip-limit.test', busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'auth/too-many-requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await signUp('one-more@ip-limit.test', '203.0.113.8');
    expect(elsewhere.statusCode).toBe(200);
  });
});
