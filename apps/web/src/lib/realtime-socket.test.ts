import { describe, expect, it } from 'vitest';
import { MAX_RECONNECT_ATTEMPTS, realtimeUrl, reconnectDelayMs } from './realtime-socket';

describe('realtime socket limits', () => {
  it('waits 2 s, then doubles, never more than 10 s', () => {
    expect([1, 2, 3, 4, 5].map((n) => reconnectDelayMs(n))).toEqual([
      2000, 4000, 8000, 10000, 10000,
    ]);
    expect(MAX_RECONNECT_ATTEMPTS).toBe(3);
  });

  it('doubles up to 30 s for the financial-data socket', () => {
    expect([1, 2, 3, 4, 5].map((n) => reconnectDelayMs(n, 30_000))).toEqual([
      2000, 4000, 8000, 16000, 30000,
    ]);
  });

  it('uses wss behind https and ws otherwise', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'bus.example' })).toBe(
      'wss://bus.example/api/ws',
    );
    expect(realtimeUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/api/ws',
    );
  });
});
