import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';

/** A failed read with what went wrong and a way to try again. */
export function QueryError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['financial', 'errors']);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={errorMessage(error, t)}
      action={<Button onClick={onRetry}>{t('financial:actions.retry')}</Button>}
    />
  );
}
