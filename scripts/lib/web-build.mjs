// Decides whether the built SPA (apps/web/dist) is older than its sources, or built in the other
// mode (production or development), and rebuilds it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST_INDEX = join(ROOT, 'apps/web/dist/index.html');

/** Everything a change to which makes the built SPA stale. */
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];

/** Newest modification time (ms) of a file or of any file below a folder; 0 when it is missing. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/**
 * The web build a server started with `env` needs: `production` (no development aids) for
 * NODE_ENV=production, else `development` (dev banner, floating panel, /dev pages; still React's
 * production build). See apps/web/src/components/dev-aids.tsx.
 */
export function webBuildMode(env = process.env) {
  return env.NODE_ENV === 'production' ? 'production' : 'development';
}

/**
 * The mode a build was made in (vite.config.ts marks its index.html; apps/web/dist by default), or
 * null when unmarked.
 */
export function builtMode(index = DIST_INDEX) {
  const mark = readFileSync(index, 'utf8').match(/<meta name="build-mode" content="(\w+)"/);
  return mark?.[1] ?? null;
}

/**
 * Builds the web app as production serves it (no development aids, React's production build
 * whatever NODE_ENV says) into `outDir`, never apps/web/dist, which `npm start` and the end-to-end
 * tests serve as a development-mode build. Exits the process when the build fails.
 */
export function buildProductionWeb(outDir) {
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(ROOT, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) {
    process.stderr.write('the production build of the web app failed\n');
    process.exit(result.status ?? 1);
  }
}

/** Why the web app must be (re)built for `mode`, or null when apps/web/dist is up to date. */
export function staleReason(mode = webBuildMode()) {
  if (!existsSync(DIST_INDEX)) return 'apps/web/dist is missing';
  const mark = builtMode();
  if (mark !== mode) return `apps/web/dist is not a ${mode} build (${mark ?? 'unmarked'})`;
  const built = statSync(DIST_INDEX).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(join(ROOT, source)) > built);
  return changed ? `${changed} changed after the last build` : null;
}

/** Builds the SPA in `mode` when it is missing or stale; exits the process when the build fails. */
export function ensureWebBuild(
  log = (line) => process.stdout.write(`${line}\n`),
  mode = webBuildMode(),
) {
  const reason = staleReason(mode);
  if (!reason) return;
  log(`[start] building the web app (${reason}) …`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@bus/web', '--', '--mode', mode], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    log('[start] the web build failed; fix the errors above and run npm start again');
    process.exit(result.status ?? 1);
  }
}
