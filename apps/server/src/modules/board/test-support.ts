import type { BoardPost, BoardPostInput, Role } from '@bus/domain';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';

export const BOARD = '/api/board';

export type BoardTestApp = TestApp & {
  /** A signed-in account per name (`{name}@board.test`) with the given role. */
  as(name: string, role: Role): Promise<string>;
  post(cookie: string, input: Partial<BoardPostInput>): Promise<BoardPost>;
  /** A request as `cookie`'s browser sends it (none: signed out). */
  inject(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ): Promise<InjectResponse>;
};

/** The app with helpers for the board's API tests. */
export async function createBoardTestApp(env: Record<string, string> = {}): Promise<BoardTestApp> {
  // The suite writes dozens of posts a minute as one user; rate-limits.api.test.ts checks the default.
  const t = await createTestApp({ BOARD_RATE_LIMIT_FACTOR: '100', ...env });
  const cookies = new Map<string, string>();
  return {
    ...t,
    async as(name, role) {
      const known = cookies.get(`${name}|${role}`);
      if (known) return known;
      const cookie = await cookieWithRole(t.app, `${name}@board.test`, role);
      cookies.set(`${name}|${role}`, cookie);
      return cookie;
    },
    inject(method, url, cookie, payload) {
      return t.app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload ? { payload } : {}),
      });
    },
    async post(cookie, input) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${BOARD}/posts`,
        headers: { cookie },
        payload: {
          title: '노선 개편 안내',
          content: '<p>본문입니다</p>',
          category: 'general',
          ...input,
        },
      });
      if (response.statusCode !== 201) throw new Error(`post failed: ${response.body}`);
      return response.json() as BoardPost;
    },
  };
}
