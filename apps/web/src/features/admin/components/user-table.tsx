import { ADMIN_USERS_PAGE_SIZE, type AdminUser, ROLE_COLORS, type Role } from '@bus/domain';
import { Button, Empty, Grid, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ACTIONS_COLUMN } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { type UserFilters, useAdminAction, useAdminUsers } from '../api/admin-users';
import { type Actor, canManage } from '../lib/policy';
import { MoveOrganisationSelect } from './move-organisation-select';
import { UserActions } from './user-actions';

/**
 * An unapproved account says so in orange and can be approved from the row (issue 14: a new
 * sign-up changes no financial data until an admin approves it, data-center-board-admin.md §5).
 */
function ApprovalCell({ actor, user }: { actor: Actor; user: AdminUser }) {
  const { t } = useTranslation(['admin', 'errors']);
  const action = useAdminAction();
  const { message } = useFeedback();
  if (user.emailVerified) return <Tag color="green">{t('admin:values.approved')}</Tag>;
  const approve = async () => {
    try {
      await action.mutateAsync({ kind: 'approval', id: user.id, approved: true });
      message.success(t('admin:done.approval'));
    } catch (error) {
      console.error('Approving the account failed', error);
      message.error(errorMessage(error, t, 'userSaveFailed'));
    }
  };
  return (
    <Space size={4}>
      <Tag color="orange">{t('admin:values.notApproved')}</Tag>
      {canManage(actor, user) === null && (
        <Button
          size="small"
          type="primary"
          ghost
          loading={action.isPending}
          onClick={() => void approve()}
          data-testid={`admin-approve-${user.id}`}
        >
          {t('admin:actions.approve')}
        </Button>
      )}
    </Space>
  );
}

/** The searchable user table, 10 per page (data-center-board-admin.md §2, §9). */
export function UserTable({
  actor,
  q,
  page,
  filters,
  onPage,
  onEdit,
  onRole,
  onBan,
}: {
  actor: Actor;
  q: string;
  page: number;
  filters: UserFilters;
  onPage: (page: number) => void;
  onEdit: (user: AdminUser) => void;
  onRole: (user: AdminUser, preset?: Role) => void;
  onBan: (user: AdminUser) => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common', 'errors']);
  const users = useAdminUsers(q, page, filters);
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
      // The user ID under the name: one column fewer, so that all of them fit at 1440 px.
      render: (_, user) => (
        <>
          <Space size={4} wrap>
            <span>{user.name}</span>
            {user.isCurrent && <Tag>{t('admin:values.you')}</Tag>}
            {user.isBuiltIn && <Tag color="purple">{t('admin:values.builtIn')}</Tag>}
          </Space>
          {user.username ? (
            <Typography.Text type="secondary" className="admin-username">
              {t('admin:columns.username')} {user.username}
            </Typography.Text>
          ) : null}
        </>
      ),
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
      key: 'organisation',
      title: t('admin:columns.organisation'),
      render: (_, user) => <MoveOrganisationSelect actor={actor} user={user} />,
    },
    {
      key: 'emailVerified',
      title: t('admin:columns.emailVerified'),
      render: (_, user) => <ApprovalCell actor={actor} user={user} />,
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
      // The day is enough here, and the narrower column lets every one fit at 1440 px (issue 18).
      render: (_, user) => formatDate(user.createdAt, lng),
    },
    {
      key: 'actions',
      title: t('admin:columns.actions'),
      ...ACTIONS_COLUMN,
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
      // From 1200 px the table takes the page's width and wraps long cells, so that no column
      // hides under the pinned actions (issue 18 §5); narrower, it scrolls with the actions pinned.
      scroll={screens.xl ? undefined : { x: 'max-content' }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              q.trim() || filters.organisation || filters.approval
                ? t('admin:emptySearch')
                : t('admin:empty')
            }
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
