import type { Me } from '@bus/domain';
import { cleanup, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderRoute } from '../testing/render-with-providers';
import { HomePage } from './home-page';

const auth = vi.hoisted(() => ({ user: null as Me | null }));

vi.mock('../../../lib/use-auth', () => ({
  useAuth: () => ({ user: auth.user, status: auth.user ? 'signedIn' : 'loading' }),
}));

const USER: Me = {
  id: 'u1',
  email: 'kim@operator.kr',
  name: '김운영',
  role: 'analyst',
  isAdmin: false,
  emailVerified: true,
  image: null,
  createdAt: '2026-01-05T00:00:00.000Z',
  sessionExpiresAt: '2026-01-05T08:00:00.000Z',
  impersonatedBy: null,
  preferredLanguage: 'ko',
  timezone: 'Asia/Seoul',
  organisation: {
    id: '0a0a0a0a-0000-4000-8000-000000000001',
    name: '가람교통(주)',
    kind: 'operator',
  },
  dataAccess: 'write',
  oversees: false,
};

let ko: I18n;

beforeAll(async () => {
  ko = await createTestI18n('ko');
});

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(cleanup);

describe('HomePage', () => {
  it('welcomes the user by name', () => {
    auth.user = USER;
    renderRoute(<HomePage />, { path: '/home', url: '/home', i18n: ko });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('김운영님, 환영합니다');
  });

  it('links the six cards of the spec and financial support to their areas, named as the menu names them', () => {
    auth.user = USER;
    renderRoute(<HomePage />, { path: '/home', url: '/home', i18n: ko });
    const expected: [string, string][] = [
      ['재무 데이터 센터', '/financial-data-center'],
      ['원가 배분', '/cost-allocation'],
      ['감가상각 관리', '/depreciation'],
      ['시계열 예측', '/forecast'],
      ['적정투자보수', '/investment-compensation'],
      ['운송적자·재정지원', '/financial-support'],
      ['대시보드', '/dashboard'],
    ];
    for (const [title, href] of expected) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(heading.closest('a')).toHaveAttribute('href', href);
    }
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });
});
