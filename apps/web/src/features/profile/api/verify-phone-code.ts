import type { PhoneEnrolVerifyBody } from '@bus/domain';
import { api } from '../../../lib/api-client';

/** POST /api/two-factor/phone/verify: marks the phone verified and turns SMS two-factor on. */
export function verifyPhoneCode(body: PhoneEnrolVerifyBody): Promise<unknown> {
  return api.post('/two-factor/phone/verify', body);
}
