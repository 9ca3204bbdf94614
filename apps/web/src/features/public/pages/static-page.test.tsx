import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderRoute } from '../testing/render-with-providers';
import { StaticPagePage } from './static-page';

const { apiGet, TestApiError } = vi.hoisted(() => {
  class TestApiError extends Error {
    constructor(readonly status: number) {
      super(`HTTP ${status}`);
    }
  }
  return { apiGet: vi.fn(), TestApiError };
});

vi.mock('../../../lib/api-client', () => ({ api: { get: apiGet }, ApiError: TestApiError }));

const TERMS = {
  slug: 'terms',
  title: '이용약관',
  content:
    '<h2>제1조 (목적)</h2><p>본문 <a href="https://www.law.go.kr/">법령</a> <a href="/privacy-policy">처리방침</a></p><img src="/logo.png">',
  updatedAt: '2026-03-02T09:00:00.000Z',
  version: 1,
};

let i18n: I18n;

beforeAll(async () => {
  i18n = await createTestI18n('ko');
});

// Braces matter: a function returned from beforeEach is run by Vitest as a teardown.
beforeEach(() => {
  apiGet.mockReset();
});

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(cleanup);

function renderPage(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return renderRoute(<StaticPagePage />, {
    path: '/page/:slug',
    url,
    i18n,
    wrap: (element) => <QueryClientProvider client={client}>{element}</QueryClientProvider>,
  });
}

describe('StaticPagePage', () => {
  it('shows a loading message, then title, last update and prepared content', async () => {
    apiGet.mockResolvedValue(TERMS);
    renderPage('/page/terms');

    expect(screen.getByText('페이지를 불러오는 중입니다…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/pages/terms', expect.anything());
    expect(screen.getByText(/^최종 수정일: /)).toHaveTextContent('2026');
    expect(screen.getByRole('link', { name: '법령' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '법령' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('img', { name: '페이지 본문 이미지' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('routes plain clicks on internal links inside the app', async () => {
    apiGet.mockResolvedValue(TERMS);
    const { router } = renderPage('/page/terms');
    await userEvent.click(await screen.findByRole('link', { name: '처리방침' }));
    expect(router.state.location.pathname).toBe('/privacy-policy');
  });

  it('says the page was not found on a 404 without retrying', async () => {
    apiGet.mockRejectedValue(new TestApiError(404));
    renderPage('/page/missing');
    expect(await screen.findByText('페이지를 찾을 수 없습니다')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledTimes(1);
  });

  it('does not request a slug that cannot exist', () => {
    renderPage('/page/..%2Fadmin');
    expect(screen.getByText('페이지를 찾을 수 없습니다')).toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('shows the error message after failed retries and loads again on retry', async () => {
    apiGet.mockRejectedValue(new TestApiError(500));
    renderPage('/page/about');
    expect(await screen.findByText('페이지를 불러오는 중 오류가 발생했습니다')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledTimes(3);

    apiGet.mockResolvedValue({ ...TERMS, slug: 'about', title: '회사 소개' });
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '회사 소개' })).toBeInTheDocument();
  });
});
