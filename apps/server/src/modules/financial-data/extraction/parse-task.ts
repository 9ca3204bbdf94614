import { workerTask } from '../../../platform/workers/worker-task';
import { checkFile } from './check-file';
import { ExtractionError, type FileErrorCode } from './extraction-error';
import { extractLocally, type LocalOutcome } from './local-extract';

/** One file to read in a parse worker. */
export type ParseTask = { bytes: Uint8Array; fileName: string; cacheDir: string | undefined };

/** What the worker read, or the refusal it raised (errors do not cross threads as classes). */
export type ParseReply =
  | { outcome: LocalOutcome }
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
    return { outcome: await extractLocally(kind, bytes, report, task.cacheDir) } as ParseReply;
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    return { refused: { code: error.code as FileErrorCode, params: error.params } } as ParseReply;
  }
}

export default workerTask(parse);
