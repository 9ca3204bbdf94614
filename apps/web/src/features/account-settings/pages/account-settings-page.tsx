import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /settings and /account-settings (data-center-board-admin.md §2, §9); the profile package fills it. */
export function AccountSettingsPage() {
  const { t } = useTranslation('nav');
  return (
    <div className="page-narrow" data-testid="account-settings-page">
      <Typography.Title level={1}>{t('titles.accountSettings')}</Typography.Title>
    </div>
  );
}
