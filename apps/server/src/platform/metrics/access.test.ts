import { describe, expect, it } from 'vitest';
import { bearerCheck } from './access';

const TOKEN = 'a-metrics-token-of-thirty-two-chars!';

describe('bearerCheck', () => {
  const allowed = bearerCheck(TOKEN);

  it('accepts the token as a Bearer credential, the scheme in any case', () => {
    expect(allowed(`Bearer ${TOKEN}`)).toBe(true);
    expect(allowed(`bearer ${TOKEN}`)).toBe(true);
  });

  it('refuses no header, another scheme, a near miss and a longer or shorter token', () => {
    expect(allowed(undefined)).toBe(false);
    expect(allowed('')).toBe(false);
    expect(allowed('Bearer')).toBe(false);
    expect(allowed(`Basic ${TOKEN}`)).toBe(false);
    expect(allowed(TOKEN)).toBe(false);
    expect(allowed(`Bearer ${TOKEN.slice(0, -1)}x`)).toBe(false);
    expect(allowed(`Bearer ${TOKEN}x`)).toBe(false);
    expect(allowed(`Bearer ${TOKEN.slice(1)}`)).toBe(false);
    expect(allowed(`Bearer ${TOKEN} ${TOKEN}`)).toBe(false);
  });
});
