import { randomUUID } from 'node:crypto';
import { type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../../config';
import type { App } from './app-type';

/** pino options: JSON lines; pretty only for a developer watching a terminal. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Options that give every request a uuid and leave the per-request line to logRequests(). */
export function requestIdOptions() {
  return {
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
  };
}

/** One log line per request (with its id) and the id echoed as `x-request-id`. */
export function logRequests(app: App): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
        ip: request.ip,
      },
      'request',
    );
  });
}
