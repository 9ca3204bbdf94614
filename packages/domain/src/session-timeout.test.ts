import { describe, expect, it } from 'vitest';
import { sessionEnd, sessionTimeoutOf, shouldStampActivity } from './session-timeout';

const created = new Date('2026-03-02T09:00:00Z');
const minutes = (n: number) => new Date(created.getTime() + n * 60_000);

describe('session timeout', () => {
  it('keeps a session active within the idle timeout', () => {
    expect(
      sessionEnd({
        createdAt: created,
        lastActiveAt: minutes(10),
        timeoutMinutes: 15,
        now: minutes(25),
      }),
    ).toBeNull();
  });

  it('ends a session idle longer than the chosen timeout', () => {
    expect(
      sessionEnd({
        createdAt: created,
        lastActiveAt: minutes(10),
        timeoutMinutes: 15,
        now: minutes(26),
      }),
    ).toBe('idle');
  });

  it('counts idleness from creation when no activity was stamped', () => {
    expect(
      sessionEnd({ createdAt: created, lastActiveAt: null, timeoutMinutes: 30, now: minutes(31) }),
    ).toBe('idle');
  });

  it('ends even an active session 480 minutes after sign-in', () => {
    expect(
      sessionEnd({
        createdAt: created,
        lastActiveAt: minutes(479),
        timeoutMinutes: 240,
        now: minutes(481),
      }),
    ).toBe('absolute');
    expect(
      sessionEnd({
        createdAt: created,
        lastActiveAt: minutes(479),
        timeoutMinutes: 240,
        now: minutes(480),
      }),
    ).toBeNull();
  });

  it('treats an unknown timeout as the default 60 minutes', () => {
    expect(sessionTimeoutOf(45)).toBe(60);
    expect(sessionTimeoutOf(240)).toBe(240);
    expect(
      sessionEnd({ createdAt: created, lastActiveAt: null, timeoutMinutes: 45, now: minutes(59) }),
    ).toBeNull();
  });

  it('stamps activity at most once a minute', () => {
    expect(shouldStampActivity(null, minutes(0))).toBe(true);
    expect(shouldStampActivity(minutes(1), minutes(1.5))).toBe(false);
    expect(shouldStampActivity(minutes(1), minutes(2))).toBe(true);
  });
});
