import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from './app-type';

/** OpenAPI document built from the zod route schemas; registered before any route. */
export async function registerOpenApi(app: App, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '버스 운송원가 시스템 API / Bus Transport Cost System API',
        description:
          'Errors are RFC 9457 problem documents ({type,title,status,detail,code,params}). ' +
          'Authentication uses an httpOnly session cookie set by the /api/auth endpoints.',
        version,
      },
      tags: [
        { name: 'auth', description: 'Sign-up, sign-in, sign-out, password reset (better-auth)' },
        { name: 'me', description: 'The signed-in user and server facts' },
        { name: 'health', description: 'Health check' },
        { name: 'notifications', description: 'Notifications of the signed-in user' },
        { name: 'page-views', description: 'Route-change records' },
        { name: 'pages', description: 'Static content pages' },
        { name: 'realtime', description: 'WebSocket' },
        { name: 'dev', description: 'Development mode only' },
      ],
    },
    transform: jsonSchemaTransform,
  });
}

/** Swagger UI at /api/docs (JSON at /api/docs/json); the documentation is public. */
export async function registerDocsUi(app: App): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route: RouteOptions) => {
      route.config = { ...route.config, minRole: 'public', tenancy: 'none' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
