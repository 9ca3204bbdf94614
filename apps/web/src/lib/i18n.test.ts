import { afterAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady, setLanguage } from './i18n';

describe('i18n', () => {
  afterAll(() => setLanguage('ko'));

  it('shows Japanese where translated and English for the rest', async () => {
    await i18nReady;
    await setLanguage('ja');
    await i18n.loadNamespaces(['common', 'auth']);
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('common:userMenu.login')).toBe('ログイン');
    // auth has no ja file: English, never Korean and never the bare key.
    const en = i18n.getResource('en', 'auth', 'login.title') as string | undefined;
    expect(en).toBeTruthy();
    expect(i18n.t('auth:login.title')).toBe(en);
  });
});
