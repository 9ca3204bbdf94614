import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { isTransient, retryDelayMs, withRetry } from './retry';

const failure = (status: number, code: string) =>
  new ApiError({ type: 'about:blank', title: code, status, code });

afterEach(() => vi.useRealTimers());

describe('ratio save retry', () => {
  it('waits 1 s, then 2 s, and never more than 5 s', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 5000]);
  });

  it('retries network and server failures only', () => {
    expect(isTransient(failure(0, 'network_error'))).toBe(true);
    expect(isTransient(failure(503, 'internal'))).toBe(true);
    expect(isTransient(failure(400, 'validation_failed'))).toBe(false);
    expect(isTransient(new Error('bug'))).toBe(false);
  });

  it('makes three attempts in all, then gives up with the last error', async () => {
    vi.useFakeTimers();
    const call = vi.fn().mockRejectedValue(failure(0, 'network_error'));
    const result = withRetry(call).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(ApiError);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refused save', async () => {
    const call = vi.fn().mockRejectedValue(failure(403, 'forbidden'));
    await expect(withRetry(call)).rejects.toBeInstanceOf(ApiError);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
