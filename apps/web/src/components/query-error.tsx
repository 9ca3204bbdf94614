import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';

/** A failed read with what went wrong and a way to try again. */
export function QueryError({
  title,
  error,
  onRetry,
  description,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Replaces the translated error when the screen knows better (e.g. an integrity failure). */
  description?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      role="alert"
      title={title}
      description={description ?? errorMessage(error, t)}
      action={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
    />
  );
}
