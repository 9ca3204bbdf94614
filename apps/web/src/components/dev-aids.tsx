import { lazy, Suspense } from 'react';

/**
 * Development aids (data-center-board-admin.md §2): the dev banner and the floating panel here,
 * plus the /dev pages (app/router.tsx) and their `dev` texts (lib/i18n.ts). They are in the Vite dev
 * server, in tests and in a development-mode build (`vite build --mode development`, used by the
 * development server and the end-to-end tests), and absent from a production build.
 *
 * Each guard is `import.meta.env.MODE !== 'production'` written in place: Vite turns it into a
 * literal, so the bundler drops the branch and every chunk only that branch imports (a constant
 * imported from another module is not folded, and would leave them in). Mode rather than
 * `import.meta.env.DEV`, which follows NODE_ENV: a development-mode build stays React's production
 * build. scripts/check-production-bundle.mjs proves a production build carries none of it.
 */
const DevAidsRoot =
  import.meta.env.MODE !== 'production'
    ? lazy(() => import('./dev-aids/dev-aids-root').then((m) => ({ default: m.DevAidsRoot })))
    : null;

/** Dev banner and floating panel; nothing at all in a production build. */
export function DevAids() {
  if (!DevAidsRoot) return null;
  return (
    <Suspense fallback={null}>
      <DevAidsRoot />
    </Suspense>
  );
}
