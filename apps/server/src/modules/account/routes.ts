import {
  AccountActivity,
  AccountActivityQuery,
  AccountPermissions,
  AccountSettings,
  ChangePasswordBody,
  DeleteAccountBody,
  LanguageUpdateBody,
  NotificationFlags,
  Profile,
  ProfileUpdateBody,
  SecurityScore,
} from '@bus/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toWebHeaders } from '../../platform/auth/web-headers';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import type { Services } from '../../services';
import { pageViewRepo } from '../page-views/repo';
import { PHOTO_MAX_BYTES } from './photo';
import { accountRepo } from './repo';
import { type AccountService, accountService, type Client } from './service';

const PREFIX = '/api/account';
const tags = ['account'];
const SIGNED_IN = { minRole: 'viewer', tenancy: 'none' } as const;
/** Photos are immutable per key (the URL carries ?v=key): a day in the browser is safe. */
const PHOTO_CACHE = 'private, max-age=86400';

const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The phrase is checked by the service so a wrong one answers account/confirm-phrase-mismatch. */
const DeleteAccountRequest = DeleteAccountBody.extend({ confirmation: z.string().max(100) });

/**
 * /api/account/* — the signed-in user's profile, photo, security score, notification flags,
 * settings, activity, permissions and deletion (issue 6 §2, §5, §6). Routes parse and authorise;
 * modules/account/service.ts decides.
 */
export function registerAccountRoutes(app: App, services: Services): void {
  const { sessions } = services;
  const service = accountService({
    config: services.config,
    repo: accountRepo(services.database.db),
    pageViews: pageViewRepo(services.database.db),
    storage: services.storage,
    audit: services.audit,
    auth: services.auth,
    sessions,
    log: app.log,
  });
  const json = { config: SIGNED_IN } as const;

  app.get(
    `${PREFIX}/profile`,
    { ...json, schema: { tags, response: { 200: Profile } } },
    async (req, reply) => service.profile(await sessions.require(req, reply)),
  );
  app.put(
    `${PREFIX}/profile`,
    { ...json, schema: { tags, body: ProfileUpdateBody, response: { 200: Profile } } },
    async (req, reply) => service.updateProfile(await sessions.require(req, reply), req.body),
  );
  app.put(
    `${PREFIX}/language`,
    { ...json, schema: { tags, body: LanguageUpdateBody, response: { 200: Profile } } },
    async (req, reply) => service.updateLanguage(await sessions.require(req, reply), req.body),
  );
  app.get(
    `${PREFIX}/notifications`,
    { ...json, schema: { tags, response: { 200: NotificationFlags } } },
    async (req, reply) => service.notifications(await sessions.require(req, reply)),
  );
  app.put(
    `${PREFIX}/notifications`,
    { ...json, schema: { tags, body: NotificationFlags, response: { 200: NotificationFlags } } },
    async (req, reply) => service.updateNotifications(await sessions.require(req, reply), req.body),
  );
  app.get(
    `${PREFIX}/settings`,
    { ...json, schema: { tags, response: { 200: AccountSettings } } },
    async (req, reply) => service.settings(await sessions.require(req, reply)),
  );
  app.put(
    `${PREFIX}/settings`,
    { ...json, schema: { tags, body: AccountSettings, response: { 200: AccountSettings } } },
    async (req, reply) => service.updateSettings(await sessions.require(req, reply), req.body),
  );
  app.get(
    `${PREFIX}/security`,
    { ...json, schema: { tags, response: { 200: SecurityScore } } },
    async (req, reply) => service.security(await sessions.require(req, reply)),
  );
  app.get(
    `${PREFIX}/activity`,
    {
      ...json,
      schema: { tags, querystring: AccountActivityQuery, response: { 200: AccountActivity } },
    },
    async (req, reply) => service.activity(await sessions.require(req, reply), req.query),
  );
  app.get(
    `${PREFIX}/permissions`,
    { ...json, schema: { tags, response: { 200: AccountPermissions } } },
    async (req, reply) => service.permissions(await sessions.require(req, reply)),
  );
  app.post(
    `${PREFIX}/password`,
    { ...json, schema: { tags, body: ChangePasswordBody, response: { 204: z.null() } } },
    async (req, reply) => {
      await sessions.require(req, reply);
      const headers = toWebHeaders(req.headers);
      headers.set('x-forwarded-for', req.ip);
      const cookies = await service.changePassword(req.body, headers);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.status(204).send(null);
    },
  );
  app.post(
    `${PREFIX}/sign-out-others`,
    { ...json, schema: { tags, response: { 200: z.object({ revoked: z.number().int() }) } } },
    async (req, reply) => service.signOutOthers(await sessions.require(req, reply), clientOf(req)),
  );
  app.delete(
    PREFIX,
    { ...json, schema: { tags, body: DeleteAccountRequest, response: { 204: z.null() } } },
    async (req, reply) => {
      await service.deleteAccount(await sessions.require(req, reply), req.body, clientOf(req));
      return reply.status(204).send(null);
    },
  );
  registerPhotoRoutes(app, services, service);
}

/** @fastify/multipart's size refusal, as ours; anything else about the form is a bad request. */
function photoError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('account/photo-too-large', 413, { maxBytes: PHOTO_MAX_BYTES });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('file/required', 400);
  if (typeof code === 'string' && code.startsWith('FST_'))
    return new AppError('validation_failed', 400);
  return error;
}

async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw new AppError('file/required', 400);
    return await part.toBuffer();
  } catch (error) {
    throw photoError(error);
  }
}

function registerPhotoRoutes(app: App, services: Services, service: AccountService) {
  const { sessions } = services;
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0 },
    });
    scope.put(
      `${PREFIX}/photo`,
      {
        config: SIGNED_IN,
        schema: {
          tags,
          summary: 'Replace the profile photo (multipart: file; png, jpeg or webp, ≤ 2 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: Profile },
        },
      },
      async (req, reply) => {
        const current = await sessions.require(req, reply);
        return service.setPhoto(current, await readPhoto(req));
      },
    );
  });
  app.delete(
    `${PREFIX}/photo`,
    { config: SIGNED_IN, schema: { tags, response: { 204: z.null() } } },
    async (req, reply) => {
      await service.removePhoto(await sessions.require(req, reply));
      return reply.status(204).send(null);
    },
  );
  app.get(
    `${PREFIX}/photo/:userId`,
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'A user’s profile photo (any signed-in user)',
        params: z.object({ userId: z.string().max(100) }),
      },
    },
    async (req, reply) => {
      const photo = await service.photo(req.params.userId);
      const etag = `"${photo.key}"`;
      reply.header('cache-control', PHOTO_CACHE).header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(photo.type).header('x-content-type-options', 'nosniff').send(photo.bytes);
    },
  );
}
