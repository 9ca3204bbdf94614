import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../platform/db/schema/auth';
import { registerAndCookie } from '../../test/auth-client';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { createAccountTestApp, PNG_1PX, putPhoto } from '../account/test-support';

// An admin's deletion handles the person's stored files as self-deletion does
// (docs/user-guide/account-deletion.md "deleted at once": the profile photo file).
let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
}, 120_000);
afterAll(async () => t?.close());

const userRow = async (email: string) =>
  (await t.app.services.database.db.select().from(user).where(eq(user.email, email)))[0];

describe('deleting a user from /admin', () => {
  it("removes the user's profile photo file from storage with the account", async () => {
    const admin = await cookieWithRole(t.app, 'photo-admin@admin.test', 'admin');
    const email = 'photo-owner@admin.test';
    const cookie = await registerAndCookie(t.app, email);
    expect((await putPhoto(t.app, cookie, PNG_1PX, 'me.png', 'image/png')).statusCode).toBe(200);
    const { id, avatarKey } = (await userRow(email)) ?? {};
    expect(avatarKey).toBeTruthy();
    const { storage } = t.app.services;
    expect(await storage.get(avatarKey as string)).toEqual(PNG_1PX);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);

    expect(await userRow(email)).toBeUndefined();
    await expect(storage.get(avatarKey as string)).rejects.toThrow();
    const events = await t.app.services.audit.list(
      { action: 'user.deleted', targetId: id },
      { page: 1, pageSize: 10 },
    );
    expect(events.items).toMatchObject([{ outcome: 'success', targetEmail: email }]);
  });

  it('keeps the photo when the deletion is refused', async () => {
    const admin = await cookieWithRole(t.app, 'photo-admin2@admin.test', 'admin');
    const other = await cookieWithRole(t.app, 'photo-other-admin@admin.test', 'admin');
    expect((await putPhoto(t.app, other, PNG_1PX, 'me.png', 'image/png')).statusCode).toBe(200);
    const { id, avatarKey } = (await userRow('photo-other-admin@admin.test')) ?? {};

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${id}`,
      headers: { cookie: admin },
    });
    expect(refused.json()).toMatchObject({ status: 403, code: 'admin/cannot-delete-admin' });
    expect(await t.app.services.storage.get(avatarKey as string)).toEqual(PNG_1PX);
  });
});
