import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const log = pino({ level: 'silent' });

describe('SessionCache', () => {
  it('answers within its TTL and forgets afterwards', () => {
    let now = 1_000;
    const cache = new SessionCache<string>(null, log, 5_000, () => now);
    cache.set('cookie', 'session', new Date(60_000));
    expect(cache.get('cookie')).toBe('session');
    now += 5_001;
    expect(cache.get('cookie')).toBeUndefined();
  });

  it('never answers for a session that has expired, even within the TTL', () => {
    let now = 1_000;
    const cache = new SessionCache<string>(null, log, 5_000, () => now);
    cache.set('cookie', 'session', new Date(2_000));
    now = 2_000;
    expect(cache.get('cookie')).toBeUndefined();
  });

  it('forgets everything on invalidateAll', async () => {
    const cache = new SessionCache<string>(null, log);
    cache.set('a', '1', new Date(Date.now() + 60_000));
    await cache.invalidateAll();
    expect(cache.get('a')).toBeUndefined();
  });
});
