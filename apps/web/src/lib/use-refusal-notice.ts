import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { useFeedback } from './feedback';

/** One notification for every refusal: a retry, a second save or another screen updates it. */
export const REFUSAL_NOTICE_KEY = 'permission-denied';

/** Codes whose own message says better than the generic text why the change was refused. */
const EXPLAINED_CODES: readonly string[] = ['organisation/none', 'organisation/not-approved'];

/**
 * Says "권한이 없습니다 / You do not have permission" once when the server refused a change
 * (issue 14 §8): the change was dropped and the screen shows the server's figures again. A 404
 * (another organisation's row, or one deleted meanwhile) is said with its own message.
 */
export function useRefusalNotice(): (error: unknown) => void {
  const { t } = useTranslation(['common', 'errors']);
  const { notification } = useFeedback();
  return useCallback(
    (error: unknown) => {
      const apiError = error instanceof ApiError ? error : null;
      const explained = !!apiError && EXPLAINED_CODES.includes(apiError.code);
      notification.error({
        key: REFUSAL_NOTICE_KEY,
        title: apiError?.status === 404 ? errorMessage(error, t) : t('common:access.denied'),
        description: explained ? errorMessage(error, t) : t('common:access.rolledBack'),
      });
    },
    [notification, t],
  );
}
