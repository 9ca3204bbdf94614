import { UploadAccepted, UploadFields } from '@bus/domain';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import { invalidText, isStorableText } from '../../platform/http/text-guard';
import type { Tenancy } from '../../platform/tenancy/tenancy';
import type { UploadedFile } from './import-service';
import { PREFIX, tags, WRITE } from './route-config';
import type { FinancialDataServices } from './service';

/** The multipart part that carries the document. */
const FILE_FIELD = 'file';
/** Every upload field is a short value (company name ≤ 100 characters). */
const FIELD_MAX_BYTES = 1024;
const FILE_NAME_MAX = 255;

/** @fastify/multipart's refusals, as our codes (a second file, a file over the limit …). */
const MULTIPART_ERRORS: Record<string, [AppError['code'], number]> = {
  FST_FILES_LIMIT: ['file/multiple', 400],
  FST_REQ_FILE_TOO_LARGE: ['file/too-large', 413],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['file/required', 400],
  FST_PARTS_LIMIT: ['validation_failed', 400],
  FST_FIELDS_LIMIT: ['validation_failed', 400],
  FST_PROTO_VIOLATION: ['validation_failed', 400],
  FST_MP_PREMATURE_CLOSE: ['validation_failed', 400],
};

export function asAppError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  return known ? new AppError(known[0], known[1]) : error;
}

/** The first problem of the form fields, named by field (unknown fields included). */
function fieldError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const unknownKey = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const field = unknownKey ?? issue?.path.join('.') ?? '';
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return new AppError('validation_failed', 400, { field, issues });
}

/** A multipart body's text fields and its one `file` part (also read by the asset import). */
export async function readParts(parts: AsyncIterableIterator<Multipart>) {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== FILE_FIELD) {
        throw new AppError('validation_failed', 400, { field: part.fieldname });
      }
      // The name is stored with the file; the global text guard never sees a multipart body.
      if (!isStorableText(part.filename)) throw invalidText('body.file');
      const bytes = await part.toBuffer();
      const fileName = (part.filename || 'upload').slice(0, FILE_NAME_MAX);
      file = { bytes, fileName };
    } else {
      const value = String(part.value);
      if (!isStorableText(part.fieldname) || !isStorableText(value)) {
        throw invalidText(`body.${part.fieldname}`);
      }
      fields[part.fieldname] = value;
    }
  }
  return { fields, file };
}

/**
 * Reads a multipart form: its one `file` (else file/required) and its text fields checked by
 * `schema`, refused as `invalid` says (by default: validation_failed naming the first field). The
 * multipart plugin's refusals become our codes (asAppError). Also the entity and asset imports'.
 */
export async function readForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  invalid: (error: z.ZodError) => AppError = fieldError,
): Promise<{ fields: z.output<Schema>; file: UploadedFile }> {
  const { fields, file } = await readParts(request.parts()).catch((error: unknown) => {
    throw asAppError(error);
  });
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw invalid(parsed.error);
  if (!file) throw new AppError('file/required', 400);
  return { fields: parsed.data, file };
}

/**
 * POST /uploads, with multipart parsing registered for this route only. The upload goes into the
 * caller's organisation (an admin may name another in `organisationId`). A payroll register
 * (issue 19) comes the same way: its month and the keep-names choice are form fields too, its
 * statement type is ignored.
 */
export async function registerUploadRoutes(
  app: App,
  tenancy: Tenancy,
  services: FinancialDataServices,
  uploadMaxBytes: number,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: uploadMaxBytes, files: 1, fields: 20, fieldSize: FIELD_MAX_BYTES },
    });
    scope.post(
      `${PREFIX}/uploads`,
      {
        config: { ...WRITE, tenancy: 'listed' },
        schema: {
          tags,
          summary:
            'Upload a statement file or a payroll register (documentType=payroll, payrollMonth, keepNames; multipart: file + UploadFields); 202 with the job',
          consumes: ['multipart/form-data'],
          response: { 202: UploadAccepted },
        },
      },
      async (req, reply) => {
        const actor = await tenancy.scopeOf(req, reply);
        // Refused before the body is read when the caller may write into no organisation at all.
        if (!actor.everywhere) await tenancy.requireWritableOrganisation(req);
        const { fields, file } = await readForm(req, UploadFields.strict());
        const { organisationId: requested, ...upload } = fields;
        const organisationId = await tenancy.requireWritableOrganisation(req, requested);
        const accepted = await services.imports.accept(actor, organisationId, upload, file);
        return reply.status(202).send(accepted);
      },
    );
  });
}
