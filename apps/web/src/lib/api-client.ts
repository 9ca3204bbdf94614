import type { Problem } from '@bus/domain';
import {
  BACKGROUND_REQUEST_HEADER,
  BACKGROUND_REQUEST_VALUE,
} from '@bus/domain/background-request';
import type { ZodType } from 'zod';
import { noteSessionExpired, SESSION_EXPIRED_CODE } from './session-expiry';

/** platform.md §7.2 / §9: the main API client times out after 120 s. */
export const API_TIMEOUT_MS = 120_000;
const API_BASE = '/api';

/**
 * Codes the client produces itself when no problem document arrives (they complement
 * ERROR_CODES of @bus/domain and have their own messages in the `errors` namespace).
 */
export const CLIENT_ERROR_CODES = ['network_error', 'timeout', 'invalid_response'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** A failed API call: `problem` is the server's RFC 9457 document (or one built by the client). */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }

  get code(): string {
    return this.problem.code;
  }
}

type UnauthenticatedListener = () => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/**
 * Called when a protected call answers 401, so the auth state can be refreshed and the guards
 * send the user to /login (platform.md §2.1). Returns an unsubscribe function.
 */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

type SessionRoleListener = (role: string) => void;
const sessionRoleListeners = new Set<SessionRoleListener>();

/** Response header with the caller's current role (server: platform/auth/role-guard.ts). */
export const SESSION_ROLE_HEADER = 'x-session-role';

/**
 * Called with the role the server saw on every guarded call, so a screen whose data was loaded
 * under an older role can say so (data-center-board-admin.md role-mismatch notice). Returns an
 * unsubscribe function.
 */
export function onSessionRole(listener: SessionRoleListener): () => void {
  sessionRoleListeners.add(listener);
  return () => sessionRoleListeners.delete(listener);
}

/**
 * Sign-in endpoints answer 401 for wrong credentials and /me answers 401 when signed out: both are
 * expected. The data center's calls (its statements, and its payroll tab's) are exempt from the
 * redirect to /login (data-center-board-admin.md §2): their screens show the error instead, so
 * unsaved edits stay on screen.
 */
function isProtectedPath(path: string): boolean {
  return (
    !path.startsWith('/auth/') &&
    path !== '/me' &&
    !path.startsWith('/financial-data/') &&
    !path.startsWith('/payroll/')
  );
}

function clientProblem(code: ClientErrorCode, status: number, title: string): Problem {
  return { type: 'about:blank', title, status, code };
}

/**
 * Structural check of a problem document. Deliberately not the zod schema: this module is part of
 * every page's initial JS, and zod would add ~26 kB gzip to the landing page for this one check.
 */
function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const paramsOk =
    candidate.params === undefined ||
    (typeof candidate.params === 'object' && candidate.params !== null);
  return (
    typeof candidate.type === 'string' &&
    typeof candidate.title === 'string' &&
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string' &&
    paramsOk
  );
}

async function readProblem(response: Response): Promise<Problem> {
  const fallback: Problem = {
    type: 'about:blank',
    title: response.statusText || `HTTP ${response.status}`,
    status: response.status,
    code: response.status >= 500 ? 'internal' : 'invalid_response',
  };
  try {
    const body: unknown = await response.json();
    return isProblem(body) ? body : fallback;
  } catch {
    // A proxy or gateway error page is not JSON; the status still tells what happened.
    return fallback;
  }
}

export type RequestOptions = {
  timeoutMs?: number;
  /**
   * Sent by a poll or a timed retry, not by the user: the server does not count it as activity for
   * the idle timeout (ADR 0007), so an open tab alone never keeps a session alive.
   */
  background?: boolean;
};

function encodeBody(body: unknown): { body: BodyInit | undefined; contentType: string | null } {
  if (body === undefined) return { body: undefined, contentType: null };
  // The browser sets the multipart boundary itself.
  if (body instanceof FormData) return { body, contentType: null };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function send(
  method: string,
  path: string,
  body: unknown,
  { timeoutMs = API_TIMEOUT_MS, background = false }: RequestOptions,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const encoded = encodeBody(body);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
  if (background) headers[BACKGROUND_REQUEST_HEADER] = BACKGROUND_REQUEST_VALUE;
  try {
    // Cookies only: the server derives the user from the session and never trusts a sent user id.
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: encoded.body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiError(clientProblem('timeout', 0, 'Request timed out'));
    }
    throw new ApiError(clientProblem('network_error', 0, String(error)));
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string, what: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    console.error(`Response of ${what} is not JSON`, error);
    throw new ApiError(clientProblem('invalid_response', 0, 'Response is not JSON'));
  }
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  schema?: ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options);
  const sessionRole = response.headers.get(SESSION_ROLE_HEADER);
  if (sessionRole) for (const listener of sessionRoleListeners) listener(sessionRole);
  if (!response.ok) {
    const problem = await readProblem(response);
    // Any call, /me included, may be the one that finds the session ended (ADR 0007).
    if (response.status === 401 && problem.code === SESSION_EXPIRED_CODE) {
      noteSessionExpired(problem.params?.reason);
    }
    if (response.status === 401 && isProtectedPath(path)) {
      for (const listener of unauthenticatedListeners) listener();
    }
    throw new ApiError(problem);
  }
  if (response.status === 204 || response.headers.get('content-length') === '0') {
    return undefined as T;
  }
  const data = parseJson(await response.text(), `${method} ${path}`);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${path}`, parsed.error);
    throw new ApiError(clientProblem('invalid_response', response.status, 'Unexpected response'));
  }
  return parsed.data;
}

/** JSON client for our API; paths are relative to /api (e.g. `api.get('/pages/terms', StaticPage)`). */
export const api = {
  get: <T>(path: string, schema?: ZodType<T>, options?: RequestOptions) =>
    request<T>('GET', path, undefined, schema, options),
  post: <T>(path: string, body?: unknown, schema?: ZodType<T>, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, schema, options),
  put: <T>(path: string, body?: unknown, schema?: ZodType<T>, options?: RequestOptions) =>
    request<T>('PUT', path, body ?? {}, schema, options),
  patch: <T>(path: string, body?: unknown, schema?: ZodType<T>) =>
    request<T>('PATCH', path, body ?? {}, schema),
  /** Multipart upload (one request, its own timeout: uploads may take minutes). */
  postForm: <T>(path: string, form: FormData, schema?: ZodType<T>, options?: RequestOptions) =>
    request<T>('POST', path, form, schema, options),
  /** `body` for the few deletions that carry one (DELETE /api/account: the confirmation). */
  del: <T = void>(path: string, schema?: ZodType<T>, body?: unknown) =>
    request<T>('DELETE', path, body, schema),
};
