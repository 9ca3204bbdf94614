/**
 * platform.md §2.3 / §3: logout sets a prevent-auto-login flag so that the development
 * auto-login does not sign the user straight back in; a deliberate sign-in clears it.
 */
export const PREVENT_AUTO_LOGIN_KEY = 'prevent_auto_login';
/** Demo account the development auto-login signs in with (set on the debug page). */
export const DEV_AUTO_LOGIN_KEY = 'dev_auto_login_email';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

export function isAutoLoginPrevented(): boolean {
  return read(PREVENT_AUTO_LOGIN_KEY) === 'true';
}

export function setAutoLoginPrevented(prevented: boolean): void {
  write(PREVENT_AUTO_LOGIN_KEY, prevented ? 'true' : null);
}

export function devAutoLoginEmail(): string | null {
  return read(DEV_AUTO_LOGIN_KEY);
}

export function setDevAutoLoginEmail(email: string | null): void {
  write(DEV_AUTO_LOGIN_KEY, email);
}
