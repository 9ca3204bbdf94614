import type { PayrollReadResult } from '@bus/domain';
import {
  createWorkerPool,
  WorkerFailure,
  type WorkerPool,
  type WorkerPoolSettings,
} from '../../../platform/workers/worker-pool';
import type { WorkerUsage } from '../../../platform/workers/worker-task';
import { ExtractionError } from './extraction-error';
import type { LocalOutcome } from './local-extract';
import type { ParseProgress, ParseReply, ParseTask } from './parse-task';

export type ParsePoolSettings = WorkerPoolSettings;
export type ParsePool = WorkerPool<ParseTask, ParseReply> & {
  readonly settings: ParsePoolSettings;
};

/** Two threads on two cores; a heap far above a statement's; minutes for a slow scan. */
export const DEFAULT_PARSE_SETTINGS: ParsePoolSettings = {
  workers: 2,
  memoryMb: 512,
  timeoutMs: 120_000,
};

const TASK = new URL('./parse-task.ts', import.meta.url);

/** A pool of parse workers (docs/adr/0008); close it when the server stops. */
export function createParsePool(settings: ParsePoolSettings = DEFAULT_PARSE_SETTINGS): ParsePool {
  return { ...createWorkerPool<ParseTask, ParseReply>(TASK, settings), settings };
}

/**
 * A pool made at its first use and ended by `close`: a server (or a test app) that never reads a
 * file never starts threads.
 */
export function lazyParsePool(settings: ParsePoolSettings): ParsePool {
  let pool: ParsePool | null = null;
  return {
    settings,
    run(task, options) {
      pool ??= createParsePool(settings);
      return pool.run(task, options);
    },
    async close() {
      const running = pool;
      pool = null;
      await running?.close();
    },
  };
}

let shared: ParsePool | null = null;

/**
 * The pool extractDocument uses when none is given (tools and parser tests; a server passes its
 * own, sized by its configuration), started at its first use.
 */
export function sharedParsePool(): ParsePool {
  shared ??= createParsePool(DEFAULT_PARSE_SETTINGS);
  return shared;
}

/** Ends the shared pool's workers (end of a tool or test file); the next use starts anew. */
export async function closeParsePool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}

export type ParseOptions = {
  pool?: ParsePool | undefined;
  signal?: AbortSignal | undefined;
  onProgress?: ((stage: string, percent: number) => void) | undefined;
};

/**
 * Runs a task in a parse worker. Refusals come back as the ExtractionError they were; a worker
 * that died becomes `file/timeout`, `file/out-of-memory` or `file/worker-crashed`.
 */
async function runTask(task: ParseTask, options: ParseOptions) {
  const pool = options.pool ?? sharedParsePool();
  const onMessage = (data: unknown) => {
    const { stage, percent } = data as ParseProgress;
    options.onProgress?.(stage, percent);
  };
  let result: Awaited<ReturnType<ParsePool['run']>>;
  try {
    result = await pool.run(task, { signal: options.signal, onMessage });
  } catch (error) {
    throw error instanceof WorkerFailure ? failedParse(error, pool.settings) : error;
  }
  const reply = result.value;
  if ('refused' in reply) throw new ExtractionError(reply.refused.code, reply.refused.params);
  return { reply, usage: result.usage };
}

/** Reads a statement file in a parse worker (runTask says how it fails). */
export async function parseInWorker(
  task: ParseTask,
  options: ParseOptions = {},
): Promise<{ outcome: LocalOutcome; usage: WorkerUsage }> {
  const { reply, usage } = await runTask(task, options);
  if (!('outcome' in reply)) throw new Error('a statement task answered as a payroll one');
  return { outcome: reply.outcome, usage };
}

/**
 * Reads a payroll register in a parse worker (`task.payroll` set): the reader's answer, its
 * refusal included; a file the local readers refuse throws, as a statement's does.
 */
export async function parsePayrollInWorker(
  task: ParseTask & { payroll: NonNullable<ParseTask['payroll']> },
  options: ParseOptions = {},
): Promise<{ result: PayrollReadResult; usage: WorkerUsage }> {
  const { reply, usage } = await runTask(task, options);
  if (!('payroll' in reply)) throw new Error('a payroll task answered as a statement one');
  return { result: reply.payroll, usage };
}

function failedParse(failure: WorkerFailure, settings: ParsePoolSettings): Error {
  switch (failure.reason) {
    case 'timeout':
      return new ExtractionError(
        'file/timeout',
        { seconds: Math.round((settings.timeoutMs / 1000) * 10) / 10 },
        failure.message,
      );
    case 'out-of-memory':
      return new ExtractionError(
        'file/out-of-memory',
        { megabytes: settings.memoryMb },
        failure.message,
      );
    case 'crashed':
      return new ExtractionError('file/worker-crashed', undefined, failure.message);
    case 'aborted':
      return failure;
  }
}
