import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestTask } from './test-task';
import { createWorkerPool, WorkerFailure } from './worker-pool';

const TASK = new URL('./test-task.ts', import.meta.url);
const pool = createWorkerPool<TestTask, string>(TASK, {
  workers: 1,
  memoryMb: 64,
  timeoutMs: 1_500,
});
/**
 * Filling a 64 MB heap ends in V8's last-resort collections, which take seconds on a busy
 * machine: with the 1.5 s limit above it was sometimes ended as a timeout before it ran out of
 * memory (CI, two cores shared with other work). This pool's limit only has to outlast that.
 */
const roomyPool = createWorkerPool<TestTask, string>(TASK, {
  workers: 1,
  memoryMb: 64,
  timeoutMs: 60_000,
});
afterAll(() => Promise.all([pool.close(), roomyPool.close()]));

async function reason(task: TestTask, on = pool): Promise<string> {
  try {
    await on.run(task);
  } catch (error) {
    if (error instanceof WorkerFailure) return error.reason;
    throw error;
  }
  throw new Error(`${task.kind} did not fail`);
}

/** Threads of this process (Linux): a worker that outlives its task shows up here. */
function threads(): number {
  return readdirSync('/proc/self/task').length;
}

describe('worker pool', () => {
  it('runs a TypeScript task in a worker and returns its value with its usage', async () => {
    const { value, usage } = await pool.run({ kind: 'echo', text: '안녕' });
    expect(value).toBe('안녕');
    expect(usage.wallMs).toBeGreaterThanOrEqual(0);
    expect(usage.peakHeapMb).toBeGreaterThan(0);
  });

  it('passes the messages a task posts to onMessage', async () => {
    const seen: unknown[] = [];
    await pool.run({ kind: 'progress', steps: 3 }, { onMessage: (m) => seen.push(m) });
    expect(seen).toEqual([1, 2, 3]);
  });

  it('raises an error the task threw as it was, keeping the worker', async () => {
    await expect(pool.run({ kind: 'throw', message: 'bad input' })).rejects.toThrow('bad input');
    expect((await pool.run({ kind: 'echo', text: 'next' })).value).toBe('next');
  });

  it.each([
    ['spin', 'timeout', pool],
    ['exhaust-heap', 'out-of-memory', roomyPool],
    ['crash', 'crashed', pool],
  ] as const)(
    'ends a task that does %s with %s and runs the next one',
    async (kind, expected, on) => {
      expect(await reason({ kind }, on)).toBe(expected);
      expect((await on.run({ kind: 'echo', text: 'after' })).value).toBe('after');
    },
  );

  it('ends a task on its caller signal as aborted', async () => {
    const abort = new AbortController();
    const running = pool.run({ kind: 'spin' }, { signal: abort.signal });
    setTimeout(() => abort.abort(), 100);
    await expect(running).rejects.toMatchObject({ reason: 'aborted' });
  });

  it('takes down a nested worker with the worker it was started in', async () => {
    await pool.run({ kind: 'echo', text: 'warm' });
    const before = threads();
    let during = 0;
    const running = pool.run(
      { kind: 'nested-worker' },
      {
        onMessage: () => {
          during = threads();
        },
      },
    );
    await expect(running).rejects.toMatchObject({ reason: 'timeout' });
    expect(during).toBeGreaterThan(before);
    await pool.run({ kind: 'echo', text: 'replaced' });
    await expect.poll(threads, { timeout: 5_000 }).toBeLessThanOrEqual(before);
  });
});
