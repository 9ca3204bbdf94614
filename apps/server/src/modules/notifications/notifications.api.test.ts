import { DEFAULT_NOTIFICATION_SETTINGS, NotificationList } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndCookie } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('notifications', () => {
  let t: TestApp;
  let cookie: string;
  const send = (title: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dev/notifications',
      headers: { cookie },
      payload: { title, message: '본문', type: 'info', category: 'system', priority: 'medium' },
    });
  const list = async () =>
    NotificationList.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })
      ).json(),
    );

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await registerAndCookie(t.app, 'noti@example.kr');
  });
  afterAll(() => t.close());

  it('starts with the welcome notification of the registration', async () => {
    const { items, unread } = await list();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      key: 'welcome',
      type: 'success',
      category: 'user',
      priority: 'low',
      read: false,
    });
    expect(unread).toBe(1);
  });

  it('lists newest first, marks one and all read, deletes one and all', async () => {
    expect((await send('첫째')).statusCode).toBe(201);
    expect((await send('둘째')).statusCode).toBe(201);
    let current = await list();
    expect(current.items.map((n) => n.title).slice(0, 2)).toEqual(['둘째', '첫째']);
    // Free text has no key: the panel shows it exactly as sent.
    expect(current.items[0]?.key).toBeNull();
    const [second] = current.items;
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${second?.id}/read`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(204);
    current = await list();
    expect(current.unread).toBe(2);
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie } });
    expect((await list()).unread).toBe(0);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${second?.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await list()).items.map((n) => n.id)).not.toContain(second?.id);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${second?.id}`,
      headers: { cookie },
    });
    expect(again.json()).toMatchObject({ status: 404, code: 'not_found' });
    await t.app.inject({ method: 'DELETE', url: '/api/notifications', headers: { cookie } });
    expect((await list()).items).toEqual([]);
  });

  it('keeps notifications private to their owner', async () => {
    const sent = (await send('비밀')).json();
    const other = await registerAndCookie(t.app, 'other-noti@example.kr');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${sent.id}`,
      headers: { cookie: other },
    });
    expect(response.statusCode).toBe(404);
  });

  it('returns default settings at version 0, saves with version+1 and refuses a stale version', async () => {
    const initial = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/settings',
      headers: { cookie },
    });
    expect(initial.json()).toEqual({ settings: DEFAULT_NOTIFICATION_SETTINGS, version: 0 });
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, sound: true };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: { cookie },
      payload: { settings, version: 0 },
    });
    expect(saved.json()).toEqual({ settings, version: 1 });
    const stale = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: { cookie },
      payload: { settings, version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', params: { currentVersion: 1 } });
    const next = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: { cookie },
      payload: { settings, version: 1 },
    });
    expect(next.json()).toMatchObject({ version: 2 });
  });

  it('names an unknown nested settings field', async () => {
    const settings = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      categories: { ...DEFAULT_NOTIFICATION_SETTINGS.categories, board: true },
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: { cookie },
      payload: { settings, version: 2 },
    });
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'validation_failed',
      params: { field: 'settings.categories.board' },
    });
  });
});
