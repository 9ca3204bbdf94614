import { TrashList } from '@bus/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-type';
import { TRASH_ROLE } from './policy';
import { type ActorOf, callerOf, PREFIX, tags, writes } from './route-config';
import type { FinancialDataServices } from './service';

const IdParams = z.object({ id: z.uuid() });
const Restored = { 204: z.null().describe('Restored') };

/**
 * The trash (issue 14 §6): what the caller's organisation deleted in the last 30 days, and its
 * restore. Managers and above of the owning organisation (policy.ts); admins everywhere.
 */
export function registerTrashRoutes(app: App, actorOf: ActorOf, services: FinancialDataServices) {
  const { trash } = services;
  app.get(
    `${PREFIX}/trash`,
    {
      config: { minRole: TRASH_ROLE, tenancy: 'listed' },
      schema: {
        tags,
        summary: "The organisation's trashed companies and statements, with the days left",
        response: { 200: TrashList },
      },
    },
    async (req, reply) => trash.list(await actorOf(req, reply)),
  );
  app.post(
    `${PREFIX}/trash/companies/:id/restore`,
    {
      config: { minRole: TRASH_ROLE, tenancy: writes('trashed-company') },
      schema: {
        tags,
        summary: 'Restore a company with its statements (409 when a live company has its name)',
        params: IdParams,
        response: Restored,
      },
    },
    async (req, reply) => {
      await trash.restoreCompany(await callerOf(actorOf, req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    `${PREFIX}/trash/statements/:id/restore`,
    {
      config: { minRole: TRASH_ROLE, tenancy: writes('trashed-statement') },
      schema: {
        tags,
        summary: 'Restore a statement (one under a trashed company comes back with the company)',
        params: IdParams,
        response: Restored,
      },
    },
    async (req, reply) => {
      await trash.restoreStatement(await callerOf(actorOf, req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
