import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { DevOnly, RequireAdmin, RequireAuth, RequireSuperAdmin } from './guards';
import { RootLayout } from './layout';
import { RouteError } from './route-error';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Lazily loads one named page component (every page is its own chunk). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Lazy {
  return async () => ({ Component: pick(await load()) });
}

/**
 * §2.1 redirects: capitalised forms some navigation links still use. Case-sensitive, because
 * React Router matches case-insensitively by default and /depreciation must not redirect to itself.
 */
const REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['CostAllocation', '/cost-allocation'],
  ['InvestmentCompensation', '/investment-compensation'],
  ['Depreciation', '/depreciation'],
];
const redirectRoutes: RouteObject[] = REDIRECTS.map(([from, to]) => ({
  path: from,
  caseSensitive: true,
  element: <Navigate to={to} replace />,
}));

/** platform.md §2.1 public routes (no guard). */
const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('../features/public/pages/landing-page'),
      (m) => m.LandingPage,
    ),
  },
  {
    path: 'login',
    lazy: page(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    lazy: page(
      () => import('../features/auth/pages/register-page'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: 'forgot-password',
    lazy: page(
      () => import('../features/auth/pages/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'reset-password',
    lazy: page(
      () => import('../features/auth/pages/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: 'help',
    lazy: page(
      () => import('../features/public/pages/help-page'),
      (m) => m.HelpPage,
    ),
  },
  {
    path: 'privacy-policy',
    lazy: page(
      () => import('../features/public/pages/privacy-policy-page'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  // Issue 14: an invitation link; signed out, the page itself asks to sign in first.
  {
    path: 'invite/:token',
    lazy: page(
      () => import('../features/invite/pages/invite-page'),
      (m) => m.InvitePage,
    ),
  },
  {
    path: 'page/:slug',
    lazy: page(
      () => import('../features/public/pages/static-page'),
      (m) => m.StaticPagePage,
    ),
  },
  // data-center-board-admin.md §2: signed out, the session page itself asks the visitor to log in
  // (its data comes from the server session, so nothing is shown without one).
  {
    path: 'token-refresh',
    lazy: page(
      () => import('../features/session/pages/token-refresh-page'),
      (m) => m.TokenRefreshPage,
    ),
  },
  {
    path: 'demo/depreciation',
    lazy: page(
      () => import('../features/depreciation/pages/demo-depreciation-page'),
      (m) => m.DemoDepreciationPage,
    ),
  },
  {
    path: 'demo/depreciation-results',
    lazy: page(
      () => import('../features/depreciation/pages/demo-depreciation-results-page'),
      (m) => m.DemoDepreciationResultsPage,
    ),
  },
  // Issue 17: the board. No guard on the list and a post (§2); the layout keeps one live
  // connection for the board's pages. Moderation needs a session, and manager rights (the page).
  {
    path: 'board',
    lazy: page(
      () => import('../features/board/pages/board-layout'),
      (m) => m.BoardLayout,
    ),
    children: [
      {
        index: true,
        lazy: page(
          () => import('../features/board/pages/board-page'),
          (m) => m.BoardPage,
        ),
      },
      {
        path: 'posts/:postId',
        lazy: page(
          () => import('../features/board/pages/post-detail-page'),
          (m) => m.PostDetailPage,
        ),
      },
      {
        path: 'moderation',
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            index: true,
            lazy: page(
              () => import('../features/board/pages/moderation-page'),
              (m) => m.ModerationPage,
            ),
          },
        ],
      },
    ],
  },
];

/** platform.md §2.1 signed-in routes. */
const memberRoutes: RouteObject[] = [
  {
    path: 'home',
    lazy: page(
      () => import('../features/public/pages/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'dashboard',
    lazy: page(
      () => import('../features/dashboard/pages/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: 'profile',
    lazy: page(
      () => import('../features/profile/pages/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'user-profile',
    lazy: page(
      () => import('../features/profile/pages/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'account-settings',
    lazy: page(
      () => import('../features/account-settings/pages/account-settings-page'),
      (m) => m.AccountSettingsPage,
    ),
  },
  {
    path: 'settings',
    lazy: page(
      () => import('../features/account-settings/pages/account-settings-page'),
      (m) => m.AccountSettingsPage,
    ),
  },
  // Issue 16: forecasting (each page its own chunk; the engine's light catalogue comes with them).
  {
    path: 'forecast',
    lazy: page(
      () => import('../features/forecast/pages/forecast-page'),
      (m) => m.ForecastPage,
    ),
  },
  {
    path: 'model-portal',
    lazy: page(
      () => import('../features/forecast/pages/model-portal-page'),
      (m) => m.ModelPortalPage,
    ),
  },
  {
    path: 'prophet-forecast',
    lazy: page(
      () => import('../features/forecast/pages/model-forecast-page'),
      (m) => m.ProphetForecastPage,
    ),
  },
  {
    path: 'xgboost-forecast',
    lazy: page(
      () => import('../features/forecast/pages/model-forecast-page'),
      (m) => m.XgboostForecastPage,
    ),
  },
  {
    path: 'sarima-forecast',
    lazy: page(
      () => import('../features/forecast/pages/model-forecast-page'),
      (m) => m.SarimaForecastPage,
    ),
  },
  {
    path: 'cost-allocation',
    lazy: page(
      () => import('../features/cost-allocation/pages/cost-allocation-page'),
      (m) => m.CostAllocationPage,
    ),
  },
  {
    path: 'cost-estimation',
    lazy: page(
      () => import('../features/cost-estimation/pages/cost-estimation-page'),
      (m) => m.CostEstimationPage,
    ),
  },
  {
    path: 'depreciation',
    lazy: page(
      () => import('../features/depreciation/pages/depreciation-page'),
      (m) => m.DepreciationPage,
    ),
  },
  {
    path: 'depreciation-management',
    lazy: page(
      () => import('../features/depreciation/pages/depreciation-page'),
      (m) => m.DepreciationPage,
    ),
  },
  {
    path: 'depreciation-results',
    lazy: page(
      () => import('../features/depreciation/pages/depreciation-results-page'),
      (m) => m.DepreciationResultsPage,
    ),
  },
  {
    path: 'investment-compensation',
    lazy: page(
      () => import('../features/investment-compensation/pages/investment-compensation-page'),
      (m) => m.InvestmentCompensationPage,
    ),
  },
  {
    path: 'transportation-general-cost',
    lazy: page(
      () => import('../features/transport-cost/pages/transport-cost-page'),
      (m) => m.TransportCostPage,
    ),
  },
  {
    path: 'cost-adjustment',
    lazy: page(
      () => import('../features/cost-adjustment/pages/cost-adjustment-page'),
      (m) => m.CostAdjustmentPage,
    ),
  },
  {
    path: 'financial-support',
    lazy: page(
      () => import('../features/financial-support/pages/financial-support-page'),
      (m) => m.FinancialSupportPage,
    ),
  },
  {
    path: 'forecast-dashboard',
    lazy: page(
      () => import('../features/forecast/pages/forecast-dashboard-page'),
      (m) => m.ForecastDashboardPage,
    ),
  },
  // data-center-board-admin.md §2: the tab is the sub-path (/financial-data-center/manage …).
  {
    path: 'financial-data-center/*',
    lazy: page(
      () => import('../features/financial-data-center/pages/financial-data-center-page'),
      (m) => m.FinancialDataCenterPage,
    ),
  },
];

/**
 * platform.md §2.1 development-only routes, in a build that carries the development aids (see
 * components/dev-aids.tsx). A production build has neither the pages nor their chunks: /dev/* → /.
 */
const devRoute: RouteObject =
  import.meta.env.MODE !== 'production'
    ? {
        path: 'dev',
        element: (
          <DevOnly>
            <Outlet />
          </DevOnly>
        ),
        children: [
          {
            path: 'auth-debug',
            lazy: page(
              () => import('../features/dev/pages/auth-debug-page'),
              (m) => m.AuthDebugPage,
            ),
          },
        ],
      }
    : { path: 'dev/*', element: <Navigate to="/" replace /> };

/** Every route of platform.md §2.1 with its guard, inside the shared layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // The layout stays visible while the first page's chunk loads; this boundary shows the spinner.
        HydrateFallback: PageSpinner,
        children: [
          // First, so that an equally ranked case-insensitive match never wins over them.
          ...redirectRoutes,
          ...publicRoutes,
          {
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: memberRoutes,
          },
          {
            path: 'admin',
            element: (
              <RequireAdmin>
                <Outlet />
              </RequireAdmin>
            ),
            children: [
              {
                index: true,
                lazy: page(
                  () => import('../features/admin/pages/admin-page'),
                  (m) => m.AdminPage,
                ),
              },
            ],
          },
          {
            path: 'super-admin',
            element: (
              <RequireSuperAdmin>
                <Outlet />
              </RequireSuperAdmin>
            ),
            // Issue 18 §1: the super-admin console.
            children: [
              {
                index: true,
                lazy: page(
                  () => import('../features/super-admin/pages/super-admin-page'),
                  (m) => m.SuperAdminPage,
                ),
              },
            ],
          },
          devRoute,
          {
            path: '*',
            lazy: page(
              () => import('../components/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
