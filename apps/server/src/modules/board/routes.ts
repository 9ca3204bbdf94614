import {
  BoardComment,
  BoardCommentInput,
  BoardCommentList,
  BoardLikeResult,
  BoardListQuery,
  BoardModerationAction,
  BoardModerationQueue,
  BoardOnlineUsers,
  BoardPinInput,
  BoardPost,
  BoardPostInput,
  BoardPostList,
  BoardPostUpdate,
  BoardReportInput,
  BoardReportResult,
  BoardStats,
  BoardTags,
  BoardTagsQuery,
} from '@bus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Sessions } from '../../platform/auth/session';
import type { App } from '../../platform/http/app-type';
import type { Reader } from './policy';
import { type BoardLimitKind, boardRateLimit } from './rate-limits';
import type { BoardServices } from './services';
import { registerAttachmentRoutes } from './upload-routes';

const tags = ['board'];
const PREFIX = '/api/board';
const PostParams = z.object({ postId: z.uuid() });
const CommentParams = z.object({ commentId: z.uuid() });

/** The board is one per installation (ADR 0012): no organisation rule applies to its rows. */
const PUBLIC = { minRole: 'public', tenancy: 'none' } as const;
const USER = { minRole: 'user', tenancy: 'none' } as const;
const MANAGER = { minRole: 'manager', tenancy: 'none' } as const;

/** The reader of a request, or null when nobody is signed in. */
export const readerOf =
  (sessions: Sessions) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<Reader> => {
    const current = await sessions.of(req, reply);
    if (!current) return null;
    const { user } = current;
    return { id: user.id, name: user.name, role: user.role ?? 'user', email: user.email };
  };

/** Every route under /api/board (contract: packages/domain/src/api/board.ts). */
export async function registerBoardRoutes(
  app: App,
  sessions: Sessions,
  board: BoardServices,
  rateLimitFactor: number,
) {
  const limit = (kind: BoardLimitKind) => boardRateLimit(kind, rateLimitFactor);
  const reader = readerOf(sessions);
  const signedIn = async (req: FastifyRequest, reply: FastifyReply) =>
    (await reader(req, reply)) as NonNullable<Reader>;

  app.get(
    `${PREFIX}/posts`,
    {
      config: USER,
      schema: { tags, querystring: BoardListQuery, response: { 200: BoardPostList } },
    },
    async (req, reply) => board.posts.list(req.query, await reader(req, reply)),
  );
  app.get(
    `${PREFIX}/posts/public`,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The public list: questions and notices (§6)',
        querystring: BoardListQuery,
        response: { 200: BoardPostList },
      },
    },
    async (req) => board.posts.list(req.query, null),
  );
  app.get(
    `${PREFIX}/posts/:postId`,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'A post; questions and notices are readable without signing in (§6)',
        params: PostParams,
        response: { 200: BoardPost },
      },
    },
    async (req, reply) => {
      const who = await reader(req, reply);
      const viewer = who
        ? { userId: who.id }
        : { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
      return board.posts.get(req.params.postId, who, viewer);
    },
  );
  app.post(
    `${PREFIX}/posts`,
    {
      config: { ...USER, rateLimit: limit('post') },
      schema: { tags, body: BoardPostInput, response: { 201: BoardPost } },
    },
    async (req, reply) =>
      reply.code(201).send(await board.posts.create(req.body, await signedIn(req, reply))),
  );
  app.put(
    `${PREFIX}/posts/:postId`,
    {
      config: { ...USER, rateLimit: limit('post') },
      schema: {
        tags,
        summary: 'Edit a post (its author; 409 when the version is stale)',
        params: PostParams,
        body: BoardPostUpdate,
        response: { 200: BoardPost },
      },
    },
    async (req, reply) =>
      board.posts.update(req.params.postId, req.body, await signedIn(req, reply)),
  );
  app.delete(
    `${PREFIX}/posts/:postId`,
    { config: USER, schema: { tags, params: PostParams } },
    async (req, reply) => {
      await board.posts.remove(req.params.postId, await signedIn(req, reply));
      return reply.code(204).send();
    },
  );
  app.put(
    `${PREFIX}/posts/:postId/pin`,
    {
      config: MANAGER,
      schema: {
        tags,
        summary: 'Pin or unpin a notice',
        params: PostParams,
        body: BoardPinInput,
        response: { 200: BoardPost },
      },
    },
    async (req, reply) =>
      board.posts.pin(req.params.postId, req.body.pinned, await signedIn(req, reply)),
  );
  app.post(
    `${PREFIX}/posts/:postId/like`,
    {
      config: { ...USER, rateLimit: limit('like') },
      schema: { tags, params: PostParams, response: { 200: BoardLikeResult } },
    },
    async (req, reply) => board.posts.like(req.params.postId, await signedIn(req, reply)),
  );
  app.get(
    `${PREFIX}/posts/:postId/comments`,
    { config: PUBLIC, schema: { tags, params: PostParams, response: { 200: BoardCommentList } } },
    async (req, reply) => board.comments.list(req.params.postId, await reader(req, reply)),
  );
  app.post(
    `${PREFIX}/posts/:postId/comments`,
    {
      config: { ...USER, rateLimit: limit('comment') },
      schema: {
        tags,
        params: PostParams,
        body: BoardCommentInput,
        response: { 201: BoardComment },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await board.comments.add(req.params.postId, req.body, await signedIn(req, reply))),
  );
  app.delete(
    `${PREFIX}/comments/:commentId`,
    { config: USER, schema: { tags, params: CommentParams } },
    async (req, reply) => {
      await board.comments.remove(req.params.commentId, await signedIn(req, reply));
      return reply.code(204).send();
    },
  );
  app.post(
    `${PREFIX}/posts/:postId/report`,
    {
      config: { ...USER, rateLimit: limit('report') },
      schema: {
        tags,
        params: PostParams,
        body: BoardReportInput,
        response: { 200: BoardReportResult },
      },
    },
    async (req, reply) =>
      board.moderation.report(req.params.postId, req.body.reason, await signedIn(req, reply)),
  );
  app.get(
    `${PREFIX}/moderation`,
    { config: MANAGER, schema: { tags, response: { 200: BoardModerationQueue } } },
    async (req, reply) => board.moderation.queue(await signedIn(req, reply)),
  );
  app.post(
    `${PREFIX}/moderation/:postId`,
    { config: MANAGER, schema: { tags, params: PostParams, body: BoardModerationAction } },
    async (req, reply) => {
      await board.moderation.act(req.params.postId, req.body.action, await signedIn(req, reply));
      return reply.code(204).send();
    },
  );
  app.get(
    `${PREFIX}/stats`,
    { config: PUBLIC, schema: { tags, response: { 200: BoardStats } } },
    async (req, reply) => board.stats(await reader(req, reply)),
  );
  app.get(
    `${PREFIX}/tags`,
    { config: PUBLIC, schema: { tags, querystring: BoardTagsQuery, response: { 200: BoardTags } } },
    async (req, reply) => board.tags(req.query.limit, await reader(req, reply)),
  );
  app.get(
    `${PREFIX}/online-users`,
    { config: USER, schema: { tags, response: { 200: BoardOnlineUsers } } },
    async () => board.presence.online(),
  );
  await registerAttachmentRoutes(app, reader, board, limit('upload'));
}
