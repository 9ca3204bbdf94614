import type { ServerMeta } from '@bus/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderRoute } from '../testing/render-with-providers';
import { LandingPage } from './landing-page';

const meta = vi.hoisted(() => ({ current: undefined as ServerMeta | undefined }));

vi.mock('../../../lib/server-meta', () => ({
  useServerMeta: () => ({ data: meta.current, isLoading: false }),
}));

const DEV_META: ServerMeta = {
  version: '0.1.0',
  devMode: true,
  googleSignIn: false,
  demoAccounts: [
    { email: 'admin@demo.local', role: 'admin', password: 'Demo!2026bus' },
    { email: 'user@demo.local', role: 'user', password: 'Demo!2026bus' },
  ],
};

let ko: I18n;

beforeAll(async () => {
  ko = await createTestI18n('ko');
});

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  meta.current = undefined;
});

function renderLanding() {
  return renderRoute(<LandingPage />, { path: '/', url: '/', i18n: ko });
}

describe('LandingPage', () => {
  it('leads to registration and login from the hero', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('표준운송원가');
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });

  it('has one titled region per section, in the order of platform.md §2.7', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '핵심 기능',
      '더 자세히',
      '주요 화면',
      '6단계로 끝나는 작업 흐름',
      '지원하는 예측 모델',
      '도입 효과',
      '활용 시나리오',
      '문의',
    ]);
    for (const name of ['핵심 기능', '주요 화면', '도입 효과', '활용 시나리오', '문의']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/재무제표를 올리면 AI가 계정과목을 읽어/)).toBeInTheDocument();
    expect(screen.getByText('데이터 준비 후 30분 이내 결과', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('link', { name: '예측 도움말' })).toHaveAttribute('href', '/help');
  });

  it('lists the details and the six screens, with the depreciation demo link', () => {
    renderLanding();
    const details = within(screen.getByRole('region', { name: '더 자세히' }));
    expect(details.getAllByRole('listitem')).toHaveLength(8);
    expect(details.getByText('한국어·영어 화면 전환')).toBeInTheDocument();
    const screens = within(screen.getByRole('region', { name: '주요 화면' }));
    expect(screens.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '재무 데이터 센터',
      '총괄 운송원가',
      '적정투자보수',
      '원가 배분·추정',
      '감가상각',
      '모델 포털·예측 대시보드',
    ]);
    expect(screens.getByRole('link', { name: /감가상각 체험판 열기/ })).toHaveAttribute(
      'href',
      '/demo/depreciation',
    );
  });

  it('shows the four key features, the six steps and the six models', () => {
    renderLanding();
    for (const name of [
      'AI 재무제표 분석',
      '운송원가 자동 분류와 수동 편집',
      '원가 배분과 항목별 물가상승률 추정',
      '머신러닝·시계열 운송수입 예측',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    const process = within(screen.getByRole('region', { name: '6단계로 끝나는 작업 흐름' }));
    // An ordered list, so a screen reader announces "1 of 6" and so on.
    const steps = process.getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    [
      '재무 데이터 업로드',
      '원가 분류',
      '적정투자보수 계산',
      '원가 배분',
      '미래 추정',
      '분석 및 보고',
    ].forEach((step, index) => {
      expect(within(steps[index] as HTMLElement).getByText(step)).toBeInTheDocument();
    });
    expect(process.getByText(/재무제표 파일과 회계연도/)).toBeInTheDocument();
    const models = within(screen.getByRole('region', { name: '지원하는 예측 모델' }));
    for (const model of [
      'Prophet',
      'XGBoost',
      'ARIMA',
      'SARIMA',
      'N-BEATS',
      'Prophet+XGBoost 앙상블',
    ]) {
      expect(models.getByText(model)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { name: '데이터 준비 후 30분 이내 결과' }),
    ).toBeInTheDocument();
  });

  it('labels the testimonials slot as scenarios, not customer quotes', () => {
    renderLanding();
    const scenarios = within(screen.getByRole('region', { name: '활용 시나리오' }));
    expect(scenarios.getByText(/실제 고객 후기가 아니라/)).toBeInTheDocument();
    expect(scenarios.getAllByText('사용 시나리오')).toHaveLength(3);
  });

  it('points the contact footer at the board', () => {
    renderLanding();
    const contact = within(screen.getByRole('region', { name: '문의' }));
    expect(contact.getByText(/시스템 관리자에게 연락하세요/)).toBeInTheDocument();
    expect(contact.getByRole('link', { name: /게시판/ })).toHaveAttribute('href', '/board');
  });

  it('hides the development login outside development mode', () => {
    meta.current = { ...DEV_META, devMode: false, demoAccounts: [] };
    renderLanding();
    expect(screen.queryByText('개발용 로그인')).not.toBeInTheDocument();
  });

  it('lists the demo accounts in development mode', () => {
    meta.current = DEV_META;
    renderLanding();
    const dev = within(screen.getByRole('region', { name: '개발용 로그인' }));
    expect(dev.getByText('admin@demo.local')).toBeInTheDocument();
    expect(dev.getByText('관리자')).toBeInTheDocument();
    expect(dev.getByText('일반 사용자')).toBeInTheDocument();
    expect(dev.getAllByText('Demo!2026bus')).toHaveLength(2);
    expect(dev.getByRole('link', { name: /로그인 화면으로/ })).toHaveAttribute('href', '/login');
    expect(dev.getByText(/개발 모드에서만 보이는 데모 계정입니다/)).toBeInTheDocument();
  });

  it('copies a demo e-mail address and password', async () => {
    meta.current = DEV_META;
    const user = userEvent.setup();
    renderLanding();
    const dev = within(screen.getByRole('region', { name: '개발용 로그인' }));
    // Two copy buttons per account: the address and the password.
    expect(dev.getAllByRole('button', { name: /: / })).toHaveLength(4);
    await user.click(dev.getByRole('button', { name: /admin@demo\.local/ }));
    await waitFor(async () => {
      expect(await navigator.clipboard.readText()).toBe('admin@demo.local');
    });
    const password = dev.getAllByRole('button', { name: /Demo!2026bus/ })[1] as HTMLElement;
    await user.click(password);
    await waitFor(async () => {
      expect(await navigator.clipboard.readText()).toBe('Demo!2026bus');
    });
  });
});
