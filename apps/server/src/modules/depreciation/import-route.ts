import { ASSET_IMPORT_MAX_BYTES, AssetImportFields, AssetImportResult } from '@bus/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Sessions } from '../../platform/auth/session';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import { CompanyParams, WRITE_COMPANY } from '../../platform/tenancy/route-rules';
import { readForm } from '../financial-data/upload-routes';
import { PREFIX, tags } from './route-config';
import type { DepreciationServices } from './services';

/** The one form field besides the file (`mode`) is a short word. */
const FIELD_MAX_BYTES = 64;

/** The form: one `file` (≤ 5 MB, else 413 with the limit) and `mode`; unknown fields → 400. */
async function readImport(request: FastifyRequest) {
  const { fields, file } = await readForm(request, AssetImportFields.strict(), (error) => {
    const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return new AppError('validation_failed', 400, { issues });
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'file/too-large') {
      throw new AppError('file/too-large', 413, { maxBytes: ASSET_IMPORT_MAX_BYTES });
    }
    throw error;
  });
  return { mode: fields.mode, file };
}

/** POST …/{companyId}/assets/import, with multipart parsing registered for this route only. */
export function registerImportRoute(app: App, sessions: Sessions, services: DepreciationServices) {
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: ASSET_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: FIELD_MAX_BYTES },
    });
    scope.post(
      `${PREFIX}/:companyId/assets/import`,
      {
        config: WRITE_COMPANY,
        schema: {
          tags,
          summary: 'Import a register (multipart: file xlsx/xls/csv + mode append|replace)',
          consumes: ['multipart/form-data'],
          params: CompanyParams,
          response: { 200: AssetImportResult },
        },
      },
      async (req, reply) => {
        const { user } = await sessions.require(req, reply);
        const { mode, file } = await readImport(req);
        return services.imports.accept({ id: user.id }, req.params.companyId, mode, file);
      },
    );
  });
}
