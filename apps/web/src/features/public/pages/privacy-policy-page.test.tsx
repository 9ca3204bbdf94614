import { cleanup, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, renderRoute } from '../testing/render-with-providers';
import { PrivacyPolicyPage } from './privacy-policy-page';

let ko: I18n;
let en: I18n;

beforeAll(async () => {
  [ko, en] = await Promise.all([createTestI18n('ko'), createTestI18n('en')]);
});

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(cleanup);

function section(id: string) {
  const element = document.getElementById(`privacy-${id}`);
  if (!element) throw new Error(`section ${id} missing`);
  return within(element);
}

describe('PrivacyPolicyPage', () => {
  it('has the ten articles in order', () => {
    renderRoute(<PrivacyPolicyPage />, {
      path: '/privacy-policy',
      url: '/privacy-policy',
      i18n: ko,
    });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('제1조 (수집하는 개인정보 항목)');
    expect(titles[9]).toBe('제10조 (개인정보 처리방침의 변경)');
  });

  it('lists the required and optional items', () => {
    renderRoute(<PrivacyPolicyPage />, {
      path: '/privacy-policy',
      url: '/privacy-policy',
      i18n: ko,
    });
    const items = section('items');
    for (const text of [
      '이메일 주소',
      '사용자 이름',
      '계정 생성 일시',
      '최근 로그인 일시',
      '시간대',
    ]) {
      expect(items.getByText(text)).toBeInTheDocument();
    }
    expect(items.getByText('로그인 기록 (접속 위치, 기기 정보, IP 주소)')).toBeInTheDocument();
  });

  it('states the retention periods and the 7-day notice', () => {
    renderRoute(<PrivacyPolicyPage />, {
      path: '/privacy-policy',
      url: '/privacy-policy',
      i18n: en,
    });
    const retention = section('retention');
    expect(retention.getByText(/^Login records: 3 months/)).toBeInTheDocument();
    expect(
      retention.getByText(/^Records of payment and supply of goods: 5 years/),
    ).toBeInTheDocument();
    expect(
      retention.getByText(/^Records of consumer complaints and dispute handling: 3 years/),
    ).toBeInTheDocument();
    expect(section('changes').getByText(/7 days before it takes effect/)).toBeInTheDocument();
  });

  it('names the privacy officer by role and links to the board', () => {
    renderRoute(<PrivacyPolicyPage />, {
      path: '/privacy-policy',
      url: '/privacy-policy',
      i18n: ko,
    });
    const officer = section('officer');
    expect(officer.getByText('시스템 운영 조직의 관리자')).toBeInTheDocument();
    expect(officer.getByRole('link', { name: '게시판으로 이동' })).toHaveAttribute(
      'href',
      '/board',
    );
  });

  it('says what is kept of a payroll register and for how long', () => {
    renderRoute(<PrivacyPolicyPage />, {
      path: '/privacy-policy',
      url: '/privacy-policy',
      i18n: ko,
    });
    const items = section('items');
    expect(items.getByText('업로드한 급여대장에서 저장하는 정보')).toBeInTheDocument();
    expect(
      items.getByText(/^이름 \(올린 사람이 "직원 이름 저장"을 선택한 경우에만\)/),
    ).toBeInTheDocument();
    expect(
      items.getByText(/^주민등록번호와 외국인등록번호 열은 .* 저장하지 않습니다/),
    ).toBeInTheDocument();
    expect(
      section('retention').getByText(/그 급여대장을 삭제할 때까지 보관하며.*30일/),
    ).toBeInTheDocument();
  });
});
