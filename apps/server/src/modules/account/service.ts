import { randomUUID } from 'node:crypto';
import {
  type AccountActivity,
  type AccountActivityQuery,
  type AccountPermissions,
  type AccountSettings,
  type ChangePasswordBody,
  DELETE_ACCOUNT_PHRASE,
  type DeleteAccountBody,
  type ErrorCode,
  FAILED_LOGIN_WINDOW_DAYS,
  formatKoreanPhone,
  isKoreanMobile,
  isRole,
  type LanguageUpdateBody,
  type NotificationFlags,
  normalizeKoreanPhone,
  PROFILE_LANGUAGES,
  type Profile,
  type ProfileLanguage,
  type ProfileUpdateBody,
  permissionsOf,
  type SecurityScore,
  securityScore,
  sessionTimeoutOf,
} from '@bus/domain';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Auth } from '../../platform/auth/auth';
import { authProblem } from '../../platform/auth/error-map';
import type { AuthSession, Sessions } from '../../platform/auth/session';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { PageViewRepo } from '../page-views/repo';
import { removePersonalFiles } from './personal-files';
import { PHOTO_MAX_BYTES, sniffPhotoType } from './photo';
import type { AccountRepo, UserPatch, UserRow } from './repo';

/** Who is calling, for audit rows. */
export type Client = { ip: string | null; userAgent: string | null };

/** A user without a password may delete the account only this soon after signing in. */
export const RECENT_SIGN_IN_MINUTES = 10;
/** Sign-ins shown on the activity tab. */
const RECENT_SIGN_INS = 20;
const DAY_MS = 86_400_000;

export type AccountDeps = {
  config: Config;
  repo: AccountRepo;
  pageViews: PageViewRepo;
  storage: FileStorage;
  audit: AuditLog;
  auth: Auth;
  sessions: Sessions;
  log: FastifyBaseLogger;
};

function languageOf(value: string): ProfileLanguage {
  return (PROFILE_LANGUAGES as readonly string[]).includes(value)
    ? (value as ProfileLanguage)
    : 'ko';
}

export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    username: row.username,
    role: isRole(row.role) ? row.role : 'user',
    emailVerified: row.emailVerified,
    image: row.image,
    phoneNumber: row.phoneNumber ? formatKoreanPhone(row.phoneNumber) : null,
    phoneVerified: row.phoneVerified,
    department: row.department,
    bio: row.bio,
    preferredLanguage: languageOf(row.preferredLanguage),
    timezone: row.timezone,
    notifyEmail: row.notifyEmail,
    notifyPush: row.notifyPush,
    notifySecurity: row.notifySecurity,
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const flagsOf = (row: UserRow): NotificationFlags => ({
  notifyEmail: row.notifyEmail,
  notifyPush: row.notifyPush,
  notifySecurity: row.notifySecurity,
  updatedAt: row.updatedAt.toISOString(),
});

const settingsOf = (row: UserRow): AccountSettings => ({
  sessionTimeoutMinutes: sessionTimeoutOf(row.sessionTimeoutMinutes),
  updatedAt: row.updatedAt.toISOString(),
});

/** The photo URL: versioned by key so a new photo is a new URL (and old copies can be cached). */
export const photoUrl = (userId: string, key: string) =>
  `/api/account/photo/${encodeURIComponent(userId)}?v=${key.slice(0, 8)}`;

/** The stored phone for a profile edit: a verified number changes only through re-enrolment. */
function phonePatch(row: UserRow, typed: string | null | undefined): UserPatch {
  if (typed === undefined) return {};
  const next = typed ? normalizeKoreanPhone(typed) : null;
  if (typed && (!next || !isKoreanMobile(next)))
    throw new AppError('auth/invalid-phone-number', 400);
  if (next === row.phoneNumber) return {};
  if (row.phoneVerified) {
    throw new AppError('validation_failed', 400, {
      field: 'phoneNumber',
      reason: 'phone-verified',
    });
  }
  return { phoneNumber: next, phoneVerified: false };
}

export function accountService(deps: AccountDeps) {
  const { repo, audit, sessions } = deps;

  async function userOf(current: AuthSession): Promise<UserRow> {
    const row = await repo.findUser(current.user.id);
    if (!row) throw new AppError('unauthenticated', 401);
    return row;
  }

  /** Optimistic update of the user's own row; 409 carries the current and the submitted version. */
  async function update<T>(
    current: AuthSession,
    expected: string,
    patch: UserPatch,
    view: (row: UserRow) => T,
  ): Promise<T> {
    const result = await repo.updateIfVersion(current.user.id, expected, patch);
    if (!result) throw new AppError('unauthenticated', 401);
    if ('conflict' in result) {
      throw new AppError('conflict', 409, {
        currentVersion: result.conflict.updatedAt.toISOString(),
        yourVersion: expected,
        current: view(result.conflict),
      });
    }
    // The session user carries these fields (name, timeout …): re-read on the next request.
    await sessions.invalidate();
    return view(result.row);
  }

  return {
    async profile(current: AuthSession): Promise<Profile> {
      return toProfile(await userOf(current));
    },

    async updateProfile(current: AuthSession, body: ProfileUpdateBody): Promise<Profile> {
      const row = await userOf(current);
      // The e-mail is the sign-in name and verified by mail: the profile shows it but cannot change it.
      if (body.email.trim().toLowerCase() !== row.email.toLowerCase()) {
        throw new AppError('admin/email-not-editable', 400, { field: 'email' });
      }
      const patch: UserPatch = {
        name: body.name,
        department: body.department || null,
        bio: body.bio || null,
        preferredLanguage: body.preferredLanguage,
        timezone: body.timezone,
        ...phonePatch(row, body.phoneNumber),
      };
      return update(current, body.updatedAt, patch, toProfile);
    },

    /**
     * The top bar's language switch: only the preferred language, last choice wins (no version to
     * send). It still takes a new version, so a form holding the old language notices the change.
     */
    async updateLanguage(current: AuthSession, body: LanguageUpdateBody): Promise<Profile> {
      const row = await repo.update(current.user.id, { preferredLanguage: body.preferredLanguage });
      if (!row) throw new AppError('unauthenticated', 401);
      await sessions.invalidate();
      return toProfile(row);
    },

    async notifications(current: AuthSession): Promise<NotificationFlags> {
      return flagsOf(await userOf(current));
    },

    updateNotifications(current: AuthSession, body: NotificationFlags): Promise<NotificationFlags> {
      const { updatedAt, ...flags } = body;
      return update(current, updatedAt, flags, flagsOf);
    },

    async settings(current: AuthSession): Promise<AccountSettings> {
      return settingsOf(await userOf(current));
    },

    updateSettings(current: AuthSession, body: AccountSettings): Promise<AccountSettings> {
      return update(
        current,
        body.updatedAt,
        { sessionTimeoutMinutes: body.sessionTimeoutMinutes },
        settingsOf,
      );
    },

    async security(current: AuthSession, now = new Date()): Promise<SecurityScore> {
      const row = await userOf(current);
      const credential = await repo.credentialOf(row.id);
      const since = new Date(now.getTime() - FAILED_LOGIN_WINDOW_DAYS * DAY_MS);
      return securityScore({
        twoFactorEnabled: row.twoFactorEnabled,
        emailVerified: row.emailVerified,
        hasPassword: credential !== null,
        passwordSetAt: row.passwordChangedAt ?? credential?.updatedAt ?? null,
        failedSignIns: await repo.countFailedSignIns(row, since),
        now,
      });
    },

    async activity(current: AuthSession, query: AccountActivityQuery): Promise<AccountActivity> {
      const who = { id: current.user.id, email: current.user.email };
      const [signIns, sessionRows, views] = await Promise.all([
        repo.recentSignIns(who, RECENT_SIGN_INS),
        repo.sessionsOf(who.id),
        deps.pageViews.listByUser(who.id, query),
      ]);
      return {
        signIns: signIns.map((s) => ({
          at: s.at.toISOString(),
          outcome: s.outcome === 'success' ? 'success' : 'failure',
          ip: s.ip,
          userAgent: s.userAgent,
        })),
        sessions: sessionRows.map((s) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastActiveAt: s.lastActiveAt?.toISOString() ?? null,
          expiresAt: s.expiresAt.toISOString(),
          ip: s.ipAddress,
          userAgent: s.userAgent,
          current: s.id === current.session.id,
        })),
        pageViews: views.items.map((v) => ({
          at: v.at.toISOString(),
          path: v.path,
          title: v.title,
        })),
        pageViewTotal: views.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    permissions(current: AuthSession): AccountPermissions {
      const role = isRole(current.user.role) ? current.user.role : 'user';
      return {
        id: current.user.id,
        email: current.user.email,
        role,
        emailVerified: current.user.emailVerified,
        permissions: permissionsOf(role),
      };
    },

    /** Stores a new photo under a new key, switches the user to it, then deletes the old file. */
    async setPhoto(current: AuthSession, bytes: Buffer): Promise<Profile> {
      if (bytes.length === 0) throw new AppError('file/empty', 400);
      if (bytes.length > PHOTO_MAX_BYTES) {
        throw new AppError('account/photo-too-large', 413, { maxBytes: PHOTO_MAX_BYTES });
      }
      if (!sniffPhotoType(bytes)) throw new AppError('account/photo-unsupported-type', 415);
      const key = randomUUID();
      await deps.storage.put(key, bytes);
      const previous = await repo.setAvatar(current.user.id, key, photoUrl(current.user.id, key));
      if (previous) await deps.storage.delete(previous);
      await sessions.invalidate();
      return toProfile(await userOf(current));
    },

    async removePhoto(current: AuthSession): Promise<void> {
      const previous = await repo.setAvatar(current.user.id, null, null);
      if (previous) await deps.storage.delete(previous);
      await sessions.invalidate();
    },

    async photo(userId: string): Promise<{ key: string; bytes: Buffer; type: string }> {
      const key = await repo.avatarKeyOf(userId);
      if (!key) throw new AppError('not_found', 404);
      const bytes = await deps.storage.get(key);
      return { key, bytes, type: sniffPhotoType(bytes) ?? 'application/octet-stream' };
    },

    /**
     * better-auth's change-password, server-side: it checks the current password and the policy
     * (input-rules), and its after-hook sets password_changed_at and audits password.changed.
     * Returns the cookies of the new session when the other devices were signed out.
     */
    async changePassword(body: ChangePasswordBody, headers: Headers): Promise<string[]> {
      try {
        const result = await deps.auth.api.changePassword({
          body: {
            currentPassword: body.currentPassword,
            newPassword: body.newPassword,
            revokeOtherSessions: body.revokeOtherSessions ?? false,
          },
          headers,
          returnHeaders: true,
        });
        await sessions.invalidate();
        return result.headers.getSetCookie();
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        const mapped = authProblem(error.statusCode, error.body ?? null, '/change-password');
        // authProblem only produces our codes (mapCode falls back to auth/unknown).
        throw new AppError(mapped.code as ErrorCode, error.statusCode, mapped.params);
      }
    },

    async signOutOthers(current: AuthSession, client: Client): Promise<{ revoked: number }> {
      const revoked = await repo.deleteOtherSessions(current.user.id, current.session.id);
      await sessions.invalidate();
      const who = { id: current.user.id, email: current.user.email };
      await audit.record({
        action: 'sessions.revoked',
        actor: who,
        target: who,
        ...client,
        detail: { revoked, scope: 'others' },
      });
      return { revoked };
    },

    /** data-center-board-admin.md §5 delete account; what is kept: docs/user-guide/account-deletion.md. */
    async deleteAccount(
      current: AuthSession,
      body: Pick<DeleteAccountBody, 'password'> & { confirmation: string },
      client: Client,
      now = new Date(),
    ): Promise<void> {
      if (body.confirmation !== DELETE_ACCOUNT_PHRASE) {
        throw new AppError('account/confirm-phrase-mismatch', 400);
      }
      const row = await userOf(current);
      if (deps.config.superAdmin?.email === row.email.toLowerCase()) {
        throw new AppError('account/cannot-delete-builtin', 403);
      }
      await confirmIdentity(deps, current, row, body.password, now);
      await repo.deleteUser(row.id);
      await sessions.invalidate();
      await removePersonalFiles(row, deps);
      const who = { id: row.id, email: row.email };
      await audit.record({
        action: 'account.deleted',
        actor: who,
        target: who,
        ...client,
        detail: { name: row.name, role: row.role, self: true },
      });
    },
  };
}

/** The password when the account has one; otherwise a sign-in within RECENT_SIGN_IN_MINUTES. */
async function confirmIdentity(
  deps: AccountDeps,
  current: AuthSession,
  row: UserRow,
  password: string | undefined,
  now: Date,
): Promise<void> {
  const credential = await deps.repo.credentialOf(row.id);
  if (!credential?.password) {
    const age = now.getTime() - new Date(current.session.createdAt).getTime();
    if (age > RECENT_SIGN_IN_MINUTES * 60_000)
      throw new AppError('auth/requires-recent-login', 403);
    return;
  }
  const context = await deps.auth.$context;
  const ok =
    Boolean(password) &&
    (await context.password.verify({ hash: credential.password, password: password ?? '' }));
  if (!ok) throw new AppError('auth/wrong-password', 400);
}

export type AccountService = ReturnType<typeof accountService>;
