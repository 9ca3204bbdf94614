import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { loadLocales } from '../test/app-test-utils';
import { GENERIC_TITLE_KEY, pageTitle, pageTitleKey } from './page-titles';

beforeAll(async () => {
  await loadLocales(['common', 'nav'], 'en');
  await loadLocales(['common', 'nav'], 'ko');
});

describe('page titles', () => {
  it('puts the fixed prefix before the section label in both languages', () => {
    expect(pageTitle('/dashboard', i18n.getFixedT('ko'))).toBe('버스 운송원가 시스템 | 대시보드');
    expect(pageTitle('/dashboard', i18n.getFixedT('en'))).toBe(
      'Bus Transport Cost System | Dashboard',
    );
  });

  it('labels the spec paths, including aliases and data-center sub-pages', () => {
    expect(pageTitleKey('/cost-allocation')).toBe('costAllocation');
    expect(pageTitleKey('/depreciation-management')).toBe('depreciation');
    expect(pageTitleKey('/financial-data-center/statements/7')).toBe('financialDataCenter');
    expect(pageTitleKey('/transportation-cost-v3')).toBe('transportationCost');
    expect(pageTitleKey('/board')).toBe('board');
    expect(pageTitleKey('/dashboard/')).toBe('dashboard');
  });

  it('gives /page/, /board/, /dev/ and unknown paths the generic label', () => {
    for (const path of ['/page/terms', '/board/posts/12', '/dev/auth-debug', '/no-such-page']) {
      expect(pageTitleKey(path)).toBe(GENERIC_TITLE_KEY);
    }
    expect(pageTitle('/page/terms', i18n.getFixedT('ko'))).toBe('버스 운송원가 시스템 | 페이지');
  });
});
