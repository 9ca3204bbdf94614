import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { ensureUser, WeakPasswordError } from '../platform/auth/ensure-user';
import { SUPER_ADMIN_DEFAULT_NAME } from '../platform/auth/super-admin';
import { DatabaseOpenError } from '../platform/db/database';

const USAGE =
  'usage: npm run create-super-admin -- --email a@b.kr --password <password> [--name <name>]';

/** Creates a super_admin account, or promotes the existing account with that e-mail. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) throw new UsageError(USAGE);
  // Demo seeding stays off: this command must only touch the one account it was asked for.
  const config = { ...loadConfig(process.env), demoSeed: false, logLevel: 'warn' };
  const app = await buildApp(config);
  try {
    const result = await ensureUser(app.services.auth, {
      email: values.email,
      password: values.password,
      name: values.name ?? SUPER_ADMIN_DEFAULT_NAME,
      role: 'super_admin',
    });
    process.stdout.write(`super_admin ${values.email.toLowerCase()}: ${result}\n`);
  } finally {
    await app.close();
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  const known = [UsageError, ConfigError, DatabaseOpenError, WeakPasswordError];
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: ${message}\n`);
  if (!known.some((kind) => error instanceof kind)) process.stderr.write('(unexpected failure)\n');
  process.exit(1);
});
