import { describe, expect, it } from 'vitest';
import { laneLimits } from './lanes';
import { slotGate } from './slot-gate';

describe('slotGate', () => {
  it('admits a spreadsheet while a second scan waits for the OCR slot', async () => {
    const gate = slotGate(laneLimits(2));
    const admitted: string[] = [];
    const take = (name: string, lane: 'ocr' | 'document') =>
      gate.acquire(lane).then((release) => {
        admitted.push(name);
        return release;
      });
    const firstScan = take('scan-1', 'ocr');
    void take('scan-2', 'ocr');
    const sheet = take('sheet', 'document');
    await Promise.all([firstScan, sheet]);
    expect(admitted).toEqual(['scan-1', 'sheet']);
    (await firstScan)();
    await expect.poll(() => admitted).toEqual(['scan-1', 'sheet', 'scan-2']);
  });

  it('releases a slot only once', async () => {
    const gate = slotGate(laneLimits(1));
    const release = await gate.acquire('document');
    release();
    release();
    const second = await gate.acquire('document');
    let thirdIn = false;
    void gate.acquire('document').then(() => {
      thirdIn = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(thirdIn).toBe(false);
    second();
    await expect.poll(() => thirdIn).toBe(true);
  });
});
