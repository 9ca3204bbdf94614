import { type Me, ROLE_COLORS } from '@bus/domain';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Who is signed in, in one line under the title: name, e-mail, role and organisation. */
export function AccountStrip({ user }: { user: Me }) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <section className="dash-account" aria-label={t('dashboard:account.label')}>
      <Typography.Text strong>{user.name}</Typography.Text>
      <Typography.Text type="secondary" data-testid="dashboard-email">
        {user.email}
      </Typography.Text>
      <Tag color={ROLE_COLORS[user.role]} data-testid="dashboard-role" data-role={user.role}>
        {t(`common:roles.${user.role}`)}
      </Tag>
      {user.organisation ? (
        <Typography.Text data-testid="dashboard-organisation">
          {user.organisation.name}
        </Typography.Text>
      ) : null}
    </section>
  );
}
