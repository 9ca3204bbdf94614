import { NotificationList, VersionedNotificationSettings } from '@bus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Sessions } from '../../platform/auth/session';
import type { App } from '../../platform/http/app-type';
import type { NotificationService } from './service';

const IdParams = z.object({ id: z.uuid() });
const NoContent = { 204: z.null().describe('Done') };
const tags = ['notifications'];

/** Notifications of the signed-in user (platform.md §2.4), under /api/notifications. */
export function registerNotificationRoutes(
  app: App,
  sessions: Sessions,
  service: NotificationService,
) {
  const config = { minRole: 'viewer' as const, tenancy: 'none' as const };
  const userId = async (request: FastifyRequest, reply: FastifyReply) =>
    (await sessions.require(request, reply)).user.id;

  app.get(
    '/api/notifications',
    { config, schema: { tags, response: { 200: NotificationList } } },
    async (req, reply) => service.list(await userId(req, reply)),
  );
  app.post(
    '/api/notifications/read-all',
    { config, schema: { tags, response: NoContent } },
    async (req, reply) => {
      await service.markAllRead(await userId(req, reply));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/notifications/:id/read',
    { config, schema: { tags, params: IdParams, response: NoContent } },
    async (req, reply) => {
      await service.markRead(await userId(req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/notifications/:id',
    { config, schema: { tags, params: IdParams, response: NoContent } },
    async (req, reply) => {
      await service.remove(await userId(req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/notifications',
    { config, schema: { tags, response: NoContent } },
    async (req, reply) => {
      await service.removeAll(await userId(req, reply));
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/notifications/settings',
    { config, schema: { tags, response: { 200: VersionedNotificationSettings } } },
    async (req, reply) => service.settings(await userId(req, reply)),
  );
  app.put(
    '/api/notifications/settings',
    {
      config,
      schema: {
        tags,
        body: VersionedNotificationSettings,
        response: { 200: VersionedNotificationSettings },
      },
    },
    async (req, reply) => service.saveSettings(await userId(req, reply), req.body),
  );
}
