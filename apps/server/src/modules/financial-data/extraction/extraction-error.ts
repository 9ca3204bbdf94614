import type { ErrorCode } from '@bus/domain';
import { AppError } from '../../../platform/errors/app-error';

export type FileErrorCode = Extract<ErrorCode, `file/${string}`>;

/** HTTP status of a refused file: 415 wrong type, 413 too large, 422 everything else. */
const STATUS: Partial<Record<FileErrorCode, number>> = {
  'file/unsupported-type': 415,
  'file/too-large': 413,
};

/** A file the extractors refuse; the code names what is wrong with it (ERROR_CODES file/*). */
export class ExtractionError extends AppError {
  constructor(code: FileErrorCode, params?: Record<string, unknown>, detail?: string) {
    super(code, STATUS[code] ?? 422, params, detail);
    this.name = 'ExtractionError';
  }
}
