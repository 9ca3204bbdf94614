import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { peekSessionExpired } from '../lib/session-expiry';
import { loadLocales, mockApi } from '../test/app-test-utils';
import { SessionExpiredNotice } from './session-expired-notice';

beforeAll(() => loadLocales(['session']));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function expire(reason: string) {
  mockApi(() => ({
    status: 401,
    body: {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      code: 'auth/session-expired',
      params: { reason },
    },
  }));
}

const notice = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SessionExpiredNotice />
    </I18nextProvider>,
  );

describe('session expiry', () => {
  it('is noted from any call that finds the session ended, /me included', async () => {
    expire('idle');
    await expect(api.get('/me')).rejects.toThrow();
    expect(peekSessionExpired()).toBe('idle');
  });

  it('tells on the login page why the user was signed out, once', async () => {
    expire('absolute');
    await expect(api.get('/account/settings')).rejects.toThrow();
    const first = notice();
    expect(await screen.findByTestId('session-expired')).toHaveTextContent(
      '로그인한 지 8시간(480분)이 지나 자동으로 로그아웃되었습니다.',
    );
    first.unmount();
    notice();
    expect(screen.queryByTestId('session-expired')).not.toBeInTheDocument();
  });

  it('says nothing after an ordinary 401', async () => {
    mockApi(() => ({
      status: 401,
      body: { type: 'about:blank', title: 'x', status: 401, code: 'unauthenticated' },
    }));
    await expect(api.get('/account/settings')).rejects.toThrow();
    notice();
    expect(screen.queryByTestId('session-expired')).not.toBeInTheDocument();
  });
});
