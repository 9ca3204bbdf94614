import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { koreanParticles, particleFor, withParticle } from './korean-particles';

describe('particleFor', () => {
  it('reads amounts in won by their last syllable 원 (a final consonant)', () => {
    expect(withParticle('319,302,573원', '와/과')).toBe('319,302,573원과');
    expect(withParticle('302,098,649원', '이/가')).toBe('302,098,649원이');
    expect(withParticle('1,000원', '으로/로')).toBe('1,000원으로');
    expect(withParticle('977,608,135원', '을/를')).toBe('977,608,135원을');
  });

  it('reads names ending in a vowel or a consonant', () => {
    expect(withParticle('버스', '와/과')).toBe('버스와');
    expect(withParticle('버스', '이/가')).toBe('버스가');
    expect(withParticle('손익계산서', '을/를')).toBe('손익계산서를');
    expect(withParticle('가람교통', '은/는')).toBe('가람교통은');
    expect(withParticle('운송비', '으로/로')).toBe('운송비로');
    // ㄹ takes 로, not 으로.
    expect(withParticle('서울', '으로/로')).toBe('서울로');
  });

  it('reads digits as Korean numbers: 3 삼, 2 이, 1 일, 10 십, 100 백, 1,000 천, 10,000 만', () => {
    expect(particleFor('3', '와/과')).toBe('과');
    expect(particleFor('2', '와/과')).toBe('와');
    expect(particleFor('3', '이/가')).toBe('이');
    expect(particleFor('2', '이/가')).toBe('가');
    expect(particleFor('1', '으로/로')).toBe('로');
    expect(particleFor('6', '으로/로')).toBe('으로');
    expect(particleFor('10', '이/가')).toBe('이');
    expect(particleFor('100', '을/를')).toBe('을');
    expect(particleFor('1,000', '은/는')).toBe('은');
    expect(particleFor('50,000', '와/과')).toBe('과');
    expect(particleFor('0', '이/가')).toBe('이');
    expect(particleFor('4.5', '이/가')).toBe('가');
    expect(particleFor('2024년', '으로/로')).toBe('으로');
    expect(particleFor('2024-01', '이/가')).toBe('이');
  });

  it('reads percentages, letters, acronyms and loanwords as a Korean reader says them', () => {
    expect(particleFor('30%', '을/를')).toBe('를');
    expect(particleFor('R', '으로/로')).toBe('로');
    expect(particleFor('SARIMA', '으로/로')).toBe('로');
    expect(particleFor('N-BEATS', '으로/로')).toBe('로');
    expect(particleFor('Prophet', '으로/로')).toBe('으로');
    expect(particleFor('XGBoost', '으로/로')).toBe('로');
    expect(particleFor('R-101', '이/가')).toBe('이');
    expect(particleFor('010-1234-5678', '으로/로')).toBe('로');
  });

  it('looks past closing brackets and quotes', () => {
    expect(withParticle('가람교통(주)', '이/가')).toBe('가람교통(주)가');
    expect(withParticle("'매출액'", '은/는')).toBe("'매출액'은");
    expect(withParticle('누리운수(주) [가상]', '으로/로')).toBe('누리운수(주) [가상]으로');
  });

  it('keeps both forms when there is nothing to read', () => {
    expect(particleFor('', '이/가')).toBe('이(가)');
  });
});

describe('the i18next formatters', () => {
  it('attach the right particle to an interpolated value, and quote it when asked', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(koreanParticles).init({
      lng: 'ko',
      resources: {
        ko: {
          translation: {
            differs: '저장된 {{stored, 와/과}} 계산한 {{latest, 이/가}} 다릅니다',
            mismatch: '{{account, quote, 은/는}} 다른 표의 계정입니다',
            moved: '{{category, 으로/로}} 옮겼습니다',
          },
        },
      },
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('differs', { stored: '319,302,573원', latest: '302,098,649원' })).toBe(
      '저장된 319,302,573원과 계산한 302,098,649원이 다릅니다',
    );
    expect(i18n.t('mismatch', { account: '매출액' })).toBe("'매출액'은 다른 표의 계정입니다");
    expect(i18n.t('moved', { category: '일반관리비' })).toBe('일반관리비로 옮겼습니다');
    expect(i18n.t('moved', { category: '운송원가' })).toBe('운송원가로 옮겼습니다');
  });
});
