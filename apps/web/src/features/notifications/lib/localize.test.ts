import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadLocales } from '../../../test/app-test-utils';
import { localizeNotification } from './localize';

const signedIn = {
  key: 'signedIn' as const,
  title: '새 로그인',
  message: '계정에 새로 로그인했습니다.',
};

describe('localizeNotification', () => {
  it('shows a server event in the reader’s language', async () => {
    await loadLocales(['notifications'], 'en');
    expect(localizeNotification(signedIn, i18n.t).title).toBe('New sign-in');
    await loadLocales(['notifications'], 'ko');
    expect(localizeNotification(signedIn, i18n.t).title).toBe('새 로그인');
  });

  it('shows free text exactly as it was sent', async () => {
    await loadLocales(['notifications'], 'en');
    const text = { key: null, title: '정산 마감 안내', message: '오늘 18시까지 입력해 주세요.' };
    expect(localizeNotification(text, i18n.t)).toEqual({
      title: '정산 마감 안내',
      message: '오늘 18시까지 입력해 주세요.',
    });
  });
});
