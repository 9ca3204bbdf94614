import { DeleteOutlined, EditOutlined, EyeOutlined, MailOutlined } from '@ant-design/icons';
import { formatBusinessNumber, type Organisation, OVERSEER_KINDS } from '@bus/domain';
import { Button, Empty, Popconfirm, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useOrganisationAction, useOrganisations } from '../api/organisations';
import type { Actor } from '../lib/policy';
import { InviteModal } from './invite-modal';
import { MembersModal } from './members-modal';
import { OrganisationFormModal } from './organisation-form-modal';
import { OrganisationKindTag } from './organisation-kind-tag';
import { OversightModal } from './oversight-modal';

type Dialog =
  | { kind: 'form'; organisation: Organisation | null }
  | { kind: 'oversight' | 'invites' | 'members'; organisation: Organisation }
  | null;

const isOverseer = (organisation: Organisation) => OVERSEER_KINDS.includes(organisation.kind);

/** What an authority or association reads: every operator, the chosen ones, or none. */
function OversightCell({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation('admin');
  if (!isOverseer(organisation)) return t('admin:organisations.oversight.notApplicable');
  if (organisation.oversees === 'all') {
    return <Tag color="gold">{t('admin:organisations.oversight.all')}</Tag>;
  }
  if (organisation.oversees.length === 0) return t('admin:organisations.oversight.none');
  return (
    <Space size={[0, 4]} wrap>
      {organisation.oversees.map((target) => (
        <Tag key={target.id}>{target.name}</Tag>
      ))}
    </Space>
  );
}

/**
 * /admin's organisations tab (issue 14 §2, §3): every organisation with its kind, business
 * number, members, companies and oversight; create, edit, delete (only when empty), oversight,
 * invitation links and members.
 */
export function OrganisationsTab({ actor }: { actor: Actor }) {
  const { t } = useTranslation(['admin', 'errors']);
  const organisations = useOrganisations();
  const action = useOrganisationAction();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog>(null);
  const items = organisations.data?.items ?? [];

  if (organisations.isError && !organisations.data) {
    return (
      <QueryError
        title={t('admin:organisations.loadFailed')}
        error={organisations.error}
        onRetry={() => void organisations.refetch()}
      />
    );
  }

  const remove = async (organisation: Organisation) => {
    try {
      await action.mutateAsync({ kind: 'delete', id: organisation.id });
      message.success(t('admin:organisations.done.deleted'));
    } catch (error) {
      console.error('Deleting the organisation failed', error);
      message.error(errorMessage(error, t));
    }
  };

  const columns: TableColumnsType<Organisation> = [
    { key: 'name', dataIndex: 'name', title: t('admin:organisations.columns.name') },
    {
      key: 'kind',
      title: t('admin:organisations.columns.kind'),
      render: (_, organisation) => <OrganisationKindTag kind={organisation.kind} />,
    },
    {
      key: 'businessNumber',
      title: t('admin:organisations.columns.businessNumber'),
      render: (_, organisation) =>
        organisation.businessNumber ? formatBusinessNumber(organisation.businessNumber) : '—',
    },
    {
      key: 'members',
      title: t('admin:organisations.columns.members'),
      align: 'end',
      render: (_, organisation) => (
        <Button
          type="link"
          size="small"
          onClick={() => setDialog({ kind: 'members', organisation })}
          data-testid={`admin-org-members-${organisation.id}`}
        >
          {organisation.memberCount}
        </Button>
      ),
    },
    {
      key: 'companies',
      dataIndex: 'companyCount',
      title: t('admin:organisations.columns.companies'),
      align: 'end',
    },
    {
      key: 'oversight',
      title: t('admin:organisations.columns.oversight'),
      render: (_, organisation) => <OversightCell organisation={organisation} />,
    },
    {
      key: 'actions',
      title: t('admin:organisations.columns.actions'),
      ...ACTIONS_COLUMN,
      render: (_, organisation) => {
        const notEmpty = organisation.memberCount > 0 || organisation.companyCount > 0;
        const deleteButton = (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={notEmpty}
            data-testid={`admin-org-delete-${organisation.id}`}
          >
            {t('admin:organisations.actions.delete')}
          </Button>
        );
        return (
          <RowActions label={t('admin:organisations.actions.label', { name: organisation.name })}>
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => setDialog({ kind: 'form', organisation })}
              data-testid={`admin-org-edit-${organisation.id}`}
            >
              {t('admin:organisations.actions.edit')}
            </Button>
            <Button
              size="small"
              icon={<MailOutlined />}
              onClick={() => setDialog({ kind: 'invites', organisation })}
              data-testid={`admin-org-invite-${organisation.id}`}
            >
              {t('admin:organisations.actions.invite')}
            </Button>
            {isOverseer(organisation) && (
              <Button
                size="small"
                icon={<EyeOutlined />}
                onClick={() => setDialog({ kind: 'oversight', organisation })}
                data-testid={`admin-org-oversight-${organisation.id}`}
              >
                {t('admin:organisations.actions.oversight')}
              </Button>
            )}
            {notEmpty ? (
              <Tooltip title={t('admin:organisations.deleteRefused')}>
                <span className="admin-action-refused">{deleteButton}</span>
              </Tooltip>
            ) : (
              <Popconfirm
                title={t('admin:organisations.confirmDelete', { name: organisation.name })}
                okText={t('admin:confirm.ok')}
                cancelText={t('admin:confirm.cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'admin-org-delete-confirm' }}
                onConfirm={() => remove(organisation)}
              >
                {deleteButton}
              </Popconfirm>
            )}
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <div className="admin-page__toolbar">
        <span>{t('admin:organisations.total', { count: items.length })}</span>
        <Button
          type="primary"
          onClick={() => setDialog({ kind: 'form', organisation: null })}
          data-testid="admin-add-organisation"
        >
          {t('admin:organisations.add')}
        </Button>
      </div>
      <Table<Organisation>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={items}
        loading={organisations.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('admin:organisations.empty')}
            />
          ),
        }}
        data-testid="admin-organisation-table"
      />
      <OrganisationFormModal
        open={dialog?.kind === 'form'}
        organisation={dialog?.kind === 'form' ? dialog.organisation : null}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'oversight' && (
        <OversightModal
          key={dialog.organisation.id}
          organisation={dialog.organisation}
          organisations={items}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'invites' && (
        <InviteModal organisation={dialog.organisation} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'members' && (
        <MembersModal
          actor={actor}
          organisation={dialog.organisation}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
