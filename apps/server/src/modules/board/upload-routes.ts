import { BOARD_ATTACHMENT_MAX_BYTES, BoardAttachment } from '@bus/domain';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, isAppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import { contentDisposition } from '../../platform/http/download';
import { readForm } from '../financial-data/upload-routes';
import type { Reader } from './policy';
import type { boardRateLimit } from './rate-limits';
import type { BoardServices } from './services';

const tags = ['board'];
const NoFields = z.strictObject({});
const AttachmentParams = z.object({ attachmentId: z.uuid() });
const DownloadQuery = z.object({ download: z.enum(['1']).optional() });

/** The generic multipart refusals, in the board's words (§8: 413 names the 100 MB limit). */
function boardUploadError(error: unknown): unknown {
  if (!isAppError(error)) return error;
  if (error.code === 'file/too-large') {
    return new AppError('board/file-too-large', 413, { maxBytes: BOARD_ATTACHMENT_MAX_BYTES });
  }
  if (error.code === 'file/required') return new AppError('board/file-required', 400);
  return error;
}

/**
 * Served bytes never run as a page of ours: the type is the sniffed one, the browser may not guess
 * another, and a document opened directly is sandboxed with nothing allowed.
 */
function sendAttachment(
  reply: FastifyReply,
  file: { bytes: Buffer; mimeType: string; originalName: string; inline: boolean },
  download: boolean,
) {
  const disposition = contentDisposition(file.originalName);
  return reply
    .header('content-type', file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; media-src 'self'; img-src 'self'; sandbox",
    )
    .header('cache-control', 'private, max-age=300')
    .header(
      'content-disposition',
      file.inline && !download ? disposition.replace(/^attachment/, 'inline') : disposition,
    )
    .send(file.bytes);
}

/** POST /api/board/upload and GET /api/board/attachments/{id} (§7 board files). */
export async function registerAttachmentRoutes(
  app: App,
  reader: (req: FastifyRequest, reply: FastifyReply) => Promise<Reader>,
  board: BoardServices,
  uploadLimit: ReturnType<typeof boardRateLimit>,
) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: BOARD_ATTACHMENT_MAX_BYTES,
        files: 1,
        fields: 2,
        fieldSize: 64,
        parts: 3,
      },
    });
    scope.post(
      '/api/board/upload',
      {
        config: { minRole: 'user', tenancy: 'none', rateLimit: uploadLimit },
        schema: {
          tags,
          summary: 'Upload one attachment (multipart `file`; §5 types, 100 MB)',
          consumes: ['multipart/form-data'],
          response: { 201: BoardAttachment },
        },
      },
      async (req, reply) => {
        const who = (await reader(req, reply)) as NonNullable<Reader>;
        const { file } = await readForm(req, NoFields).catch((error: unknown) => {
          throw boardUploadError(error);
        });
        return reply.code(201).send(await board.attachments.upload(file, who));
      },
    );
  });
  app.get(
    '/api/board/attachments/:attachmentId',
    {
      config: { minRole: 'public', tenancy: 'none' },
      schema: {
        tags,
        summary: 'An attachment’s bytes (inline for images and video; ?download=1 to save)',
        params: AttachmentParams,
        querystring: DownloadQuery,
      },
    },
    async (req, reply) => {
      const file = await board.attachments.read(req.params.attachmentId, await reader(req, reply));
      return sendAttachment(reply, file, req.query.download === '1');
    },
  );
}
