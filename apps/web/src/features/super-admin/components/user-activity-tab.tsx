import { type RecentLogin, ROLE_COLORS, ROLES, type UserActivity } from '@bus/domain';
import { Card, Col, Progress, Row, Skeleton, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { useUserActivity } from '../api/get-user-activity';
import { formatCount } from '../lib/display-rules';
import { type Column, DataTable } from './data-table';

const TOTALS = ['total', 'active', 'admins', 'verified'] as const;

type Share = { key: string; label: string; count: number; color?: string };

/** One distribution (role, sign-in method, organisation): count and share of all users. */
function Distribution({
  title,
  shares,
  total,
  testId,
}: {
  title: string;
  shares: Share[];
  total: number;
  testId: string;
}) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      <ul className="sa-distribution">
        {shares.map((share) => (
          <li key={share.key} data-testid={`${testId}-${share.key}`}>
            <span>{share.color ? <Tag color={share.color}>{share.label}</Tag> : share.label}</span>
            <span className="sa-num">{formatCount(share.count)}</span>
            <Progress
              percent={total > 0 ? Math.round((share.count / total) * 1000) / 10 : 0}
              size="small"
              status="normal"
              showInfo={false}
              aria-hidden
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Distributions({ data }: { data: UserActivity }) {
  const { t } = useTranslation(['superAdmin', 'common', 'admin']);
  const total = data.totals.total;
  const roles: Share[] = [...ROLES].reverse().map((role) => ({
    key: role,
    label: t(`common:roles.${role}`),
    count: data.byRole[role] ?? 0,
    color: ROLE_COLORS[role],
  }));
  const providers: Share[] = data.byProvider.map((row) => ({
    key: row.provider,
    label: t(`superAdmin:users.providers.${row.provider}`, { defaultValue: row.provider }),
    count: row.count,
  }));
  const organisations: Share[] = data.byOrganisation.map((row) => ({
    key: row.id ?? 'none',
    label: row.name ?? t('superAdmin:users.noOrganisation'),
    count: row.count,
  }));
  return (
    <Row gutter={[12, 12]} className="sa-section">
      <Col xs={24} md={8}>
        <Distribution
          title={t('superAdmin:users.byRole')}
          shares={roles}
          total={total}
          testId="sa-by-role"
        />
      </Col>
      <Col xs={24} md={8}>
        <Distribution
          title={t('superAdmin:users.byProvider')}
          shares={providers}
          total={total}
          testId="sa-by-provider"
        />
      </Col>
      <Col xs={24} md={8}>
        <Distribution
          title={t('superAdmin:users.byOrganisation')}
          shares={organisations}
          total={total}
          testId="sa-by-organisation"
        />
      </Col>
    </Row>
  );
}

function useLoginColumns(): Column<RecentLogin>[] {
  const { t, i18n } = useTranslation(['superAdmin', 'common']);
  return [
    { key: 'email', title: t('superAdmin:users.columns.email'), render: (user) => user.email },
    {
      key: 'role',
      title: t('superAdmin:users.columns.role'),
      render: (user) => (
        <Tag color={ROLE_COLORS[user.role]} data-role={user.role}>
          {t(`common:roles.${user.role}`)}
        </Tag>
      ),
    },
    {
      key: 'lastLogin',
      title: t('superAdmin:users.columns.lastLogin'),
      render: (user) =>
        user.lastLoginAt
          ? formatDate(user.lastLoginAt, i18n.language, { time: true })
          : t('superAdmin:users.never'),
    },
    {
      key: 'status',
      title: t('superAdmin:users.columns.status'),
      render: (user) => (
        <Space size={4} wrap>
          {user.disabled ? (
            <Tag color="red">{t('superAdmin:users.disabled')}</Tag>
          ) : (
            <Tag color="green">{t('superAdmin:users.active_status')}</Tag>
          )}
          {user.verified ? (
            <Tag color="blue">{t('superAdmin:users.verifiedBadge')}</Tag>
          ) : (
            <Tag>{t('superAdmin:users.unverifiedBadge')}</Tag>
          )}
        </Space>
      ),
    },
  ];
}

/** Tab 2, user activity (§2, §3 user statistics): totals, distributions, recent sign-ins. */
export function UserActivityTab() {
  const { t } = useTranslation('superAdmin');
  const [page, setPage] = useState(1);
  const activity = useUserActivity(page);
  const columns = useLoginColumns();
  if (activity.isError && !activity.data) {
    return (
      <QueryError
        title={t('loadFailed.users')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  }
  const data = activity.data;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <section aria-label={t('users.stats')} data-testid="sa-users">
      <Row gutter={[12, 12]}>
        {TOTALS.map((key) => (
          <Col key={key} xs={12} md={6}>
            <Card size="small">
              <Statistic
                title={t(`users.${key}`, { hours: data.hours })}
                value={data.totals[key]}
                className="sa-tabular"
                data-testid={`sa-users-${key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Distributions data={data} />
      <Card size="small" title={t('users.recentLogins')} className="sa-section">
        <DataTable
          rows={data.recentLogins.items}
          columns={columns}
          rowKey={(user) => user.id}
          loading={activity.isFetching}
          empty={t('users.empty')}
          testId="sa-recent-logins"
          paging={{
            page,
            pageSize: data.recentLogins.pageSize,
            total: data.recentLogins.total,
            onChange: setPage,
            showTotal: (total) => t('users.totalCount', { count: total }),
          }}
        />
      </Card>
    </section>
  );
}
