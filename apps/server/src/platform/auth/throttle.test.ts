import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURE_MAX,
  FAILURE_WINDOW_MS,
  IP_FAILURE_MAX,
  LOCKOUT_MS,
  loginThrottle,
  memoryThrottleStore,
} from './throttle';

const silent = pino({ level: 'silent' });

function throttleAt() {
  const clock = { now: Date.UTC(2026, 10, 23, 9) };
  const throttle = loginThrottle(
    memoryThrottleStore(() => clock.now),
    silent,
  );
  return { throttle, clock };
}

describe('login throttle', () => {
  it('locks the account for 15 minutes after 5 failures, then lets it in again', async () => {
    const { throttle, clock } = throttleAt();
    for (let i = 1; i < ACCOUNT_FAILURE_MAX; i += 1) {
      expect(await throttle.failed({ email: 'A@x.kr', ip: `10.0.0.${i}` })).toEqual([]);
    }
    expect(await throttle.failed({ email: 'a@x.kr', ip: '10.0.0.9' })).toEqual(['account']);
    expect(await throttle.check({ email: 'a@X.kr ', ip: '10.9.9.9' })).toEqual({
      scope: 'account',
      retryAfterMs: LOCKOUT_MS,
    });
    clock.now += LOCKOUT_MS;
    expect(await throttle.check({ email: 'a@x.kr', ip: '10.9.9.9' })).toBeNull();
  });

  it('forgets failures older than the 15-minute window', async () => {
    const { throttle, clock } = throttleAt();
    for (let i = 1; i < ACCOUNT_FAILURE_MAX; i += 1) {
      await throttle.failed({ email: 'b@x.kr', ip: null });
    }
    clock.now += FAILURE_WINDOW_MS;
    expect(await throttle.failed({ email: 'b@x.kr', ip: null })).toEqual([]);
    expect(await throttle.check({ email: 'b@x.kr', ip: null })).toBeNull();
  });

  it('locks an IP after 20 failures across accounts and clears an account on success', async () => {
    const { throttle } = throttleAt();
    for (let i = 1; i < IP_FAILURE_MAX; i += 1) {
      await throttle.failed({ email: `u${i}@x.kr`, ip: '10.0.0.1' });
    }
    expect(await throttle.failed({ email: 'last@x.kr', ip: '10.0.0.1' })).toEqual(['ip']);
    expect(await throttle.check({ email: 'new@x.kr', ip: '10.0.0.1' })).toMatchObject({
      scope: 'ip',
    });
    expect(await throttle.check({ email: 'new@x.kr', ip: '10.0.0.2' })).toBeNull();

    for (let i = 1; i < ACCOUNT_FAILURE_MAX; i += 1)
      await throttle.failed({ email: 'c@x.kr', ip: null });
    await throttle.succeeded('c@x.kr');
    expect(await throttle.failed({ email: 'c@x.kr', ip: null })).toEqual([]);
  });

  it('lets attempts through when the store fails', async () => {
    const broken = {
      increment: () => Promise.reject(new Error('down')),
      lock: () => Promise.reject(new Error('down')),
      lockedFor: () => Promise.reject(new Error('down')),
      clear: () => Promise.reject(new Error('down')),
    };
    const throttle = loginThrottle(broken, silent);
    expect(await throttle.check({ email: 'd@x.kr', ip: '10.0.0.1' })).toBeNull();
    expect(await throttle.failed({ email: 'd@x.kr', ip: '10.0.0.1' })).toEqual([]);
  });
});
