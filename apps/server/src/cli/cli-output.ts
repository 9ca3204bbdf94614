import { ConfigError } from '../config';
import { BackupRefusal } from '../platform/backup/refusal';
import { DatabaseInUseError, DatabaseOpenError } from '../platform/db/database';
import { AppError } from '../platform/errors/app-error';

/** One message in Korean, then in English (operator messages of `npm run backup`/`restore`). */
export function say(
  line: { ko: string; en: string },
  stream: NodeJS.WritableStream = process.stdout,
): void {
  stream.write(`${line.ko}\n${line.en}\n`);
}

/** Megabytes to one decimal, as the operator guide quotes archive sizes. */
export const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/**
 * Ends the command on `error`: a refusal prints its two lines and exits with its code (operator
 * guide §6 lists them); a configuration or database problem exits 1 with its one line; anything
 * else is an unexpected failure (exit 1).
 */
export function fail(error: unknown): never {
  const refusal =
    error instanceof BackupRefusal
      ? error
      : error instanceof DatabaseInUseError
        ? new BackupRefusal('server-running', { pid: error.pid })
        : error instanceof AppError && error.code === 'backup/already-running'
          ? new BackupRefusal('already-running')
          : null;
  if (refusal) {
    say(refusal.lines, process.stderr);
    process.exit(refusal.exitCode);
  }
  const message = error instanceof Error ? error.message : String(error);
  const known = error instanceof ConfigError || error instanceof DatabaseOpenError;
  process.stderr.write(`error: ${message}\n${known ? '' : '(unexpected failure)\n'}`);
  process.exit(1);
}
