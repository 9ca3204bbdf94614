/**
 * Why a backup or restore was refused, with the line the commands print in Korean and English and
 * their exit code (issue 18 §2: "refuse … with a clear ko/en line and exit code, touching
 * nothing"). The HTTP routes use the domain's error codes instead (backup/already-running …).
 */
export type RefusalCode =
  | 'usage'
  | 'not-found'
  | 'unreadable'
  | 'foreign'
  | 'corrupt'
  | 'unsafe-entry'
  | 'newer-format'
  | 'newer-migrations'
  | 'wrong-driver'
  | 'memory-database'
  | 'server-running'
  | 'already-running'
  | 'not-empty'
  | 'never-started'
  | 'count-mismatch';

type Params = Record<string, string | number>;

/** Exit codes of `npm run backup` / `npm run restore` (operator guide §6 lists them). */
export const EXIT_CODES: Record<RefusalCode, number> = {
  usage: 2,
  'not-found': 2,
  unreadable: 2,
  foreign: 3,
  corrupt: 3,
  'unsafe-entry': 3,
  'newer-format': 4,
  'newer-migrations': 4,
  'wrong-driver': 5,
  'memory-database': 5,
  'server-running': 6,
  'already-running': 6,
  'not-empty': 7,
  'never-started': 7,
  'count-mismatch': 8,
};

const p = (params: Params, key: string) => String(params[key] ?? '');

const MESSAGES: Record<RefusalCode, (params: Params) => { ko: string; en: string }> = {
  usage: (x) => ({ ko: `사용법: ${p(x, 'usage')}`, en: `usage: ${p(x, 'usage')}` }),
  'not-found': (x) => ({
    ko: `백업 파일이 없습니다: ${p(x, 'file')}`,
    en: `no such backup file: ${p(x, 'file')}`,
  }),
  unreadable: (x) => ({
    ko: `백업 파일을 읽을 수 없습니다: ${p(x, 'file')} (${p(x, 'reason')})`,
    en: `cannot read the backup file: ${p(x, 'file')} (${p(x, 'reason')})`,
  }),
  foreign: (x) => ({
    ko: `이 시스템의 백업 파일이 아닙니다: ${p(x, 'file')}`,
    en: `not a backup archive of this system: ${p(x, 'file')}`,
  }),
  corrupt: (x) => ({
    ko: `백업 파일이 손상되었거나 잘렸습니다 (${p(x, 'reason')}). 아무것도 바꾸지 않았습니다.`,
    en: `the backup file is damaged or truncated (${p(x, 'reason')}); nothing was changed`,
  }),
  'unsafe-entry': (x) => ({
    ko: `백업 파일에 허용되지 않는 항목이 있습니다: ${p(x, 'entry')} (${p(x, 'type')}). 아무것도 바꾸지 않았습니다.`,
    en: `the backup file holds an entry that is not allowed: ${p(x, 'entry')} (${p(x, 'type')}); nothing was changed`,
  }),
  'newer-format': (x) => ({
    ko: `더 새로운 버전(형식 ${p(x, 'version')})에서 만든 백업입니다. 프로그램을 먼저 업그레이드하세요.`,
    en: `the backup was made by a newer version (format ${p(x, 'version')}); upgrade this installation first`,
  }),
  'newer-migrations': (x) => ({
    ko: `이 프로그램에 없는 데이터베이스 변경(${p(x, 'migrations')})이 들어 있는 백업입니다. 백업을 만든 버전 이상으로 업그레이드하세요.`,
    en: `the backup holds database changes this version does not have (${p(x, 'migrations')}); upgrade to the version that made it`,
  }),
  'wrong-driver': (x) => ({
    ko: `${p(x, 'archive')} 백업은 ${p(x, 'configured')} 데이터베이스에 복구할 수 없습니다. DATABASE_URL 설정을 확인하세요.`,
    en: `a ${p(x, 'archive')} backup cannot be restored into the ${p(x, 'configured')} database; check DATABASE_URL`,
  }),
  'memory-database': () => ({
    ko: '메모리 데이터베이스(DATABASE_URL=memory://)에는 백업하거나 복구할 것이 없습니다.',
    en: 'an in-memory database (DATABASE_URL=memory://) has nothing to back up or restore into',
  }),
  'server-running': (x) => ({
    ko: `서버가 실행 중입니다(프로세스 ${p(x, 'pid')}). 내장 데이터베이스(PGlite)는 서버를 멈춘 뒤 복구하고, 실행 중에는 최고 관리자 화면의 "지금 백업"이나 예약 백업을 쓰세요.`,
    en: `a server is running (process ${p(x, 'pid')}); stop it before restoring the embedded database (PGlite), and while it runs use "back up now" on the super-admin screen or the schedule`,
  }),
  'already-running': () => ({
    ko: '다른 백업이나 복구가 진행 중입니다. 끝난 뒤 다시 시도하세요.',
    en: 'another backup or restore is in progress; try again when it has finished',
  }),
  'not-empty': (x) => ({
    ko: `복구할 곳에 이미 데이터가 있습니다(${p(x, 'what')}). 지우고 백업으로 바꾸려면 --yes를 붙이세요.`,
    en: `the restore target already holds data (${p(x, 'what')}); add --yes to replace it with the backup`,
  }),
  'never-started': () => ({
    ko: '이 데이터베이스에서 서버가 한 번도 시작되지 않아 백업할 것이 없습니다. 서버를 한 번 시작한 뒤 다시 시도하세요.',
    en: 'nothing to back up: no server has ever started on this database; start the server once, then try again',
  }),
  'count-mismatch': (x) => ({
    ko: `복구한 행 수가 백업과 다릅니다(${p(x, 'tables')}). 되돌렸으며 아무것도 바뀌지 않았습니다.`,
    en: `the restored row counts differ from the backup's (${p(x, 'tables')}); rolled back, nothing was changed`,
  }),
};

export class BackupRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly params: Params = {},
  ) {
    super(MESSAGES[code](params).en);
    this.name = 'BackupRefusal';
  }

  /** Korean first, then English, one line each (the house order for operator messages). */
  get lines(): { ko: string; en: string } {
    return MESSAGES[this.code](this.params);
  }

  get exitCode(): number {
    return EXIT_CODES[this.code];
  }
}
