import { AccountSettings } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const SETTINGS_QUERY_KEY = ['account', 'settings'] as const;

/** GET /api/account/settings: the session timeout and the version to send back when saving. */
export function getSettings() {
  return api.get('/account/settings', AccountSettings);
}

export function useAccountSettings() {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: getSettings });
}
