import { AccountSettings } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

/** PUT /api/account/settings with the version read; a newer stored version answers 409. */
export function updateSettings(body: AccountSettings) {
  return api.put('/account/settings', body, AccountSettings);
}

/** The stored settings a 409 carries (params.current), or null for any other failure. */
export function conflictOf(error: unknown): AccountSettings | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = AccountSettings.safeParse(error.problem.params?.current);
  return parsed.success ? parsed.data : null;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_QUERY_KEY, saved),
  });
}
