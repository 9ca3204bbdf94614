#!/usr/bin/env node
// Proves that a production build of the web app carries none of the development aids
// (data-center-board-admin.md §2: dev banner, floating panel, auto-login, /dev pages, their texts).
//
//   node scripts/check-production-bundle.mjs                 build in production mode into a
//                                                            temporary folder and check it
//   node scripts/check-production-bundle.mjs --dist DIR      check an existing build
//   node scripts/check-production-bundle.mjs --dist DIR --expect present
//                                                            the opposite: a development-mode
//                                                            build must carry them (so the markers
//                                                            below are known to be meaningful)
//
// It never touches apps/web/dist (served by `npm start`) or apps/web/dist-e2e (served by the
// end-to-end tests). Exits 1 when the check fails.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildProductionWeb, ROOT } from './lib/web-build.mjs';

const WEB = join(ROOT, 'apps/web');
const LOCALES = join(WEB, 'src/locales');

/** Names and keys only the development aids use (source file names appear in the manifest). */
const CODE_MARKERS = [
  'dev-banner',
  'dev-panel-toggle',
  'dev-auto-login',
  'dev_auto_login_email',
  'Development auto-login failed',
  'dev-aids-root',
  'auth-debug-page',
  'two-factor-test-page',
];

function leafStrings(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafStrings);
  return [];
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Every text of the `dev` namespace that is specific to it: at least 12 characters and not part of
 * any other namespace's text in any language (a shared phrase such as "Google sign-in" or a word
 * such as "Priority", which antd uses too, would prove nothing). JSON-escaped, as bundled.
 */
function devTexts() {
  const languages = readdirSync(LOCALES).filter((name) =>
    statSync(join(LOCALES, name)).isDirectory(),
  );
  const others = new Set();
  const dev = new Set();
  for (const language of languages) {
    for (const file of readdirSync(join(LOCALES, language))) {
      if (!file.endsWith('.json')) continue;
      const texts = leafStrings(readJson(join(LOCALES, language, file)));
      for (const text of texts) (file === 'dev.json' ? dev : others).add(text);
    }
  }
  const elsewhere = [...others];
  return [...dev]
    .filter((text) => text.length >= 12 && !elsewhere.some((other) => other.includes(text)))
    .map((text) => JSON.stringify(text).slice(1, -1));
}

function filesBelow(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

/** Which markers occur in the build's text files, and where. */
function scan(dist) {
  const markers = [...CODE_MARKERS, ...devTexts()];
  const found = new Map();
  for (const file of filesBelow(dist)) {
    if (!/\.(js|mjs|css|html|json)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const marker of markers) {
      if (text.includes(marker)) found.set(marker, file.slice(dist.length + 1));
    }
  }
  return { markers, found };
}

const args = process.argv.slice(2);
const distArg = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : null;
const expect = args.includes('--expect') ? args[args.indexOf('--expect') + 1] : 'absent';
if (!['absent', 'present'].includes(expect)) {
  process.stderr.write('--expect takes absent or present\n');
  process.exit(2);
}

const dist = distArg ?? mkdtempSync(join(tmpdir(), 'bus-prod-check-'));
try {
  if (!distArg) buildProductionWeb(dist);
  const { markers, found } = scan(dist);
  if (expect === 'absent') {
    for (const [marker, file] of found) process.stdout.write(`found "${marker}" in ${file}\n`);
    process.stdout.write(
      found.size === 0
        ? `ok: none of ${markers.length} development-aid markers is in the production build\n`
        : `FAILED: ${found.size} development-aid markers are in the production build\n`,
    );
    process.exitCode = found.size === 0 ? 0 : 1;
  } else {
    const missing = CODE_MARKERS.filter((marker) => !found.has(marker));
    process.stdout.write(
      missing.length === 0
        ? `ok: the build carries the development aids (${found.size} of ${markers.length} markers)\n`
        : `FAILED: missing ${missing.join(', ')}\n`,
    );
    process.exitCode = missing.length === 0 ? 0 : 1;
  }
} finally {
  if (!distArg) rmSync(dist, { recursive: true, force: true });
}
