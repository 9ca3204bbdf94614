import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type ErrorCode,
  maskKoreanPhone,
  normalizeKoreanPhone,
  SMS_CODE_PERIOD_MINUTES,
  TwoFactorCode,
  TwoFactorStatus,
} from '@bus/domain';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authProblem } from '../../platform/auth/error-map';
import type { AuthSession } from '../../platform/auth/session';
import { toWebHeaders } from '../../platform/auth/web-headers';
import { user as userTable, verification } from '../../platform/db/schema/auth';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import type { Services } from '../../services';

/** Wrong codes accepted for one enrolment code before a new one must be requested. */
export const PHONE_CODE_ALLOWED_ATTEMPTS = 5;
/** Enrolment codes sent per client and number within the window. */
export const PHONE_SEND_LIMIT = 5;
const PHONE_SEND_WINDOW_MS = 10 * 60_000;
const PHONE_VERIFY_LIMIT = 10;
const PHONE_VERIFY_WINDOW_MS = 60_000;

/** Format help shown with auth/invalid-phone-number (data-center-board-admin.md §5). */
const PHONE_EXAMPLE = '010-1234-5678';

/**
 * The bodies are checked loosely here and strictly below, so a bad number or code gets its own
 * code (auth/invalid-phone-number, auth/invalid-code-format) rather than validation_failed.
 */
const SendBody = z.object({ phoneNumber: z.string().max(40) });
const VerifyBody = z.object({ code: z.string().max(40), password: z.string().max(256) });
const OkResponse = z.object({ ok: z.literal(true) });
const SendResponse = z.object({
  /** Masked destination, e.g. 010-****-5678. */
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
});

type PendingCode = { phone: string; hash: string; attempts: number };

const identifierOf = (userId: string) => `phone-enrol:${userId}`;
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function enrolmentMessage(appName: string, code: string): string {
  return `[${appName}] 휴대폰 인증 코드 ${code} (${SMS_CODE_PERIOD_MINUTES}분 안에 입력하세요)`;
}

function limitKey(request: FastifyRequest): string {
  const phone = (request.body as { phoneNumber?: unknown } | undefined)?.phoneNumber;
  const normalised = typeof phone === 'string' ? normalizeKoreanPhone(phone) : null;
  return `${request.ip}|${normalised ?? ''}`;
}

const tooMany = () => new AppError('auth/too-many-requests', 429);

/** Headers for a server-side better-auth call on the user's behalf (cookie, client address). */
function authHeaders(request: FastifyRequest): Headers {
  const headers = toWebHeaders(request.headers);
  headers.delete('content-length');
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** A better-auth failure as our problem (INVALID_PASSWORD on enable → auth/wrong-password). */
function rethrowAuth(error: unknown, path: string): never {
  if (error instanceof APIError) {
    const doc = authProblem(error.statusCode, error.body as { code?: unknown } | null, path);
    throw new AppError(doc.code as ErrorCode, doc.status, doc.params);
  }
  throw error;
}

/**
 * /api/two-factor/* — phone enrolment (send code, verify) and status (issue 6 §3). The sign-in
 * second step itself is better-auth's /api/auth/two-factor/*.
 */
export function registerTwoFactorRoutes(app: App, services: Services): void {
  const { auth, sessions, sms, audit, config } = services;
  const db = () => services.database.db;
  const tags = ['two-factor'];

  async function credentialHash(userId: string): Promise<string | null> {
    const context = await auth.$context;
    const account = await context.internalAdapter.findCredentialAccount(userId);
    return account?.password ?? null;
  }

  async function readPending(userId: string) {
    const [row] = await db()
      .select()
      .from(verification)
      .where(eq(verification.identifier, identifierOf(userId)));
    if (!row) return null;
    return { row, pending: JSON.parse(row.value) as PendingCode };
  }

  async function dropPending(userId: string) {
    await db()
      .delete(verification)
      .where(eq(verification.identifier, identifierOf(userId)));
  }

  function auditBase(request: FastifyRequest, current: AuthSession) {
    const who = { id: current.user.id, email: current.user.email };
    return {
      actor: who,
      target: who,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    };
  }

  app.get(
    '/api/two-factor/status',
    {
      config: { minRole: 'viewer', tenancy: 'none' },
      schema: {
        tags,
        summary: 'Two-factor state of the signed-in user',
        response: { 200: TwoFactorStatus },
      },
    },
    async (request, reply) => {
      const { user } = await sessions.require(request, reply);
      const [row] = await db().select().from(userTable).where(eq(userTable.id, user.id));
      if (!row) throw new AppError('unauthenticated', 401);
      const context = await auth.$context;
      const factor = (await context.adapter.findOne({
        model: 'twoFactor',
        where: [{ field: 'userId', value: user.id }],
      })) as { verified?: boolean | null } | null;
      const totp = Boolean(factor && factor.verified !== false);
      let backupCodesRemaining: number | null = null;
      if (totp) {
        try {
          const view = await auth.api.viewBackupCodes({ body: { userId: user.id } });
          backupCodesRemaining = view.backupCodes.length;
        } catch {
          backupCodesRemaining = null;
        }
      }
      const phoneVerified = row.phoneVerified === true && row.phoneNumber !== null;
      const enabled = row.twoFactorEnabled === true;
      return {
        enabled,
        phoneNumber: phoneVerified && row.phoneNumber ? maskKoreanPhone(row.phoneNumber) : null,
        phoneVerified,
        totp,
        backupCodesRemaining,
        methods: enabled
          ? [...(totp ? (['totp'] as const) : []), ...(phoneVerified ? (['otp'] as const) : [])]
          : [],
        hasPassword: (await credentialHash(user.id)) !== null,
      };
    },
  );

  app.post(
    '/api/two-factor/phone/send',
    {
      config: {
        minRole: 'viewer',
        tenancy: 'none',
        rateLimit: {
          max: PHONE_SEND_LIMIT,
          timeWindow: PHONE_SEND_WINDOW_MS,
          hook: 'preHandler' as const,
          keyGenerator: limitKey,
          errorResponseBuilder: tooMany,
        },
      },
      schema: {
        tags,
        summary: 'Send a 6-digit code to a Korean mobile number to enrol it',
        body: SendBody,
        response: { 200: SendResponse },
      },
    },
    async (request, reply) => {
      const { user } = await sessions.require(request, reply);
      const phone = normalizeKoreanPhone(request.body.phoneNumber);
      if (!phone) {
        throw new AppError('auth/invalid-phone-number', 400, { example: PHONE_EXAMPLE });
      }
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const expiresAt = new Date(Date.now() + SMS_CODE_PERIOD_MINUTES * 60_000);
      await dropPending(user.id);
      const pending: PendingCode = { phone, hash: hashCode(code), attempts: 0 };
      await db()
        .insert(verification)
        .values({
          id: crypto.randomUUID(),
          identifier: identifierOf(user.id),
          value: JSON.stringify(pending),
          expiresAt,
        });
      try {
        await sms.send(phone, enrolmentMessage(config.appName, code));
      } catch (error) {
        request.log.error({ err: error, userId: user.id }, 'phone enrolment SMS not sent');
        await dropPending(user.id);
        throw new AppError('auth/sms-send-failed', 502);
      }
      return { sentTo: maskKoreanPhone(phone), expiresInSeconds: SMS_CODE_PERIOD_MINUTES * 60 };
    },
  );

  app.post(
    '/api/two-factor/phone/verify',
    {
      config: {
        minRole: 'viewer',
        tenancy: 'none',
        rateLimit: {
          max: PHONE_VERIFY_LIMIT,
          timeWindow: PHONE_VERIFY_WINDOW_MS,
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => request.ip,
          errorResponseBuilder: tooMany,
        },
      },
      schema: {
        tags,
        summary: 'Verify the enrolment code and turn on SMS two-factor (password required)',
        body: VerifyBody,
        response: { 200: OkResponse },
      },
    },
    async (request, reply) => {
      const current = await sessions.require(request, reply);
      const { user } = current;
      const code = TwoFactorCode.safeParse(request.body.code);
      if (!code.success) throw new AppError('auth/invalid-code-format', 400);
      const found = await readPending(user.id);
      if (!found) throw new AppError('auth/invalid-verification-id', 400);
      const { row, pending } = found;
      if (row.expiresAt.getTime() <= Date.now()) {
        await dropPending(user.id);
        throw new AppError('auth/code-expired', 400);
      }
      if (pending.attempts >= PHONE_CODE_ALLOWED_ATTEMPTS) {
        await dropPending(user.id);
        throw new AppError('auth/too-many-requests', 429);
      }
      if (!sameHash(hashCode(code.data), pending.hash)) {
        const next = { ...pending, attempts: pending.attempts + 1 };
        await db()
          .update(verification)
          .set({ value: JSON.stringify(next) })
          .where(eq(verification.id, row.id));
        await audit.record({
          ...auditBase(request, current),
          action: 'phone.verified',
          outcome: 'failure',
          detail: { reason: 'invalid-code', attempts: next.attempts },
        });
        throw new AppError('auth/invalid-verification-code', 400, {
          attemptsLeft: Math.max(0, PHONE_CODE_ALLOWED_ATTEMPTS - next.attempts),
        });
      }
      // The password confirms the change before anything is stored (Google-only: none to give).
      const hash = await credentialHash(user.id);
      if (!hash) throw new AppError('auth/operation-not-allowed', 400, { reason: 'no-password' });
      const context = await auth.$context;
      if (!(await context.password.verify({ hash, password: request.body.password }))) {
        throw new AppError('auth/wrong-password', 400);
      }

      await dropPending(user.id);
      await db()
        .update(userTable)
        .set({ phoneNumber: pending.phone, phoneVerified: true })
        .where(eq(userTable.id, user.id));
      await audit.record({
        ...auditBase(request, current),
        action: 'phone.verified',
        detail: { phone: maskKoreanPhone(pending.phone) },
      });
      await sessions.invalidate();

      const [fresh] = await db()
        .select({ enabled: userTable.twoFactorEnabled })
        .from(userTable)
        .where(eq(userTable.id, user.id));
      if (fresh?.enabled !== true) {
        // better-auth turns two-factor on and rotates the session (two_factor.enabled is
        // audited by its after-hook); the new session cookie goes back to the browser.
        try {
          const { headers } = await auth.api.enableTwoFactor({
            body: { password: request.body.password, method: 'otp' },
            headers: authHeaders(request),
            returnHeaders: true,
          });
          const cookies = headers.getSetCookie();
          if (cookies.length > 0) reply.header('set-cookie', cookies);
        } catch (error) {
          rethrowAuth(error, '/two-factor/enable');
        } finally {
          await sessions.invalidate();
        }
      }
      request.log.info(
        { userId: user.id, phone: maskKoreanPhone(pending.phone) },
        'phone enrolled',
      );
      return { ok: true as const };
    },
  );
}
