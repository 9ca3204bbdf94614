import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { loadConfig } from '../config';
import { auditLog } from '../platform/audit/audit-log';
import { auditRepo } from '../platform/audit/repo';
import { hasAppSchema } from '../platform/backup/catalog';
import { BackupRefusal } from '../platform/backup/refusal';
import { backupService } from '../platform/backup/service';
import { openDatabase, pgliteHolder } from '../platform/db/database';
import { readVersion } from '../version';
import { fail, megabytes, say } from './cli-output';

const USAGE = 'npm run backup';

/**
 * `npm run backup` (issue 18 §2): one backup into BACKUP_DIR now. On PostgreSQL at any time (the
 * advisory lock keeps it from running beside a server's); on PGlite only while the server is
 * stopped — a running server holds the folder, and takes its backups itself (the button, the
 * schedule).
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 0) throw new BackupRefusal('usage', { usage: USAGE });
  const config = loadConfig(process.env);
  if (config.database.kind === 'pglite') {
    if (config.database.dataDir === null) throw new BackupRefusal('memory-database');
    const holder = await pgliteHolder(config.database.dataDir);
    if (holder !== null) throw new BackupRefusal('server-running', { pid: holder });
  }
  const database = await openDatabase(config.database);
  if (!(await hasAppSchema(database))) {
    await database.close();
    throw new BackupRefusal('never-started');
  }
  const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;
  const backups = backupService({
    settings: { ...config.backup, schedule: null },
    filesDir: config.filesDir,
    database,
    audit: auditLog(auditRepo(database.db), log),
    log,
    version: readVersion(),
  });
  try {
    const { path, sizeBytes, manifest } = await backups.run('cli', null);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0).toLocaleString('en');
    const files = manifest.files.length.toLocaleString('en');
    say({
      ko: `백업을 만들었습니다: ${path} (${megabytes(sizeBytes)}, 행 ${rows}개, 파일 ${files}개)`,
      en: `backup written: ${path} (${megabytes(sizeBytes)}, ${rows} rows, ${files} files)`,
    });
  } finally {
    await backups.close();
    await database.close();
  }
}

main().catch(fail);
