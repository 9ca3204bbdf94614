import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /profile and /user-profile with ?tab= (data-center-board-admin.md §2, §5); the profile package fills it. */
export function ProfilePage() {
  const { t } = useTranslation('nav');
  return (
    <div className="page-narrow" data-testid="profile-page">
      <Typography.Title level={1}>{t('titles.profile')}</Typography.Title>
    </div>
  );
}
