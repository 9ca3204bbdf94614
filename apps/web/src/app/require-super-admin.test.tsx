import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../lib/feedback';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { loadLocales, mockApi, sessionHandler, testUser } from '../test/app-test-utils';
import { RequireSuperAdmin } from './guards';

beforeAll(() => loadLocales(['common']));
afterEach(() => vi.unstubAllGlobals());

/** Counts the toasts antd adds to the page (each notice element once). */
function toastCount(text: string): number {
  return [...document.querySelectorAll('.ant-message-notice')].filter((notice) =>
    notice.textContent?.includes(text),
  ).length;
}

describe('RequireSuperAdmin', () => {
  it('says "super-admin permission required" once, even when StrictMode runs its effect twice', async () => {
    mockApi(sessionHandler(testUser('admin')));
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <p>dashboard content</p> },
        { path: '/super-admin', element: <RequireSuperAdmin>super content</RequireSuperAdmin> },
      ],
      { initialEntries: ['/super-admin'] },
    );
    render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <I18nextProvider i18n={i18n}>
            <FeedbackProvider>
              <RouterProvider router={router} />
            </FeedbackProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('dashboard content')).toBeInTheDocument();
    await waitFor(() => expect(toastCount('최고 관리자 권한이 필요합니다')).toBe(1));
    // Whatever arrives late arrives now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastCount('최고 관리자 권한이 필요합니다')).toBe(1);
    expect(screen.queryByText('super content')).not.toBeInTheDocument();
  });
});
