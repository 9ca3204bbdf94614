import { workerTask } from './worker-task';

/** Test support: a worker task that behaves as asked, to see the pool survive each failure. */
export type TestTask =
  | { kind: 'echo'; text: string }
  | { kind: 'progress'; steps: number }
  | { kind: 'throw'; message: string }
  | { kind: 'spin' }
  | { kind: 'exhaust-heap' }
  | { kind: 'crash' }
  | { kind: 'nested-worker' };

async function run(task: TestTask, post: (data: unknown) => void): Promise<string> {
  switch (task.kind) {
    case 'echo':
      return task.text;
    case 'progress':
      for (let step = 1; step <= task.steps; step += 1) post(step);
      return 'done';
    case 'throw':
      throw new Error(task.message);
    case 'spin':
      for (;;) {}
    case 'exhaust-heap': {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
    }
    case 'crash':
      // An exception outside the task's promise, as tesseract.js throws from its message handler.
      setImmediate(() => {
        throw new Error('thrown from an event handler');
      });
      return new Promise(() => {});
    case 'nested-worker': {
      const { Worker } = await import('node:worker_threads');
      new Worker('setInterval(() => {}, 1000)', { eval: true });
      post('nested worker started');
      return new Promise(() => {});
    }
  }
}

export default workerTask(run);
