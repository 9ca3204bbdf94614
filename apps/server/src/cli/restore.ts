import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { manifestRowCount } from '../platform/backup/manifest';
import { appMigrations } from '../platform/backup/migrations';
import { BackupRefusal } from '../platform/backup/refusal';
import { restoreBackup } from '../platform/backup/restore';
import { verifyArchive } from '../platform/backup/verify';
import { MIGRATIONS_FOLDER } from '../platform/db/database';
import { fail, say } from './cli-output';

const USAGE = 'npm run restore -- <backup file> [--yes | --check]';

/** `--check`: the whole archive read and checked as a restore would, nothing written anywhere. */
async function check(path: string): Promise<void> {
  const { manifest } = await verifyArchive(path, appMigrations(MIGRATIONS_FOLDER));
  const rows = manifestRowCount(manifest).toLocaleString('en');
  const files = manifest.files.length.toLocaleString('en');
  say({
    ko: `백업 파일에 이상이 없습니다: ${manifest.createdAt}에 만든 ${manifest.driver} 백업, 테이블 ${manifest.tables.length}개·행 ${rows}개, 파일 ${files}개. 모든 체크섬이 맞습니다.`,
    en: `the backup file is sound: a ${manifest.driver} backup made at ${manifest.createdAt}, ${manifest.tables.length} tables, ${rows} rows, ${files} files; every checksum matches`,
  });
}

/**
 * `npm run restore -- FILE [--yes]` (issue 18 §2, operator guide §6): checks the whole archive,
 * then restores the database and the stored files it holds into the configured installation and
 * prints each table's rows beside the manifest's. `--yes` replaces a database or file folder that
 * already holds data; `--check` only reads and checks the archive.
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      yes: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
    },
  });
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0 || (values.yes && values.check)) {
    throw new BackupRefusal('usage', { usage: USAGE });
  }
  // npm runs the script inside apps/server; a relative path means the operator's own folder.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (values.check) return check(path);
  const config = loadConfig(process.env);
  const result = await restoreBackup({
    config,
    file: path,
    yes: values.yes === true,
    progress: (line) => say(line),
  });
  const width = Math.max(...result.counts.map((c) => c.table.length));
  for (const count of result.counts) {
    const mark = count.restored === count.expected ? 'ok' : 'DIFFERENT';
    process.stdout.write(
      `  ${count.table.padEnd(width)}  ${count.restored.toLocaleString('en').padStart(12)} / ${count.expected.toLocaleString('en')}  ${mark}\n`,
    );
  }
  const { manifest } = result;
  const upgraded = result.upgraded.length > 0 ? result.upgraded.join(', ') : null;
  say({
    ko: `복구를 마쳤습니다: ${manifest.createdAt}에 만든 백업(${manifest.driver}, 파일 ${manifest.files.length}개). 모든 테이블의 행 수가 백업과 같습니다.${upgraded ? ` 이후 변경(${upgraded})을 적용했습니다.` : ''}`,
    en: `restore finished: the backup made at ${manifest.createdAt} (${manifest.driver}, ${manifest.files.length} files); every table's row count equals the backup's.${upgraded ? ` Applied the newer migrations ${upgraded}.` : ''}`,
  });
}

main().catch(fail);
