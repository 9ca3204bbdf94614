import type { TwoFactorStatus } from '@bus/domain';

/**
 * GET /api/two-factor/status of a password account with two-factor off: shared because the
 * profile's security tab and the account deletion dialog both ask for it.
 */
export const TWO_FACTOR_OFF: TwoFactorStatus = {
  enabled: false,
  phoneNumber: null,
  phoneVerified: false,
  totp: false,
  backupCodesRemaining: null,
  methods: [],
  hasPassword: true,
};
