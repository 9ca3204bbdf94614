import { afterAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady, setLanguage } from './i18n';

describe('i18n', () => {
  afterAll(() => setLanguage('ko'));

  it('shows Japanese on the shell and on a feature screen without fetching another language', async () => {
    await i18nReady;
    await setLanguage('ja');
    await i18n.loadNamespaces(['common', 'auth', 'transportCost']);
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('common:userMenu.login')).toBe('ログイン');
    expect(i18n.t('auth:login.title')).toBe('ログイン');
    expect(i18n.t('transportCost:summary.totalCost')).toBe('総括原価（適正原価 + 投資報酬）');
    // Complete languages need no fallback: no English file is fetched behind the Japanese one.
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'transportCost')).toBe(false);
  });

  it('interpolates values into Japanese text', async () => {
    await i18nReady;
    await setLanguage('ja');
    await i18n.loadNamespaces('invite');
    expect(i18n.t('invite:joined', { name: '가람시내버스' })).toBe('가람시내버스に参加しました。');
  });

  it('switches a loaded screen back to Korean', async () => {
    await i18nReady;
    await setLanguage('ja');
    await i18n.loadNamespaces('auth');
    await setLanguage('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(i18n.t('auth:register.title')).toBe('회원가입');
  });
});
