import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * Every page of the app, for the checks that visit them all (layout-overflow.spec.ts,
 * shell.spec.ts). The list is written out, since some pages need an id or a tab; `routerPaths` reads
 * the paths app/router.tsx declares, and shell.spec.ts fails when one of them is visited by no
 * entry here, so a new route cannot be left out.
 */
export type ShellPage = { path: string; signedIn: boolean };

/** Public pages (platform.md §2.1), seen signed out. */
const PUBLIC = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/help',
  '/privacy-policy',
  '/page/terms',
  '/invite/not-a-real-invitation',
  '/token-refresh',
  '/demo/depreciation',
  '/demo/depreciation-results',
  '/board',
  '/no-such-page',
];

/** Signed-in pages, seen by the super admin (who may open every one of them). */
const SIGNED_IN = [
  '/home',
  '/dashboard',
  '/board/moderation',
  '/profile',
  '/user-profile',
  '/account-settings',
  '/settings',
  '/forecast',
  '/model-portal',
  '/prophet-forecast',
  '/xgboost-forecast',
  '/sarima-forecast',
  '/forecast-dashboard',
  '/cost-allocation',
  '/cost-estimation',
  '/depreciation',
  '/depreciation-management',
  '/depreciation-results',
  '/investment-compensation',
  '/transportation-general-cost',
  '/cost-adjustment',
  '/financial-support',
  '/financial-data-center/upload',
  '/financial-data-center/manage',
  '/financial-data-center/analyze',
  '/financial-data-center/trash',
  '/financial-data-center/workspace',
  '/admin',
  '/admin?tab=organisations',
  '/super-admin',
  '/dev/auth-debug',
];

/** The pages to visit; a board post needs the id of one the seed wrote. */
export async function shellPages(request: APIRequestContext): Promise<ShellPage[]> {
  const response = await request.get('/api/board/posts/public?page=1&sort=latest');
  const { items } = (await response.json()) as { items: { id: string }[] };
  const post = items[0]?.id;
  // The payroll tab shows its figures once a company is chosen: the seeded operator's register.
  const companies = await request.get('/api/financial-data/companies');
  const listed = companies.ok()
    ? ((await companies.json()) as { items: { id: string; payrollCount: number }[] }).items
    : [];
  const payroll = listed.find((company) => company.payrollCount > 0)?.id;
  return [
    ...PUBLIC.map((path) => ({ path, signedIn: false })),
    ...(post ? [{ path: `/board/posts/${post}`, signedIn: false }] : []),
    ...SIGNED_IN.map((path) => ({ path, signedIn: true })),
    ...(payroll
      ? [{ path: `/financial-data-center/payroll?company=${payroll}&year=2024`, signedIn: true }]
      : [{ path: '/financial-data-center/payroll', signedIn: true }]),
  ];
}

/** The route paths app/router.tsx declares (`path: '…'`), joined to their parents by hand-free rules. */
export function routerPaths(): string[] {
  const source = readFileSync(
    join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'app', 'router.tsx'),
    'utf8',
  );
  return [...source.matchAll(/path: '([^']+)'/g)]
    .map((match) => match[1] ?? '')
    .filter((path) => path !== '/' && path !== '*' && path !== 'dev/*');
}

/** Whether a router path (possibly nested, with :params and a trailing /*) is visited by `url`. */
export function visits(url: string, routerPath: string): boolean {
  const pattern = routerPath
    .replace(/\/\*$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/?]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`(^|/)${pattern}(/|\\?|$)`).test(url);
}
