import type {
  BackupOverview,
  DatabaseManagement,
  SuperAdminAuditList,
  SystemStatus,
  UserActivity,
} from '@bus/domain';

// Server answers as the API sends them, for the console's component tests.

export function systemStatus(patch: Partial<SystemStatus> = {}): SystemStatus {
  return {
    sampledAt: '2026-03-10T03:00:00.000Z',
    hostname: 'bus-app-1',
    platform: 'Linux 6.1',
    cpu: { percent: 12.5, cores: 2, model: 'CPU', loadAverage: [0.5, 0.4, 0.3], sampleMs: 200 },
    memory: { usedBytes: 3 * 1024 ** 3, totalBytes: 8 * 1024 ** 3, percent: 37.5 },
    disk: {
      usedBytes: 90 * 1024 ** 3,
      totalBytes: 100 * 1024 ** 3,
      percent: 90,
      path: '/srv/data',
    },
    diskError: null,
    uptime: { machineSeconds: 90_061, processSeconds: 3600 },
    processes: 143,
    server: { version: '0.1.0', nodeVersion: 'v20.20.2', pid: 42, rssBytes: 1, heapUsedBytes: 1 },
    database: { status: 'ok', driver: 'pglite', latencyMs: 1.2 },
    redis: {
      status: 'error',
      driver: 'redis',
      error: 'connect ECONNREFUSED 127.0.0.1:6379',
      usedMemoryBytes: null,
      usedMemoryHuman: null,
    },
    ...patch,
  };
}

export const USER_ACTIVITY: UserActivity = {
  hours: 24,
  since: '2026-03-09T03:00:00.000Z',
  totals: { total: 12, active: 4, admins: 2, verified: 10, disabled: 1, twoFactorEnabled: 1 },
  byRole: { viewer: 1, user: 6, analyst: 1, manager: 2, admin: 1, super_admin: 1 },
  byProvider: [{ provider: 'credential', count: 12 }],
  byOrganisation: [{ id: null, name: null, kind: null, count: 12 }],
  recentLogins: {
    items: [
      {
        id: 'u1',
        email: 'superadmin@demo.local',
        name: '최고',
        role: 'super_admin',
        lastLoginAt: '2026-03-10T02:00:00.000Z',
        disabled: false,
        verified: true,
        twoFactorEnabled: false,
      },
    ],
    total: 12,
    page: 1,
    pageSize: 10,
  },
};

export const DATABASE: DatabaseManagement = {
  checkedAt: '2026-03-10T03:00:00.000Z',
  database: {
    driver: 'pglite',
    server: {
      value: { version: 'PostgreSQL 17.4', name: 'postgres', sizeBytes: 25 * 1024 ** 2 },
      error: null,
    },
    dataDirectory: { value: { path: '/srv/data/pglite', sizeBytes: 30 * 1024 ** 2 }, error: null },
    connections: null,
    tables: {
      value: [
        { name: 'user', totalBytes: 65_536, rowCount: 12, exact: true },
        {
          name: 'statement_accounts',
          totalBytes: 9 * 1024 ** 3,
          rowCount: 15_000_000,
          exact: false,
        },
      ],
      error: null,
    },
    slowQueries: null,
  },
  redis: {
    status: 'disabled',
    error: null,
    version: null,
    usedMemoryBytes: null,
    usedMemoryHuman: null,
    connectedClients: null,
    keyspace: [],
  },
};

export function backups(patch: Partial<BackupOverview> = {}): BackupOverview {
  return {
    directory: '/srv/data/backups',
    totalFiles: 1,
    totalSizeBytes: 2 * 1024 ** 2,
    lastBackupAt: '2026-03-10T03:00:00.000Z',
    files: [
      {
        name: 'bus-backup-20260310T030000Z-pglite.tar.gz',
        sizeBytes: 2 * 1024 ** 2,
        createdAt: '2026-03-10T03:00:00.000Z',
        kind: 'pglite',
        trigger: 'schedule',
        rowCount: 1000,
        fileCount: 3,
      },
    ],
    schedule: '0 3 * * *',
    nextRunAt: '2026-03-11T03:00:00.000Z',
    retention: 14,
    running: null,
    lastError: null,
    ...patch,
  };
}

export const AUDIT: SuperAdminAuditList = {
  items: [
    {
      id: 'a1',
      at: '2026-03-10T02:59:00.000Z',
      level: 'error',
      action: 'sign_in.failure',
      outcome: 'failure',
      source: 'auth',
      actorEmail: 'user@demo.local',
      targetEmail: 'user@demo.local',
      ip: '10.0.0.1',
      params: {
        actor: 'user@demo.local',
        target: 'user@demo.local',
        code: 'INVALID_EMAIL_OR_PASSWORD',
      },
    },
    {
      id: 'a2',
      at: '2026-03-10T02:58:00.000Z',
      level: 'warning',
      action: 'user.banned',
      outcome: 'success',
      source: 'admin',
      actorEmail: 'admin@demo.local',
      targetEmail: 'viewer@demo.local',
      ip: null,
      params: { actor: 'admin@demo.local', target: 'viewer@demo.local' },
    },
    {
      id: 'a3',
      at: '2026-03-10T02:57:00.000Z',
      level: 'admin',
      action: 'role.changed',
      outcome: 'success',
      source: 'admin',
      actorEmail: 'superadmin@demo.local',
      targetEmail: 'manager@demo.local',
      ip: null,
      params: {
        actor: 'superadmin@demo.local',
        target: 'manager@demo.local',
        from: 'user',
        to: 'manager',
      },
    },
    {
      id: 'a4',
      at: '2026-03-10T02:56:00.000Z',
      level: 'error',
      action: 'role.changed',
      outcome: 'failure',
      source: 'admin',
      actorEmail: 'admin@demo.local',
      targetEmail: 'superadmin@demo.local',
      ip: null,
      params: {
        actor: 'admin@demo.local',
        target: 'superadmin@demo.local',
        code: 'admin/cannot-manage-admin',
      },
    },
  ],
  total: 4,
  page: 1,
  pageSize: 20,
};
