import { hasRole, type Me, type OrganisationRef, type Role, type ServerMeta } from '@bus/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { FeedbackProvider } from '../lib/feedback';
import { i18n, i18nReady } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** Loads the real locale files (through the app's lazy loader) before a test renders. */
export async function loadLocales(namespaces: string[], language: 'ko' | 'en' = 'ko') {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespaces);
}

/** The operator organisation the test users and companies belong to (issue 14). */
export const TEST_ORGANISATION: OrganisationRef = {
  id: '0a0a0a0a-0000-4000-8000-000000000001',
  name: '가람교통(주)',
  kind: 'operator',
};

/** An approved member of TEST_ORGANISATION: it writes from the `user` role up, as on the server. */
export function testUser(role: Role, overrides: Partial<Me> = {}): Me {
  return {
    id: `user-${role}`,
    email: `${role}@demo.local`,
    name: `Test ${role}`,
    role,
    isAdmin: role === 'admin' || role === 'super_admin',
    emailVerified: true,
    image: null,
    createdAt: '2026-01-02T03:04:05.000Z',
    sessionExpiresAt: '2026-01-02T11:04:05.000Z',
    impersonatedBy: null,
    preferredLanguage: 'ko',
    timezone: 'Asia/Seoul',
    organisation: TEST_ORGANISATION,
    dataAccess: hasRole(role, 'user') ? 'write' : 'read',
    oversees: false,
    ...overrides,
  };
}

export const TEST_META: ServerMeta = {
  version: '0.1.0',
  devMode: false,
  googleSignIn: false,
  demoAccounts: [],
};

type Reply = { status: number; body?: unknown } | 'pending';
type Handler = (method: string, path: string, body: unknown) => Reply | undefined;

/**
 * Replaces fetch with a fake API: `handler` answers by method and path (without /api);
 * unanswered calls get a 404 problem, 'pending' never settles (to observe loading states).
 */
export function mockApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const path = url.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = handler(init?.method ?? 'GET', path, body) ?? {
      status: 404,
      body: { type: 'about:blank', title: 'Not Found', status: 404, code: 'route_not_found' },
    };
    if (reply === 'pending') return new Promise<Response>(() => {});
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers /me with `user` (or 401 when null) and /meta with `meta`. */
export function sessionHandler(user: Me | null | 'pending', meta: ServerMeta = TEST_META): Handler {
  return (method, path) => {
    if (method === 'GET' && path === '/me') {
      if (user === 'pending') return 'pending';
      if (user) return { status: 200, body: user };
      return {
        status: 401,
        body: { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'unauthenticated' },
      };
    }
    if (method === 'GET' && path === '/meta') return { status: 200, body: meta };
    if (method === 'POST' && path === '/page-views') return { status: 204 };
    return undefined;
  };
}

/** Renders routes in a memory router with the app's providers; returns the router. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FeedbackProvider>
          <RouterProvider router={router} />
        </FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...result };
}
