import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteAccountCard } from '../components/delete-account-card';
import { OtherDevicesCard } from '../components/other-devices-card';
import { SessionTimeoutCard } from '../components/session-timeout-card';
import '../components/account-settings.css';

/**
 * /settings and /account-settings (data-center-board-admin.md §2 account settings, §4 session, §5
 * delete account, §9): the session timeout, the 480-minute automatic logout, signing out of the
 * other devices, and deleting the account.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation(['nav', 'accountSettings']);
  return (
    <div className="page-narrow page-stack" data-testid="account-settings-page">
      <Typography.Title level={1}>{t('titles.accountSettings')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('accountSettings:intro')}</Typography.Paragraph>
      <SessionTimeoutCard />
      <OtherDevicesCard />
      <DeleteAccountCard />
    </div>
  );
}
