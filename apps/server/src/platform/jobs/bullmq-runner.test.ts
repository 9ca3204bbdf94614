import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { bullmqRunner } from './bullmq-runner';
import { laneLimits } from './lanes';

const log = pino({ level: 'silent' });
const redisUrl = process.env.REDIS_URL;

/** Needs a Redis server (REDIS_URL), as the PostgreSQL+Redis run of the suite has. */
describe.skipIf(!redisUrl)('bullmqRunner depth', () => {
  it("reads the shared queue's counts per lane from BullMQ, before and while jobs run", async () => {
    const queue = { prefix: `bus-jobs-test-${randomUUID()}`, private: true };
    const url = redisUrl ?? '';
    // Another process's view of the same queue: it has taken no job, and sees them all.
    const observer = bullmqRunner(url, queue, laneLimits(1), log);
    const worker = bullmqRunner(url, queue, laneLimits(1), log);
    try {
      for (const id of ['sheet-1', 'sheet-2']) await worker.enqueue(id, 'document');
      await worker.enqueue('scan-1', 'ocr');
      expect(await observer.depth()).toEqual([
        { lane: 'document', waiting: 2, running: 0 },
        { lane: 'ocr', waiting: 1, running: 0 },
      ]);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await worker.start(() => held);
      // One slot: one job is taken (active in BullMQ); the others wait.
      await expect
        .poll(async () => (await observer.depth()).map((d) => d.waiting + d.running))
        .toEqual([2, 1]);
      const running = (await observer.depth()).reduce((sum, d) => sum + d.running, 0);
      expect(running).toBeGreaterThanOrEqual(1);
      release();
      await expect
        .poll(() => observer.depth(), { timeout: 10_000 })
        .toEqual([
          { lane: 'document', waiting: 0, running: 0 },
          { lane: 'ocr', waiting: 0, running: 0 },
        ]);
    } finally {
      await worker.close();
      await observer.close();
    }
  }, 30_000);
});
