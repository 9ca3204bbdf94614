import { describe, expect, it } from 'vitest';
import { DEV_AUTH_SECRET } from '../../config';
import { entropyBits, judgeSecret } from './secret-strength';

describe('AUTH_SECRET strength', () => {
  it('recognises the development placeholder and "change me" values', () => {
    expect(judgeSecret(DEV_AUTH_SECRET, DEV_AUTH_SECRET)).toEqual({ kind: 'placeholder' });
    expect(judgeSecret('please-change-me-before-production-2026!', DEV_AUTH_SECRET).kind).toBe(
      'placeholder',
    );
  });

  it('calls a repeated or short value weak', () => {
    expect(judgeSecret('a'.repeat(40), DEV_AUTH_SECRET)).toMatchObject({
      kind: 'weak',
      distinct: 1,
    });
    expect(judgeSecret('abcabcabcabcabcabcabcabcabcabcab', DEV_AUTH_SECRET).kind).toBe('weak');
    expect(judgeSecret('Zq8#kP2', DEV_AUTH_SECRET).kind).toBe('weak');
  });

  it('accepts what openssl rand gives', () => {
    // openssl rand -base64 32, and -hex 32
    expect(judgeSecret('k3Jw0Vq9yXb2Rz7TnLm5Hc8Pd1Gs4Fa6Ue0Yi3Wo9Q=', DEV_AUTH_SECRET).kind).toBe(
      'ok',
    );
    expect(
      judgeSecret(
        '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        DEV_AUTH_SECRET,
      ).kind,
    ).toBe('ok');
  });

  it('estimates bits from the characters used', () => {
    expect(entropyBits('')).toBe(0);
    expect(entropyBits('aaaa')).toBe(0);
    expect(entropyBits('abcd')).toBe(8);
  });
});
