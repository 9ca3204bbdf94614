import { BackupOverview, BackupStarted } from '@bus/domain';
import type { App } from '../../platform/http/app-type';
import type { Services } from '../../services';

const PATH = '/api/super-admin/backups';
const tags = ['super-admin'];
/** Backups are the installation's, not an organisation's (issue 18 §2: super admins only). */
const superAdmin = { minRole: 'super_admin' as const, tenancy: 'none' as const };

/**
 * /api/super-admin/backups (contract: packages/domain/src/api/backups.ts): the overview, and
 * "back up now", which answers 202 once the backup holds the lock and runs off the request.
 */
export function registerBackupRoutes(app: App, services: Pick<Services, 'sessions' | 'backups'>) {
  const { sessions, backups } = services;

  app.get(
    PATH,
    {
      config: superAdmin,
      schema: {
        tags,
        summary: 'Backups: archives, schedule, retention, the one running, the last failure',
        response: { 200: BackupOverview },
      },
    },
    () => backups.overview(),
  );

  app.post(
    PATH,
    {
      config: superAdmin,
      schema: {
        tags,
        summary: 'Back up now: 202 when started, 409 backup/already-running while one runs',
        response: { 202: BackupStarted },
      },
    },
    async (req, reply) => {
      const { user } = await sessions.require(req, reply);
      const running = await backups.start('manual', { id: user.id, email: user.email });
      return reply.code(202).send({ running });
    },
  );
}
