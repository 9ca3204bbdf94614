import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { inProcessRunner } from './in-process-runner';

const log = pino({ level: 'silent' });

describe('inProcessRunner', () => {
  it('runs jobs one at a time in the order they were queued', async () => {
    const runner = inProcessRunner(log);
    const events: string[] = [];
    let active = 0;
    await runner.start(async (id) => {
      active += 1;
      events.push(`start ${id} (${active} running)`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      events.push(`end ${id}`);
    });
    await Promise.all(['a', 'b', 'c'].map((id) => runner.enqueue(id)));
    await expect.poll(() => events.length).toBe(6);
    expect(events).toEqual([
      'start a (1 running)',
      'end a',
      'start b (1 running)',
      'end b',
      'start c (1 running)',
      'end c',
    ]);
    await runner.close();
  });

  it('waits for the running job on close and starts no other', async () => {
    const runner = inProcessRunner(log);
    const done: string[] = [];
    await runner.start(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push(id);
    });
    await runner.enqueue('first');
    await runner.enqueue('second');
    await runner.close();
    expect(done).toEqual(['first']);
  });

  it('keeps going after a handler throws', async () => {
    const runner = inProcessRunner(log);
    const done: string[] = [];
    await runner.start(async (id) => {
      if (id === 'bad') throw new Error('boom');
      done.push(id);
    });
    await runner.enqueue('bad');
    await runner.enqueue('good');
    await expect.poll(() => done).toEqual(['good']);
    await runner.close();
  });
});
