import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { type AccountPermissions, ROLE_COLORS } from '@bus/domain';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The signed-in user's e-mail, id, role and e-mail verified state, as the server read them. */
export function SessionDetails({ data }: { data: AccountPermissions }) {
  const { t } = useTranslation(['session', 'common']);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="session-details"
      items={[
        { key: 'email', label: t('details.email'), children: data.email },
        {
          key: 'id',
          label: t('details.id'),
          children: <code className="session-id">{data.id}</code>,
        },
        {
          key: 'role',
          label: t('details.role'),
          children: (
            <Tag color={ROLE_COLORS[data.role]} data-testid="session-role">
              {t(`common:roles.${data.role}`)}
            </Tag>
          ),
        },
        {
          key: 'emailVerified',
          label: t('details.emailVerified'),
          children: data.emailVerified ? (
            <span className="session-verified" data-testid="session-email-verified">
              <CheckCircleFilled aria-hidden /> {t('details.verified')}
            </span>
          ) : (
            <span className="session-unverified" data-testid="session-email-verified">
              <ExclamationCircleFilled aria-hidden /> {t('details.notVerified')}
            </span>
          ),
        },
      ]}
    />
  );
}
