import { SeriesInspection, SeriesRowsInput } from '@bus/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import { readForm } from '../financial-data/upload-routes';
import { checkSeriesFile } from './forecast-file';
import { INSPECT, PREFIX, tags } from './route-config';
import type { ForecastServices } from './services';
import type { InspectTask } from './worker/task-types';

/** The form fields beside the file: chosen columns and the 24-month switch. */
const InspectFields = z
  .object({
    dateColumn: z.string().trim().min(1).max(100).optional(),
    valueColumn: z.string().trim().min(1).max(100).optional(),
    limit24Months: z.enum(['true', 'false']).default('false'),
  })
  .strict();
const FIELD_MAX_BYTES = 256;

function invalidBody(error: z.ZodError): AppError {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return new AppError('validation_failed', 400, { field: issues[0]?.path ?? '', issues });
}

/**
 * The task of a request: an upload (checked here on its bytes first, so a bad or huge file is
 * refused at once and never reaches a worker), or a typed or pasted grid as JSON.
 */
async function taskOf(request: FastifyRequest, maxBytes: number): Promise<InspectTask> {
  if (request.isMultipart()) {
    const { fields, file } = await readForm(request, InspectFields);
    checkSeriesFile(file.bytes, file.fileName, maxBytes);
    return {
      type: 'inspect',
      source: { kind: 'file', bytes: file.bytes, fileName: file.fileName },
      dateColumn: fields.dateColumn,
      valueColumn: fields.valueColumn,
      limit24Months: fields.limit24Months === 'true',
    };
  }
  const parsed = SeriesRowsInput.safeParse(request.body);
  if (!parsed.success) throw invalidBody(parsed.error);
  return {
    type: 'inspect',
    source: { kind: 'grid', rows: parsed.data.rows },
    limit24Months: parsed.data.limit24Months,
  };
}

/** POST /inspect, with multipart parsing (≤ FORECAST_UPLOAD_MAX_BYTES) for this route only. */
export function registerInspectRoute(app: App, services: ForecastServices, maxBytes: number) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: FIELD_MAX_BYTES },
    });
    scope.post(
      `${PREFIX}/inspect`,
      {
        config: INSPECT,
        schema: {
          tags,
          summary:
            'Read a series from an upload (multipart: file xlsx/xls/csv, dateColumn, valueColumn, ' +
            'limit24Months) or a grid (JSON SeriesRowsInput), with its data checks',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: SeriesInspection },
        },
      },
      async (req) => services.pool.inspect(await taskOf(req, maxBytes)),
    );
  });
}
