import { ADMIN_USERS_PAGE_SIZE, type AdminUser, ROLE_COLORS, type Role } from '@bus/domain';
import { Empty, Grid, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { useAdminUsers } from '../api/admin-users';
import type { Actor } from '../lib/policy';
import { UserActions } from './user-actions';

/** The searchable user table, 10 per page (data-center-board-admin.md §2, §9). */
export function UserTable({
  actor,
  q,
  page,
  onPage,
  onEdit,
  onRole,
  onBan,
}: {
  actor: Actor;
  q: string;
  page: number;
  onPage: (page: number) => void;
  onEdit: (user: AdminUser) => void;
  onRole: (user: AdminUser, preset?: Role) => void;
  onBan: (user: AdminUser) => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common', 'errors']);
  const users = useAdminUsers(q, page);
  const screens = Grid.useBreakpoint();
  const lng = i18n.language;

  if (users.isError && !users.data) {
    return (
      <QueryError
        title={t('errors:usersLoadFailed')}
        error={users.error}
        onRetry={() => void users.refetch()}
      />
    );
  }

  const date = (iso: string | null) =>
    iso ? formatDate(iso, lng, { time: true }) : t('admin:values.never');
  const columns: TableColumnsType<AdminUser> = [
    {
      key: 'name',
      title: t('admin:columns.name'),
      render: (_, user) => (
        <Space size={4} wrap>
          <span>{user.name}</span>
          {user.isCurrent && <Tag>{t('admin:values.you')}</Tag>}
          {user.isBuiltIn && <Tag color="purple">{t('admin:values.builtIn')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'username',
      title: t('admin:columns.username'),
      render: (_, user) => user.username ?? '—',
    },
    { key: 'email', dataIndex: 'email', title: t('admin:columns.email') },
    {
      key: 'role',
      title: t('admin:columns.role'),
      render: (_, user) => (
        <Tag color={ROLE_COLORS[user.role]} data-role={user.role}>
          {t(`common:roles.${user.role}`)}
        </Tag>
      ),
    },
    {
      key: 'emailVerified',
      title: t('admin:columns.emailVerified'),
      render: (_, user) =>
        user.emailVerified ? (
          <Tag color="green">{t('admin:values.approved')}</Tag>
        ) : (
          <Tag>{t('admin:values.notApproved')}</Tag>
        ),
    },
    {
      key: 'twoFactor',
      title: t('admin:columns.twoFactor'),
      render: (_, user) => (user.twoFactorEnabled ? t('admin:values.on') : t('admin:values.off')),
    },
    {
      key: 'status',
      title: t('admin:columns.status'),
      render: (_, user) =>
        user.disabled ? (
          <Tag color="red" title={user.banReason ?? undefined}>
            {t('admin:values.disabled')}
          </Tag>
        ) : (
          <Tag color="green">{t('admin:values.active')}</Tag>
        ),
    },
    {
      key: 'lastLogin',
      title: t('admin:columns.lastLogin'),
      render: (_, user) => date(user.lastLoginAt),
    },
    {
      key: 'createdAt',
      title: t('admin:columns.createdAt'),
      render: (_, user) => date(user.createdAt),
    },
    {
      key: 'actions',
      title: t('admin:columns.actions'),
      // Kept in view while the other columns scroll; a phone has no room to pin it.
      fixed: screens.md ? 'end' : undefined,
      render: (_, user) => (
        <UserActions actor={actor} user={user} onEdit={onEdit} onRole={onRole} onBan={onBan} />
      ),
    },
  ];

  return (
    <Table<AdminUser>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={users.data?.items ?? []}
      loading={users.isFetching}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={q.trim() ? t('admin:emptySearch') : t('admin:empty')}
          />
        ),
      }}
      pagination={{
        current: page,
        pageSize: ADMIN_USERS_PAGE_SIZE,
        total: users.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: false,
        showTotal: (total) => t('admin:total', { count: total }),
        onChange: onPage,
      }}
      data-testid="admin-user-table"
    />
  );
}
