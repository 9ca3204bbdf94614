import { ERROR_CODES } from '@bus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import enErrors from '../locales/en/errors.json';
import koErrors from '../locales/ko/errors.json';
import { loadLocales } from '../test/app-test-utils';
import { ApiError } from './api-client';
import { errorMessage, TRANSLATED_ERROR_CODES } from './error-message';
import { i18n } from './i18n';

const catalogues: Record<string, Record<string, string>> = {
  ko: koErrors.codes,
  en: enErrors.codes,
};

function apiError(code: string, params?: Record<string, unknown>) {
  return new ApiError({ type: 'about:blank', title: code, status: 400, code, params });
}

beforeAll(() => loadLocales(['errors']));

describe('error catalogue', () => {
  it.each(['ko', 'en'])('has a %s message for every ERROR_CODES entry and client code', (lng) => {
    for (const code of [...ERROR_CODES, ...TRANSLATED_ERROR_CODES]) {
      expect(catalogues[lng]?.[code], `${lng} ${code}`).toMatch(/\S/);
    }
  });

  it('keeps the spec Korean messages verbatim (platform.md §8)', () => {
    const t = i18n.getFixedT('ko');
    expect(errorMessage(apiError('auth/email-already-in-use'), t)).toBe(
      '이미 사용 중인 이메일 주소입니다.',
    );
    expect(errorMessage(apiError('auth/invalid-email'), t)).toBe(
      '올바르지 않은 이메일 형식입니다.',
    );
    expect(errorMessage(apiError('auth/invalid-credential'), t)).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(errorMessage(apiError('auth/user-disabled'), t)).toBe('비활성화된 계정입니다.');
    expect(errorMessage(apiError('auth/user-not-found'), t)).toBe('등록되지 않은 이메일입니다.');
    expect(errorMessage(apiError('internal'), t, 'signUpFailed')).toBe('회원가입에 실패했습니다.');
  });

  it('gives an unknown auth code the retry hint', () => {
    const t = i18n.getFixedT('ko');
    expect(errorMessage(apiError('auth/popup-blocked'), t)).toBe(
      '인증 중 오류가 발생했습니다. 다시 시도해주세요.',
    );
  });

  it('lists the unmet password conditions of a weak-password answer', async () => {
    await loadLocales(['errors'], 'en');
    const t = i18n.getFixedT('en');
    const message = errorMessage(
      apiError('auth/weak-password', { issues: ['tooShort', 'noDigit'] }),
      t,
    );
    expect(message).toContain('at least 8 characters');
    expect(message).toContain('a digit');
    await loadLocales(['errors'], 'ko');
  });

  it('names the bad field of a validation error and falls back for non-API errors', () => {
    const t = i18n.getFixedT('ko');
    expect(errorMessage(apiError('validation_failed', { field: 'email' }), t)).toContain('email');
    expect(errorMessage(new Error('boom'), t)).toBe('오류가 발생했습니다. 다시 시도해주세요.');
  });
});
