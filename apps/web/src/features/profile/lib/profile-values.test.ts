import { describe, expect, it } from 'vitest';
import { PROFILE } from '../test/profile-fixtures';
import {
  displayPhone,
  profileChangedByOthers,
  rebaseValues,
  updateBodyOf,
  valuesOf,
} from './profile-values';

describe('profile values', () => {
  it('shows a typed mobile number as the server stores it', () => {
    expect(displayPhone('+82 10 1234 5678')).toBe('010-1234-5678');
    expect(displayPhone('01012345678')).toBe('010-1234-5678');
    expect(displayPhone(' 02-123-4567 ')).toBe('02-123-4567');
  });

  it('sends trimmed text, empty fields as null and the version the edit started from', () => {
    const values = { ...valuesOf(PROFILE), name: ' 김재무 ', department: '  ', bio: ' 안녕 ' };
    expect(updateBodyOf({ ...values, phoneNumber: '010 9876 5432' }, 'v1')).toEqual({
      name: '김재무',
      email: 'kim@demo.local',
      phoneNumber: '010-9876-5432',
      department: null,
      bio: '안녕',
      preferredLanguage: 'ko',
      timezone: 'Asia/Seoul',
      updatedAt: 'v1',
    });
  });

  it('calls a 409 a conflict only when a field of the form changed elsewhere', () => {
    const later = { ...PROFILE, updatedAt: '2026-03-02T00:00:00.000Z' };
    expect(profileChangedByOthers({ ...later, notifyPush: false }, PROFILE)).toBe(false);
    expect(profileChangedByOthers({ ...later, twoFactorEnabled: true }, PROFILE)).toBe(false);
    expect(profileChangedByOthers({ ...later, department: '영업팀' }, PROFILE)).toBe(true);
    expect(profileChangedByOthers({ ...later, preferredLanguage: 'en' }, PROFILE)).toBe(true);
  });

  it('moves an edit onto a newer profile: untouched fields follow it, edited ones stay', () => {
    const base = valuesOf(PROFILE);
    const mine = { ...base, bio: '노선 원가 담당' };
    // The top bar saved English while the bio was being edited.
    const server = { ...base, preferredLanguage: 'en' as const };
    expect(rebaseValues(mine, base, server)).toEqual({ ...mine, preferredLanguage: 'en' });
    // The same change on both sides is no conflict either.
    expect(rebaseValues(mine, base, { ...server, bio: '노선 원가 담당' })).toEqual({
      ...mine,
      preferredLanguage: 'en',
    });
  });

  it('leaves the form alone when a field edited here was changed there to something else', () => {
    const base = valuesOf(PROFILE);
    const mine = { ...base, preferredLanguage: 'ja' as const };
    expect(rebaseValues(mine, base, { ...base, preferredLanguage: 'en' })).toBeNull();
  });
});
