/**
 * Remembers, for this tab, that the server ended the session (401 auth/session-expired, ADR 0007),
 * so the login page the guards lead to can say why the user was signed out.
 */
export const SESSION_EXPIRED_CODE = 'auth/session-expired';
const STORAGE_KEY = 'session_expired';

/** Idle longer than the user's timeout, 480 minutes after sign-in, or not said. */
export type SessionEndReason = 'idle' | 'absolute' | 'unknown';

function reasonOf(value: unknown): SessionEndReason {
  return value === 'idle' || value === 'absolute' ? value : 'unknown';
}

export function noteSessionExpired(reason: unknown): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, reasonOf(reason));
  } catch (error) {
    console.warn('Could not remember the session expiry', error);
  }
}

/** The noted reason, or null; it stays until clearSessionExpired. */
export function peekSessionExpired(): SessionEndReason | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored === null ? null : reasonOf(stored);
  } catch {
    return null;
  }
}

export function clearSessionExpired(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was noted either.
  }
}
