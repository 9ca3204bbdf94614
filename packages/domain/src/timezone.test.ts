import { describe, expect, it } from 'vitest';
import { isKnownTimezone } from './timezone';

describe('isKnownTimezone', () => {
  it('accepts the canonical name and its alias alike', () => {
    expect(isKnownTimezone('Asia/Kolkata')).toBe(true);
    expect(isKnownTimezone('Asia/Calcutta')).toBe(true);
    expect(isKnownTimezone('Asia/Seoul')).toBe(true);
    expect(isKnownTimezone('UTC')).toBe(true);
    expect(isKnownTimezone('Etc/GMT+9')).toBe(true);
  });

  it('refuses a zone that does not exist, an offset and stray spaces', () => {
    expect(isKnownTimezone('Mars/Base')).toBe(false);
    expect(isKnownTimezone('+09:00')).toBe(false);
    expect(isKnownTimezone(' Asia/Seoul')).toBe(false);
    expect(isKnownTimezone('')).toBe(false);
  });
});
