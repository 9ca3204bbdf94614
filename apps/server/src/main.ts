import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { WeakPasswordError } from './platform/auth/ensure-user';
import { DatabaseOpenError, openDatabase } from './platform/db/database';

/** Start-up failures the operator can fix get one clear line and exit 1, never a stack trace. */
function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`invalid configuration: ${error.message}`);
    throw error;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config.database);
  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close(): stop accepting, wait for in-flight requests, close sockets, Redis and the database.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.driver, devMode: config.devMode },
    `listening on http://${config.host}:${config.port} (public URL ${config.publicUrl})`,
  );
}

start().catch((error: unknown) => {
  if (error instanceof DatabaseOpenError || error instanceof WeakPasswordError) fail(error.message);
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    fail(`port already in use: ${error.message}`);
  }
  process.stderr.write(
    `error: the server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
