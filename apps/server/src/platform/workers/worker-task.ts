import type { MessagePort } from 'node:worker_threads';

/** What the worker measured of one task, returned with its value for logging and benchmarks. */
export type WorkerUsage = {
  wallMs: number;
  /** Highest V8 heap plus off-heap (Buffers, ArrayBuffers) of the worker's isolate, sampled. */
  peakHeapMb: number;
  /** Peak resident memory of the whole process so far (every thread): an upper bound. */
  maxRssMb: number;
};

/** The envelope the pool sends: the caller's task and the port its messages go back through. */
export type Envelope<T> = { task: T; port: MessagePort };

/**
 * Messages on the port: `started` arms the time limit; `message` carries the task's own;
 * `ended` comes last, so the pool knows every message before it has arrived.
 */
export type PortMessage =
  | { type: 'started' }
  | { type: 'message'; data: unknown }
  | { type: 'ended' };

/** A task ends with its value or, for an error thrown inside it, that error's message. */
export type TaskReply<R> =
  | { ok: true; value: R; usage: WorkerUsage }
  | { ok: false; error: { name: string; message: string; stack: string | undefined } };

const MB = 1024 * 1024;
const SAMPLE_MS = 50;

function heapNow(): number {
  const usage = process.memoryUsage();
  return usage.heapTotal + usage.external + usage.arrayBuffers;
}

/**
 * Wraps a task function as a pool worker's default export: announces the start (the pool's
 * clock starts then, not while the task waited in the queue), forwards `post` messages, samples
 * memory, and returns thrown errors as data so only a dead worker rejects in the pool.
 */
export function workerTask<T, R>(run: (task: T, post: (data: unknown) => void) => Promise<R>) {
  return async ({ task, port }: Envelope<T>): Promise<TaskReply<R>> => {
    const started = performance.now();
    let peak = heapNow();
    // Synchronous parsing blocks this timer; the samples at each message and at the end remain.
    const sampler = setInterval(() => {
      peak = Math.max(peak, heapNow());
    }, SAMPLE_MS);
    port.postMessage({ type: 'started' } satisfies PortMessage);
    const post = (data: unknown) => {
      peak = Math.max(peak, heapNow());
      port.postMessage({ type: 'message', data } satisfies PortMessage);
    };
    try {
      const value = await run(task, post);
      peak = Math.max(peak, heapNow());
      const usage: WorkerUsage = {
        wallMs: Math.round(performance.now() - started),
        peakHeapMb: Math.round(peak / MB),
        maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      };
      return { ok: true, value, usage };
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      return { ok: false, error: { name: e.name, message: e.message, stack: e.stack } };
    } finally {
      clearInterval(sampler);
      port.postMessage({ type: 'ended' } satisfies PortMessage);
      port.close();
    }
  };
}
