import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './config';

/** The product version: the root package.json's, so server and web report the same number. */
export function readVersion(root = REPO_ROOT): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}
