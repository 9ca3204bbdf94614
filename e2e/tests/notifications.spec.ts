import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, clickInPopup, uniqueEmail } from './support';

const bellLabel = (count: number) => `알림, 읽지 않은 알림 ${count}개`;

/**
 * Marks the moment the server has registered the page's notification socket. The server answers a
 * ping only after it has read the session and registered the socket for the user, so a
 * notification created after the pong must arrive live. The app itself ignores pongs.
 */
async function markSocketReady(page: Page) {
  await page.addInitScript(() => {
    const NativeWebSocket = window.WebSocket;
    const flags = window as unknown as { busSocketReady?: boolean };
    window.WebSocket = class extends NativeWebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (!String(url).endsWith('/api/ws')) return;
        this.addEventListener('open', () => this.send(JSON.stringify({ type: 'ping' })));
        this.addEventListener('message', (event) => {
          if (String(event.data).includes('"pong"')) flags.busSocketReady = true;
        });
      }
    };
  });
}

test('a new notification arrives live, can be read, and all can be deleted', async ({ page }) => {
  const email = uniqueEmail('notify');
  // page.request shares the browser's cookies: the new account is signed in for the page.
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: '알림 확인', email, password: 'Bus!Route2026', privacyConsent: true },
    headers: { origin: BASE_URL },
  });
  expect(signUp.ok()).toBe(true);
  const { unread } = (await (await page.request.get('/api/notifications')).json()) as {
    unread: number;
  };
  // Registration itself leaves a welcome notification.
  expect(unread).toBeGreaterThanOrEqual(1);

  await markSocketReady(page);
  await page.goto('/dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', bellLabel(unread));
  await page.waitForFunction(
    () => (window as unknown as { busSocketReady?: boolean }).busSocketReady,
  );

  const sent = await page.request.post('/api/dev/notifications', {
    data: {
      title: 'E2E 점검 알림',
      message: '실시간 전달을 확인합니다.',
      type: 'info',
      category: 'system',
      priority: 'high',
    },
    headers: { origin: BASE_URL },
  });
  expect(sent.status()).toBe(201);

  // Live: the badge counts it and a toast shows it, without a reload.
  await expect(bell).toHaveAttribute('aria-label', bellLabel(unread + 1));
  await expect(page.getByTestId('notification-count')).toContainText(String(unread + 1));
  await expect(page.getByRole('status').getByText('실시간 전달을 확인합니다.')).toBeVisible();

  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: '읽지 않음: E2E 점검 알림' })).toBeVisible();
  await expect(panel.getByText('시스템 · 높음', { exact: false })).toBeVisible();

  // Clicking an item marks it read.
  await panel.getByRole('button', { name: '읽지 않음: E2E 점검 알림' }).click();
  await expect(panel.getByRole('button', { name: 'E2E 점검 알림', exact: true })).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', bellLabel(unread));

  await panel.getByRole('button', { name: '모두 읽음' }).click();
  await expect(bell).toHaveAttribute('aria-label', bellLabel(0));

  // Delete all asks first.
  await panel.getByRole('button', { name: '모두 삭제' }).click();
  const confirm = page
    .getByRole('tooltip')
    .filter({ hasText: '모든 알림을 삭제할까요? 이 작업은 되돌릴 수 없습니다.' });
  await expect(confirm).toBeVisible();
  await clickInPopup(confirm.getByRole('button', { name: '삭제' }));
  await expect(panel.getByText('알림이 없습니다')).toBeVisible();

  // The server agrees, and a reload shows the same.
  const after = (await (await page.request.get('/api/notifications')).json()) as {
    items: unknown[];
  };
  expect(after.items).toHaveLength(0);
  await page.reload();
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', bellLabel(0));
});
