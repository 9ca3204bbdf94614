import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { inProcessRunner } from './in-process-runner';
import { laneLimits } from './lanes';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inProcessRunner', () => {
  it('runs two spreadsheets at once and keeps the queue order', async () => {
    const runner = inProcessRunner(log, laneLimits(2));
    const events: string[] = [];
    await runner.start(async (id) => {
      events.push(`start ${id}`);
      await sleep(20);
      events.push(`end ${id}`);
    });
    await Promise.all(['a', 'b', 'c'].map((id) => runner.enqueue(id, 'document')));
    await expect.poll(() => events.length).toBe(6);
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
    expect(events.indexOf('start c')).toBeGreaterThan(events.indexOf('end a'));
    await runner.close();
  });

  it('starts a spreadsheet queued behind scans while a scan holds the OCR slot', async () => {
    const runner = inProcessRunner(log, laneLimits(2));
    const started: string[] = [];
    const finished: string[] = [];
    await runner.start(async (id) => {
      started.push(id);
      await sleep(id.startsWith('scan') ? 80 : 5);
      finished.push(id);
    });
    await runner.enqueue('scan-1', 'ocr');
    await runner.enqueue('scan-2', 'ocr');
    await runner.enqueue('sheet', 'document');
    await expect.poll(() => finished).toContain('sheet');
    expect(finished.indexOf('sheet')).toBe(0);
    expect(started).toEqual(['scan-1', 'sheet']);
    await expect.poll(() => finished.length).toBe(3);
    await runner.close();
  });

  it('waits for the running jobs on close and starts no other', async () => {
    const runner = inProcessRunner(log, laneLimits(1));
    const done: string[] = [];
    await runner.start(async (id) => {
      await sleep(20);
      done.push(id);
    });
    await runner.enqueue('first', 'document');
    await runner.enqueue('second', 'document');
    await runner.close();
    expect(done).toEqual(['first']);
  });

  it('keeps going after a handler throws', async () => {
    const runner = inProcessRunner(log, laneLimits(1));
    const done: string[] = [];
    await runner.start(async (id) => {
      if (id === 'bad') throw new Error('boom');
      done.push(id);
    });
    await runner.enqueue('bad', 'document');
    await runner.enqueue('good', 'document');
    await expect.poll(() => done).toEqual(['good']);
    await runner.close();
  });

  it('reports per lane how many jobs wait and run, and only the lanes it has', async () => {
    const runner = inProcessRunner(log, laneLimits(2));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await runner.start(() => held);
    for (const id of ['scan-1', 'scan-2']) await runner.enqueue(id, 'ocr');
    for (const id of ['sheet-1', 'sheet-2']) await runner.enqueue(id, 'document');
    expect(await runner.depth()).toEqual([
      { lane: 'document', waiting: 1, running: 1 },
      { lane: 'ocr', waiting: 1, running: 1 },
    ]);
    release();
    await expect
      .poll(() => runner.depth())
      .toEqual([
        { lane: 'document', waiting: 0, running: 0 },
        { lane: 'ocr', waiting: 0, running: 0 },
      ]);
    await runner.close();
    const forecasts = inProcessRunner(log, laneLimits(1), ['document']);
    expect(await forecasts.depth()).toEqual([{ lane: 'document', waiting: 0, running: 0 }]);
  });
});
