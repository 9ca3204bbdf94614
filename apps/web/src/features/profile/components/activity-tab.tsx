import type { AccountActivity } from '@bus/domain';
import { Card, Empty, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { deviceOf } from '../../../lib/user-agent';
import { PAGE_VIEWS_PAGE_SIZE, useActivity } from '../api/get-activity';

type SignIn = AccountActivity['signIns'][number];
type Session = AccountActivity['sessions'][number];
type PageView = AccountActivity['pageViews'][number];

/** "Chrome 140 · Windows" from a User-Agent, with the raw header as a tooltip. */
function DeviceLabel({ userAgent }: { userAgent: string | null }) {
  const { t } = useTranslation('profile');
  const device = deviceOf(userAgent);
  const text = t('activity.device', {
    browser: device.browser ?? t('unknown'),
    os: device.os ?? t('unknown'),
  });
  return (
    <Tooltip title={userAgent ?? undefined}>
      <span>
        {text}
        {device.mobile && (
          <Tag className="profile-mobile-tag" bordered={false}>
            {t('activity.mobile')}
          </Tag>
        )}
      </span>
    </Tooltip>
  );
}

function empty(text: string) {
  return { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} /> };
}

function SignInsCard({ signIns, t, lng }: { signIns: SignIn[]; t: TFunction; lng: string }) {
  return (
    <Card title={t('activity.signIns.title')} data-testid="activity-sign-ins">
      {signIns.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t('activity.signIns.description', { count: signIns.length })}
        </Typography.Paragraph>
      )}
      <Table<SignIn>
        size="small"
        rowKey={(row) => `${row.at}-${row.outcome}-${row.ip ?? ''}`}
        dataSource={signIns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={empty(t('activity.signIns.empty'))}
        columns={[
          {
            key: 'outcome',
            title: t('activity.signIns.outcome'),
            render: (_, row) => (
              <Tag color={row.outcome === 'success' ? 'green' : 'red'}>
                {t(`activity.signIns.${row.outcome}`)}
              </Tag>
            ),
          },
          {
            key: 'time',
            title: t('activity.signIns.time'),
            render: (_, row) => formatDate(row.at, lng, { time: true }),
          },
          { key: 'ip', title: t('activity.signIns.ip'), render: (_, row) => row.ip ?? '-' },
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

function SessionsCard({ sessions, t, lng }: { sessions: Session[]; t: TFunction; lng: string }) {
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
  const { t, i18n } = useTranslation('profile');
  const lng = i18n.resolvedLanguage ?? 'ko';
  const [page, setPage] = useState(1);
  const query = useActivity(page);
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
  const activity = query.data;
  return (
    <div className="profile-stack">
      <SignInsCard signIns={activity.signIns} t={t} lng={lng} />
      <SessionsCard sessions={activity.sessions} t={t} lng={lng} />
      <Card title={t('activity.pageViews.title')} data-testid="activity-page-views">
        <Table<PageView>
          size="small"
          rowKey={(row) => `${row.at}-${row.path}`}
          dataSource={activity.pageViews}
          loading={query.isFetching && query.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          locale={empty(t('activity.pageViews.empty'))}
          pagination={
            activity.pageViewTotal > PAGE_VIEWS_PAGE_SIZE && {
              current: page,
              pageSize: PAGE_VIEWS_PAGE_SIZE,
              total: activity.pageViewTotal,
              showSizeChanger: false,
              showTotal: (count) => t('activity.pageViews.total', { count }),
              onChange: setPage,
            }
          }
          columns={[
            {
              key: 'time',
              title: t('activity.pageViews.time'),
              render: (_, row) => formatDate(row.at, lng, { time: true }),
            },
            {
              key: 'page',
              title: t('activity.pageViews.page'),
              render: (_, row) => row.title ?? row.path,
            },
            {
              key: 'path',
              title: t('activity.pageViews.path'),
              render: (_, row) => <Typography.Text code>{row.path}</Typography.Text>,
            },
          ]}
        />
      </Card>
    </div>
  );
}
