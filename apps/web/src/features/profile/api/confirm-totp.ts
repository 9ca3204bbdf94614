import { api } from '../../../lib/api-client';

/** POST /api/auth/two-factor/verify-totp while signed in: confirms the app and turns 2FA on. */
export function confirmTotp(code: string): Promise<unknown> {
  return api.post('/auth/two-factor/verify-totp', { code });
}
