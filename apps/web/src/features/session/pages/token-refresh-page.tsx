import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /token-refresh: the session and its permissions (data-center-board-admin.md §2, §4); the session package fills it. */
export function TokenRefreshPage() {
  const { t } = useTranslation('nav');
  return (
    <div className="page-narrow" data-testid="token-refresh-page">
      <Typography.Title level={1}>{t('titles.tokenRefresh')}</Typography.Title>
    </div>
  );
}
