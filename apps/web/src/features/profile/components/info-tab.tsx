import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useProfile } from '../api/get-profile';
import { PhotoCard } from './photo-card';
import { ProfileForm } from './profile-form';

/** The info tab: the photo beside the form of display name, e-mail, phone, department, bio, language, zone. */
export function InfoTab() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <div className="profile-info-grid" aria-busy="true">
        <Card loading title={t('photo.title')} />
        <Card loading title={t('info.title')} />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <QueryError
        title={t('loadFailed')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <div className="profile-info-grid">
      <PhotoCard profile={profile.data} />
      <ProfileForm profile={profile.data} />
    </div>
  );
}
