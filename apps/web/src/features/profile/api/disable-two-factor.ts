import { api } from '../../../lib/api-client';

/** POST /api/auth/two-factor/disable: removes every factor (authenticator, backup codes). */
export function disableTwoFactor(password: string): Promise<unknown> {
  return api.post('/auth/two-factor/disable', { password });
}
