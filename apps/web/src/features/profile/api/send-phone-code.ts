import { z } from 'zod';
import { api } from '../../../lib/api-client';

const PhoneSent = z.object({ sentTo: z.string(), expiresInSeconds: z.number() });
export type PhoneSent = z.infer<typeof PhoneSent>;

/** POST /api/two-factor/phone/send: the server normalises to +82 and texts a code. */
export function sendPhoneCode(phoneNumber: string): Promise<PhoneSent> {
  return api.post('/two-factor/phone/send', { phoneNumber }, PhoneSent);
}
