import type { AccountActivity } from '@bus/domain';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { ActivityList } from './activity-list';
import { DeviceLabel } from './device-label';

type SignIn = AccountActivity['signIns'][number];

/** Own recent sign-in attempts: outcome, time, IP address and device. */
export function SignInsCard({ signIns, compact }: { signIns: SignIn[]; compact: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const when = (row: SignIn) => formatDate(row.at, i18n.resolvedLanguage ?? 'ko', { time: true });
  const outcome = (row: SignIn) => (
    <Tag color={row.outcome === 'success' ? 'green' : 'red'}>
      {t(`activity.signIns.${row.outcome}`)}
    </Tag>
  );
  return (
    <Card title={t('activity.signIns.title')} data-testid="activity-sign-ins">
      {signIns.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t('activity.signIns.description', { count: signIns.length })}
        </Typography.Paragraph>
      )}
      <ActivityList<SignIn>
        rows={signIns}
        compact={compact}
        rowKey={(row) => `${row.at}-${row.outcome}-${row.ip ?? ''}`}
        emptyText={t('activity.signIns.empty')}
        compactRow={(row) => ({
          head: (
            <>
              {outcome(row)}
              <span>{when(row)}</span>
            </>
          ),
          detail: (
            <>
              <span className="profile-ip">{row.ip ?? '-'}</span>
              <DeviceLabel userAgent={row.userAgent} />
            </>
          ),
        })}
        columns={[
          {
            key: 'outcome',
            title: t('activity.signIns.outcome'),
            className: 'profile-nowrap',
            render: (_, row) => outcome(row),
          },
          { key: 'time', title: t('activity.signIns.time'), render: (_, row) => when(row) },
          {
            key: 'ip',
            title: t('activity.signIns.ip'),
            className: 'profile-ip',
            render: (_, row) => row.ip ?? '-',
          },
          {
            key: 'device',
            title: t('activity.signIns.device'),
            render: (_, row) => <DeviceLabel userAgent={row.userAgent} />,
          },
        ]}
      />
    </Card>
  );
}
