import { describe, expect, it } from 'vitest';
import { SUMMARY_TTL_MS, summaryCache } from './summary-cache';

describe('summaryCache', () => {
  it('reuses a value for its lifetime, reloads after it and after clear()', async () => {
    let clock = 0;
    let loads = 0;
    const cache = summaryCache(() => clock);
    const load = async () => ++loads;
    expect(await cache.get('stats', load)).toBe(1);
    clock = SUMMARY_TTL_MS - 1;
    expect(await cache.get('stats', load)).toBe(1);
    clock = SUMMARY_TTL_MS;
    expect(await cache.get('stats', load)).toBe(2);
    cache.clear();
    expect(await cache.get('stats', load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = summaryCache(() => 0);
    await expect(cache.get('tags', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('tags', async () => 'ok')).toBe('ok');
  });
});
