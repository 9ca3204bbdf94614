import { z } from 'zod';
import { api } from '../../../lib/api-client';

const TotpSetup = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TotpSetup = z.infer<typeof TotpSetup>;

/** POST /api/auth/two-factor/enable (totp): a new secret and backup codes, to be confirmed. */
export function startTotpSetup(password: string): Promise<TotpSetup> {
  return api.post('/auth/two-factor/enable', { password, method: 'totp' }, TotpSetup);
}

/** The secret shown beside the QR code, for apps where it is typed in. */
export function totpSecretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
