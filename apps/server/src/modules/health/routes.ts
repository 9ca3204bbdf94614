import { Health } from '@bus/domain';
import type { App } from '../../platform/http/app-type';
import type { HealthService } from './service';

export function registerHealthRoutes(app: App, service: HealthService) {
  app.get(
    '/api/health',
    {
      config: { minRole: 'public', tenancy: 'none' },
      schema: {
        tags: ['health'],
        summary: 'Database and Redis status, version, uptime',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const health = await service.check();
      // A load balancer takes a process out of rotation when its database is unreachable.
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
