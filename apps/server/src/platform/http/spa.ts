import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from '../errors/problem';
import type { App } from './app-type';

/** Hashed build assets never change under the same name; index.html must always be re-checked. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built web app when WEB_DIST_DIR holds one, with history fallback: any unknown
 * non-/api GET gets index.html and the SPA shows its own not-found page. Unknown /api routes
 * always get a JSON 404. Returns whether the SPA is served.
 */
export async function registerSpaAndNotFound(app: App, webDistDir: string): Promise<boolean> {
  const served = existsSync(join(webDistDir, 'index.html'));
  if (served) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      setHeaders: (res, path) => {
        const name = basename(path);
        res.header(
          'cache-control',
          path.includes('/assets/')
            ? IMMUTABLE
            : name === 'index.html'
              ? NO_CACHE
              : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApi(request.url)) {
      return sendProblem(
        reply,
        problem('route_not_found', 404, {
          method: request.method,
          path: request.url.split('?')[0],
        }),
      );
    }
    if (served && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    }
    return sendProblem(reply, problem('not_found', 404));
  });
  return served;
}
