import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Envelope, PortMessage, TaskReply, WorkerUsage } from './worker-task';

export type WorkerPoolSettings = {
  /** Threads, each running one task at a time. */
  workers: number;
  /** V8 heap cap of each thread (resourceLimits.maxOldGenerationSizeMb). */
  memoryMb: number;
  /** Time one task may run, counted from its start in a worker; the worker is then ended. */
  timeoutMs: number;
};

export type WorkerFailureReason = 'timeout' | 'out-of-memory' | 'crashed' | 'aborted';

/** A task whose worker died: ended at its time limit, out of heap, crashed, or aborted. */
export class WorkerFailure extends Error {
  readonly reason: WorkerFailureReason;

  constructor(reason: WorkerFailureReason, detail: string) {
    super(detail);
    this.name = 'WorkerFailure';
    this.reason = reason;
  }
}

export type RunOptions = {
  /** Ends the task (and its worker) early, e.g. at shutdown. */
  signal?: AbortSignal | undefined;
  /** Messages the task posts while it runs (progress). */
  onMessage?: ((data: unknown) => void) | undefined;
  /** This task's time limit, when it is not the pool's (a quick check in a pool of long runs). */
  timeoutMs?: number | undefined;
};

export type WorkerPool<T, R> = {
  run(task: T, options?: RunOptions): Promise<{ value: R; usage: WorkerUsage }>;
  /** Ends every worker; tasks still queued or running are aborted. */
  close(): Promise<void>;
};

const ENTRY = new URL('./ts-entry.mjs', import.meta.url);

/**
 * A fixed set of worker threads running the default export of `module` (a TypeScript file
 * wrapped with `workerTask`). A dead worker fails only its task and is replaced, so the next
 * task runs on a fresh one (docs/adr/0008).
 */
export function createWorkerPool<T, R>(
  module: URL,
  settings: WorkerPoolSettings,
): WorkerPool<T, R> {
  const workers = Math.max(1, Math.floor(settings.workers));
  const piscina = new Piscina({
    filename: ENTRY.href,
    workerData: { module: module.href },
    minThreads: workers,
    maxThreads: workers,
    concurrentTasksPerWorker: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb },
  });
  // A worker that dies between tasks is replaced by piscina; the error is not a task's.
  piscina.on('error', () => {});

  return {
    async run(task, options = {}) {
      const { port1, port2 } = new MessageChannel();
      // `ended` is the worker's last message: waiting for it delivers all before it.
      let ended = () => {};
      const drained = new Promise<void>((resolve) => {
        ended = resolve;
      });
      const abort = new AbortController();
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      port1.on('message', (message: PortMessage) => {
        if (message.type === 'message') options.onMessage?.(message.data);
        else if (message.type === 'ended') ended();
        else if (!timer) {
          timer = setTimeout(() => {
            timedOut = true;
            abort.abort();
          }, options.timeoutMs ?? settings.timeoutMs);
        }
      });
      const onOuterAbort = () => abort.abort();
      options.signal?.addEventListener('abort', onOuterAbort, { once: true });
      const envelope: Envelope<T> = { task, port: port2 };
      let reply: TaskReply<R>;
      try {
        reply = await piscina.run(envelope, { transferList: [port2], signal: abort.signal });
        await drained;
      } catch (error) {
        throw failureOf(error, timedOut);
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onOuterAbort);
        port1.close();
      }
      if (reply.ok) return { value: reply.value, usage: reply.usage };
      // An error the task threw (a bug, not a dead worker): raised here as it was there.
      throw Object.assign(new Error(reply.error.message), {
        name: reply.error.name,
        stack: reply.error.stack,
      });
    },
    close: () => piscina.close({ force: true }),
  };
}

/** Piscina's rejections named: its AbortError, Node's out-of-heap code, any other death. */
function failureOf(error: unknown, timedOut: boolean): WorkerFailure {
  if (!(error instanceof Error)) return new WorkerFailure('crashed', String(error));
  if (error.name === 'AbortError') {
    return new WorkerFailure(timedOut ? 'timeout' : 'aborted', error.message);
  }
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new WorkerFailure('out-of-memory', error.message);
  }
  return new WorkerFailure('crashed', error.message);
}
