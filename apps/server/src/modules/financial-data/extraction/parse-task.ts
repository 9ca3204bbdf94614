import type { PayrollReadOptions, PayrollReadResult } from '@bus/domain';
import { workerTask } from '../../../platform/workers/worker-task';
import { readPayrollTables } from '../../payroll/worker-read';
import { checkFile } from './check-file';
import { readDocumentRows } from './document-rows';
import { ExtractionError, type FileErrorCode } from './extraction-error';
import { extractLocally, type LocalOutcome } from './local-extract';

/**
 * One file to read in a parse worker: a statement, or a payroll register when `payroll` is set
 * (issue 19: read into employees here, so resident numbers and unkept names never leave it).
 */
export type ParseTask = {
  bytes: Uint8Array;
  fileName: string;
  cacheDir: string | undefined;
  payroll?: PayrollReadOptions;
};

/** What the worker read, or the refusal it raised (errors do not cross threads as classes). */
export type ParseReply =
  | { outcome: LocalOutcome }
  | { payroll: PayrollReadResult }
  | { refused: { code: FileErrorCode; params: Record<string, unknown> | undefined } };

/** A progress report posted while the file is read. */
export type ParseProgress = { stage: string; percent: number };

/**
 * The parse worker's task: the upload's limits checked again (a worker trusts nothing), then the
 * local extractors. Pure: bytes in, outcome out; no database, no network.
 */
async function parse(task: ParseTask, post: (progress: ParseProgress) => void) {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    const kind = checkFile(bytes, task.fileName);
    const report = (stage: string, percent: number) => post({ stage, percent });
    if (task.payroll) {
      const tables = await readDocumentRows(kind, bytes, report, task.cacheDir);
      return { payroll: readPayrollTables(tables, task.payroll) } as ParseReply;
    }
    return { outcome: await extractLocally(kind, bytes, report, task.cacheDir) } as ParseReply;
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    return { refused: { code: error.code as FileErrorCode, params: error.params } } as ParseReply;
  }
}

export default workerTask(parse);
