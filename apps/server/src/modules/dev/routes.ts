import { Notification } from '@bus/domain';
import { z } from 'zod';
import type { Sessions } from '../../platform/auth/session';
import type { App } from '../../platform/http/app-type';
import type { Outbox } from '../../platform/mail/mailer';
import type { SmsOutbox } from '../../platform/sms/sms-sender';
import type { NotificationService } from '../notifications/service';

const OutboxResponse = z.object({
  mails: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
    }),
  ),
});

const SmsOutboxResponse = z.object({
  messages: z.array(z.object({ to: z.string(), text: z.string(), createdAt: z.string() })),
});

const DevNotificationBody = Notification.pick({
  title: true,
  message: true,
  type: true,
  category: true,
  priority: true,
}).extend({ title: z.string().min(1).max(200), message: z.string().min(1).max(2000) });

/**
 * Development aids; app.ts registers them only in development mode, so production has none, and
 * each is local-only (platform.md §2.1, like the /dev pages): another machine gets 404.
 */
export function registerDevRoutes(
  app: App,
  deps: {
    sessions: Sessions;
    outbox: Outbox | null;
    smsOutbox: SmsOutbox | null;
    notifications: NotificationService;
  },
) {
  const tags = ['dev'];
  app.get(
    '/api/dev/outbox',
    {
      config: { minRole: 'public', localOnly: true, tenancy: 'none' },
      schema: {
        tags,
        summary: 'Mails of the development sender, newest first',
        response: { 200: OutboxResponse },
      },
    },
    async () => ({ mails: deps.outbox?.list() ?? [] }),
  );
  app.get(
    '/api/dev/sms-outbox',
    {
      config: { minRole: 'public', localOnly: true, tenancy: 'none' },
      schema: {
        tags,
        summary: 'Text messages of the development SMS sender, newest first',
        response: { 200: SmsOutboxResponse },
      },
    },
    async () => ({ messages: deps.smsOutbox?.list() ?? [] }),
  );
  app.post(
    '/api/dev/notifications',
    {
      config: { minRole: 'viewer', localOnly: true, tenancy: 'none' },
      schema: {
        tags,
        summary: 'Send a notification to yourself',
        body: DevNotificationBody,
        response: { 201: Notification },
      },
    },
    async (request, reply) => {
      const { user } = await deps.sessions.require(request, reply);
      return reply.status(201).send(await deps.notifications.create(user.id, request.body));
    },
  );
}
