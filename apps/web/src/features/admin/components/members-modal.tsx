import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type Organisation, ROLE_COLORS } from '@bus/domain';
import { Button, Empty, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUsers } from '../api/admin-users';
import type { Actor } from '../lib/policy';
import { MoveOrganisationSelect } from './move-organisation-select';

/** The members of one organisation, each movable to another organisation (issue 14 §2). */
export function MembersModal({
  actor,
  organisation,
  onClose,
}: {
  actor: Actor;
  organisation: Organisation;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const [page, setPage] = useState(1);
  const members = useAdminUsers('', page, { organisation: organisation.id });

  const columns: TableColumnsType<AdminUser> = [
    { key: 'name', dataIndex: 'name', title: t('admin:columns.name') },
    { key: 'email', dataIndex: 'email', title: t('admin:columns.email') },
    {
      key: 'role',
      title: t('admin:columns.role'),
      render: (_, user) => (
        <Tag color={ROLE_COLORS[user.role]}>{t(`common:roles.${user.role}`)}</Tag>
      ),
    },
    {
      key: 'emailVerified',
      title: t('admin:columns.emailVerified'),
      render: (_, user) =>
        user.emailVerified ? (
          <Tag color="green">{t('admin:values.approved')}</Tag>
        ) : (
          <Tag color="orange">{t('admin:values.notApproved')}</Tag>
        ),
    },
    {
      key: 'organisation',
      title: t('admin:columns.organisation'),
      render: (_, user) => <MoveOrganisationSelect actor={actor} user={user} />,
    },
  ];

  return (
    <Modal
      open
      title={t('admin:organisations.members.title', { name: organisation.name })}
      footer={<Button onClick={onClose}>{t('admin:organisations.members.close')}</Button>}
      onCancel={onClose}
      width={{ xs: '100%', sm: 720 }}
      data-testid="admin-members-modal"
    >
      <Table<AdminUser>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={members.data?.items ?? []}
        loading={members.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('admin:organisations.members.empty')}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: ADMIN_USERS_PAGE_SIZE,
          total: members.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </Modal>
  );
}
