import { describe, expect, it } from 'vitest';
import { canStart, laneLimits } from './lanes';

describe('job lanes', () => {
  const two = laneLimits(2);

  it('lets two spreadsheets run at once on two workers', () => {
    expect(canStart({ document: 1, ocr: 0 }, 'document', two)).toBe(true);
    expect(canStart({ document: 2, ocr: 0 }, 'document', two)).toBe(false);
  });

  it('keeps a slot for spreadsheets while a scan is read', () => {
    expect(canStart({ document: 0, ocr: 1 }, 'ocr', two)).toBe(false);
    expect(canStart({ document: 0, ocr: 1 }, 'document', two)).toBe(true);
  });

  it('shares a single slot when only one worker is configured', () => {
    const one = laneLimits(1);
    expect(one).toEqual({ total: 1, ocr: 1 });
    expect(canStart({ document: 0, ocr: 0 }, 'ocr', one)).toBe(true);
    expect(canStart({ document: 0, ocr: 1 }, 'document', one)).toBe(false);
  });
});
