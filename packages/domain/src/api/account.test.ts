import { describe, expect, it } from 'vitest';
import { AccountSettings, DeleteAccountBody, ProfileUpdateBody } from './account';
import { AdminUpdateUserBody, AdminUserListQuery } from './admin';
import { PhoneEnrolVerifyBody } from './two-factor';

describe('account contracts', () => {
  const updatedAt = '2026-11-24T00:00:00.000Z';

  it('accepts only the four session timeouts of the spec', () => {
    for (const minutes of [15, 30, 60, 240]) {
      expect(AccountSettings.safeParse({ sessionTimeoutMinutes: minutes, updatedAt }).success).toBe(
        true,
      );
    }
    expect(AccountSettings.safeParse({ sessionTimeoutMinutes: 45, updatedAt }).success).toBe(false);
  });

  it('deletes an account only with the exact phrase 계정 삭제', () => {
    expect(DeleteAccountBody.safeParse({ confirmation: '계정 삭제' }).success).toBe(true);
    const wrong = DeleteAccountBody.safeParse({ confirmation: '계정삭제' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('account/confirm-phrase-mismatch');
  });

  it('takes ko, en or ja and a real time zone in the profile', () => {
    const base = { name: '홍길동', email: 'hong@example.kr', timezone: 'Asia/Seoul', updatedAt };
    expect(ProfileUpdateBody.safeParse({ ...base, preferredLanguage: 'ja' }).success).toBe(true);
    expect(ProfileUpdateBody.safeParse({ ...base, preferredLanguage: 'fr' }).success).toBe(false);
    expect(
      ProfileUpdateBody.safeParse({ ...base, preferredLanguage: 'ko', timezone: 'Mars/Base' })
        .success,
    ).toBe(false);
    // Browsers list Asia/Kolkata, Node lists Asia/Calcutta: both name the same zone.
    for (const timezone of ['Asia/Kolkata', 'Asia/Calcutta']) {
      expect(
        ProfileUpdateBody.safeParse({ ...base, preferredLanguage: 'en', timezone }).success,
      ).toBe(true);
    }
  });
});

describe('admin and two-factor contracts', () => {
  it('never lets an admin edit change the e-mail', () => {
    expect(AdminUpdateUserBody.safeParse({ name: '김철수' }).success).toBe(true);
    expect(AdminUpdateUserBody.safeParse({ email: 'new@example.kr' }).success).toBe(false);
  });

  it('lists 10 users per page and refuses another page size', () => {
    expect(AdminUserListQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(AdminUserListQuery.safeParse({ pageSize: '50' }).success).toBe(false);
  });

  it('wants a six-digit code', () => {
    const password = 'correct horse';
    expect(PhoneEnrolVerifyBody.safeParse({ code: '123456', password }).success).toBe(true);
    const short = PhoneEnrolVerifyBody.safeParse({ code: '12345', password });
    expect(short.error?.issues[0]?.message).toBe('auth/invalid-code-format');
    expect(PhoneEnrolVerifyBody.safeParse({ code: '12345a', password }).success).toBe(false);
  });
});
