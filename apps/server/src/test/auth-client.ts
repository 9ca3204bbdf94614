import type { App } from '../platform/http/app-type';

/** The password used by test accounts; it meets the policy. */
export const TEST_PASSWORD = 'Bus!route2026';

type InjectResult = Awaited<ReturnType<App['inject']>>;

/** Cookie header value ("name=value; …") from a response's set-cookie headers. */
export function cookieFrom(response: InjectResult): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export function register(
  app: App,
  body: { name?: string; email: string; password?: string; privacyConsent?: boolean },
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: '홍길동', password: TEST_PASSWORD, privacyConsent: true, ...body },
  });
}

export function signIn(app: App, email: string, password = TEST_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
}

/** Registers a fresh account and returns its session cookie. */
export async function registerAndCookie(app: App, email: string): Promise<string> {
  const response = await register(app, { email });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return cookieFrom(response);
}
