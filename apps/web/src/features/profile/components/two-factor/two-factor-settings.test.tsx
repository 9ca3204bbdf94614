import type { TwoFactorStatus } from '@bus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../../test/app-test-utils';
import { problem, TWO_FACTOR_OFF } from '../../test/profile-fixtures';
import { TwoFactorSettings } from './two-factor-settings';

const routes = [{ path: '/profile', element: <TwoFactorSettings /> }];

beforeAll(() => loadLocales(['common', 'errors', 'twoFactor']));
afterEach(() => vi.unstubAllGlobals());

function input(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input named ${name}`);
  return found;
}

const TOTP_URI = 'otpauth://totp/Bus:user%40demo.local?secret=JBSWY3DPEHPK3PXP&issuer=Bus';

describe('two-factor settings', { timeout: 60_000 }, () => {
  it('sets up an authenticator: password, QR code and key, code, backup codes', async () => {
    let status = TWO_FACTOR_OFF;
    const calls: { path: string; body: unknown }[] = [];
    mockApi((_method, path, body) => {
      calls.push({ path, body });
      if (path === '/two-factor/status') return { status: 200, body: status };
      if (path === '/auth/two-factor/enable') {
        return (body as { password: string }).password === 'Right!pass1'
          ? {
              status: 200,
              body: { totpURI: TOTP_URI, backupCodes: ['aaaaa-11111', 'bbbbb-22222'] },
            }
          : problem(400, 'auth/wrong-password');
      }
      if (path === '/auth/two-factor/verify-totp') {
        status = {
          ...TWO_FACTOR_OFF,
          enabled: true,
          totp: true,
          methods: ['totp'],
          backupCodesRemaining: 2,
        };
        return { status: 200, body: {} };
      }
      return undefined;
    });
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('사용 안 함')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '인증 앱 설정' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(input('current-password'), 'Wrong!pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: '다음' }));
    expect(await within(dialog).findByText('비밀번호가 올바르지 않습니다.')).toBeInTheDocument();
    await userEvent.clear(input('current-password'));
    await userEvent.type(input('current-password'), 'Right!pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: '다음' }));
    expect(await within(dialog).findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(within(dialog).getByTestId('totp-qr')).toBeInTheDocument();
    await userEvent.type(input('totp-code'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await within(dialog).findByText('6자리 인증 코드를 입력해주세요')).toBeInTheDocument();
    await userEvent.type(input('totp-code'), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('aaaaa-11111')).toBeInTheDocument();
    expect(screen.getByText('bbbbb-22222')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('backup-codes-done'));
    expect(await screen.findByText('사용 중')).toBeInTheDocument();
    expect(calls).toContainEqual({
      path: '/auth/two-factor/verify-totp',
      body: { code: '123456' },
    });
  });

  it('enrols a phone: refuses a landline, sends the code, verifies with the password', async () => {
    let status = TWO_FACTOR_OFF;
    const calls: { path: string; body: unknown }[] = [];
    mockApi((_method, path, body) => {
      calls.push({ path, body });
      if (path === '/two-factor/status') return { status: 200, body: status };
      if (path === '/two-factor/phone/send') {
        return { status: 200, body: { sentTo: '010-****-5678', expiresInSeconds: 180 } };
      }
      if (path === '/two-factor/phone/verify') {
        status = {
          ...TWO_FACTOR_OFF,
          enabled: true,
          phoneVerified: true,
          phoneNumber: '010-****-5678',
        };
        return { status: 200, body: { ok: true } };
      }
      return undefined;
    });
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: '휴대폰 번호 등록' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(input('phoneNumber'), '02-123-4567');
    await userEvent.click(within(dialog).getByRole('button', { name: '인증 코드 보내기' }));
    expect(
      await within(dialog).findByText('올바른 휴대폰 번호가 아닙니다. 예: 010-1234-5678'),
    ).toBeInTheDocument();
    await userEvent.clear(input('phoneNumber'));
    await userEvent.type(input('phoneNumber'), '010 1234 5678');
    await userEvent.click(within(dialog).getByRole('button', { name: '인증 코드 보내기' }));
    expect(
      await within(dialog).findByText(/010-\*\*\*\*-5678로 인증 코드를 보냈습니다/),
    ).toBeInTheDocument();
    await userEvent.type(input('code'), '654321');
    await userEvent.type(input('current-password'), 'Right!pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: '인증하고 켜기' }));
    expect(await screen.findByText('사용 중')).toBeInTheDocument();
    expect(screen.getByText('010-****-5678')).toBeInTheDocument();
    expect(calls).toContainEqual({
      path: '/two-factor/phone/verify',
      body: { code: '654321', password: 'Right!pass1' },
    });
  });

  it('turns two-factor off only after the password, and explains Google-only accounts', async () => {
    let status: TwoFactorStatus = {
      ...TWO_FACTOR_OFF,
      enabled: true,
      totp: true,
      methods: ['totp'],
    };
    mockApi((_method, path, body) => {
      if (path === '/two-factor/status') return { status: 200, body: status };
      if (path === '/auth/two-factor/disable') {
        if ((body as { password: string }).password !== 'Right!pass1') {
          return problem(400, 'auth/wrong-password');
        }
        status = TWO_FACTOR_OFF;
        return { status: 200, body: { status: true } };
      }
      return undefined;
    });
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: '2단계 인증 끄기' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(input('current-password'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: '끄기' }));
    expect(await within(dialog).findByText('비밀번호가 올바르지 않습니다.')).toBeInTheDocument();
    await userEvent.clear(input('current-password'));
    await userEvent.type(input('current-password'), 'Right!pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: '끄기' }));
    await waitFor(() => expect(screen.getByText('사용 안 함')).toBeInTheDocument());

    vi.unstubAllGlobals();
    mockApi((_method, path) =>
      path === '/two-factor/status'
        ? { status: 200, body: { ...TWO_FACTOR_OFF, hasPassword: false } }
        : undefined,
    );
    renderRoutes(routes, '/profile');
    expect(await screen.findByText(/Google로만 로그인하는 계정은/)).toBeInTheDocument();
  });
});
