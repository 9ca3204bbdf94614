import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The base period's routes could not be read: the tables still show every figure, with the entity
 * ids as entered instead of their names, and say so.
 */
export function EntitiesNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('depreciation');
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="dep-entities-failed"
      title={t('errors.entities')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
