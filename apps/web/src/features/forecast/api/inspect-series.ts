import { SeriesInspection, type SeriesRowsInput } from '@bus/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FORECAST_API } from './keys';

/** An upload may be read slowly on a busy server (spec §9: other clients 300 s). */
const INSPECT_TIMEOUT_MS = 300_000;

/** What the input step sends to be read and checked: a file, or rows typed or pasted. */
export type InspectRequest =
  | {
      kind: 'file';
      file: File;
      /** Set when the user picked the column (the detection was wrong). */
      dateColumn?: string;
      valueColumn?: string;
      limit24Months: boolean;
    }
  | { kind: 'rows'; rows: SeriesRowsInput['rows']; limit24Months: boolean };

function inspect(request: InspectRequest): Promise<SeriesInspection> {
  if (request.kind === 'rows') {
    const body: SeriesRowsInput = { rows: request.rows, limit24Months: request.limit24Months };
    return api.post(`${FORECAST_API}/inspect`, body, SeriesInspection);
  }
  const form = new FormData();
  if (request.dateColumn) form.append('dateColumn', request.dateColumn);
  if (request.valueColumn) form.append('valueColumn', request.valueColumn);
  form.append('limit24Months', String(request.limit24Months));
  // The file goes last: the server reads the fields before it streams the file.
  form.append('file', request.file, request.file.name);
  return api.postForm(`${FORECAST_API}/inspect`, form, SeriesInspection, {
    timeoutMs: INSPECT_TIMEOUT_MS,
  });
}

/**
 * POST /api/forecast/inspect (multipart file, or JSON rows): the series as the engine reads it,
 * its data checks and each model's recommended horizon. Nothing is stored.
 */
export function useInspectSeries() {
  return useMutation({ mutationFn: inspect });
}
