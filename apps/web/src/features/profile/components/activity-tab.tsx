import type { AccountActivity } from '@bus/domain';
import { Card, Empty, Grid, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { useActivity } from '../api/get-activity';
import { DeviceLabel } from './device-label';
import { PageViewsCard } from './page-views-card';
import { SignInsCard } from './sign-ins-card';

type Session = AccountActivity['sessions'][number];

/** The devices signed in now; signing them out lives in the account settings. */
function SessionsCard({ sessions }: { sessions: Session[] }) {
  const { t, i18n } = useTranslation('profile');
  const lng = i18n.resolvedLanguage ?? 'ko';
  const when = (iso: string | null) => (iso ? formatDate(iso, lng, { time: true }) : '-');
  return (
    <Card
      title={t('activity.sessions.title')}
      extra={<Link to="/account-settings">{t('activity.sessions.toSettings')}</Link>}
      data-testid="activity-sessions"
    >
      <Typography.Paragraph type="secondary">
        {t('activity.sessions.description')}
      </Typography.Paragraph>
      {sessions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.sessions.empty')} />
      ) : (
        <ul className="profile-session-list">
          {sessions.map((session) => (
            <li key={session.id} className={session.current ? 'current' : undefined}>
              <Space wrap size={4}>
                <Typography.Text strong>
                  <DeviceLabel userAgent={session.userAgent} />
                </Typography.Text>
                {session.current && <Tag color="blue">{t('activity.sessions.current')}</Tag>}
              </Space>
              <dl className="profile-session-facts">
                <dt>{t('activity.sessions.ip')}</dt>
                <dd>{session.ip ?? '-'}</dd>
                <dt>{t('activity.sessions.signedInAt')}</dt>
                <dd>{when(session.createdAt)}</dd>
                <dt>{t('activity.sessions.lastActive')}</dt>
                <dd>{when(session.lastActiveAt)}</dd>
                <dt>{t('activity.sessions.expiresAt')}</dt>
                <dd>{when(session.expiresAt)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The activity tab: own recent sign-ins, signed-in devices and page views (issue 6 item 2). */
export function ActivityTab() {
  const { t } = useTranslation('profile');
  const [page, setPage] = useState(1);
  const query = useActivity(page);
  // Below 768 px (platform.md §9) the lists show each row as two lines instead of a table.
  const compact = !(Grid.useBreakpoint().md ?? false);
  if (query.isPending) {
    return (
      <div className="profile-stack" aria-busy="true">
        <Card loading title={t('activity.signIns.title')} />
        <Card loading title={t('activity.sessions.title')} />
        <Card loading title={t('activity.pageViews.title')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        title={t('activity.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="profile-stack">
      <SignInsCard signIns={query.data.signIns} compact={compact} />
      <SessionsCard sessions={query.data.sessions} />
      <PageViewsCard activity={query.data} page={page} onPage={setPage} compact={compact} />
    </div>
  );
}
