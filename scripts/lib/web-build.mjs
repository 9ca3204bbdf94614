// Decides whether a built SPA (apps/web/dist for `npm start`, apps/web/dist-e2e for the end-to-end
// tests) is older than its sources, or built in the other mode (production or development), and
// rebuilds it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The build `npm start` serves (the server's default WEB_DIST_DIR). */
export const WEB_DIST = join(ROOT, 'apps/web/dist');
export const DIST_INDEX = join(WEB_DIST, 'index.html');
/**
 * The build the end-to-end tests serve (through WEB_DIST_DIR): a folder of its own, so building it
 * while `npm start` runs never replaces the assets the live app is serving.
 */
export const E2E_WEB_DIST = join(ROOT, 'apps/web/dist-e2e');

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
 * whatever NODE_ENV says) into `outDir`, never apps/web/dist or apps/web/dist-e2e, which `npm start`
 * and the end-to-end tests serve as development-mode builds. Exits the process when the build fails.
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

/** Why the web app in `outDir` must be (re)built for `mode`, or null when it is up to date. */
export function staleReason(mode = webBuildMode(), outDir = WEB_DIST) {
  const index = join(outDir, 'index.html');
  const name = relative(ROOT, outDir);
  if (!existsSync(index)) return `${name} is missing`;
  const mark = builtMode(index);
  if (mark !== mode) return `${name} is not a ${mode} build (${mark ?? 'unmarked'})`;
  const built = statSync(index).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(join(ROOT, source)) > built);
  return changed ? `${changed} changed after the last build` : null;
}

/**
 * Builds the SPA in `mode` into `outDir` (apps/web/dist unless told) when it is missing or stale;
 * exits the process when the build fails.
 */
export function ensureWebBuild(
  log = (line) => process.stdout.write(`${line}\n`),
  mode = webBuildMode(),
  outDir = WEB_DIST,
) {
  const reason = staleReason(mode, outDir);
  if (!reason) return;
  log(`[start] building the web app (${reason}) …`);
  const args = ['run', 'build', '-w', '@bus/web', '--', '--mode', mode, '--outDir', outDir];
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    log('[start] the web build failed; fix the errors above and run npm start again');
    process.exit(result.status ?? 1);
  }
}
