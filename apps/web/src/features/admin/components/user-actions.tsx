import { EditOutlined, MoreOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { AdminUser, Role } from '@bus/domain';
import { Button, Dropdown, type MenuProps, Modal, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { type AdminAction, useAdminAction } from '../api/admin-users';
import {
  type Actor,
  canBan,
  canChangeRole,
  canDelete,
  canImpersonate,
  canManage,
  canRevokeApproval,
} from '../lib/policy';

/** After impersonating, the whole app reloads into the target's session (issue 6 §1). */
export const IMPERSONATION_LANDING = '/dashboard';
export const navigation = {
  reloadInto: (path: string) => window.location.assign(path),
};

type Refusal = string | null;

/** A row action shown as a button: disabled with the server's reason when it would refuse. */
function ActionButton({
  label,
  icon,
  testId,
  refusal,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  refusal: Refusal;
  onClick: () => void;
}) {
  const { t } = useTranslation('errors');
  if (refusal) {
    return (
      // A disabled button gets no pointer events: the span carries the hover for the reason.
      <Tooltip title={t(`errors:codes.${refusal}`)}>
        <span className="admin-action-refused" data-testid={`${testId}-refused`}>
          <Button size="small" icon={icon} disabled data-testid={testId}>
            {label}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button size="small" icon={icon} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/** One entry of the "more" menu; `confirm` asks first, `refusal` disables it with the reason. */
type MenuAction = {
  key: string;
  label: string;
  refusal: Refusal;
  danger?: boolean;
  confirm?: string;
  onSelect: () => void | Promise<void>;
};

/**
 * The row actions of the user table (data-center-board-admin.md §2, §4): edit and change role as
 * buttons, the rest in a menu so the row stays one line at every width. An action the server's
 * policy would refuse is disabled and says why.
 */
export function UserActions({
  actor,
  user,
  onEdit,
  onRole,
  onBan,
}: {
  actor: Actor;
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onRole: (user: AdminUser, preset?: Role) => void;
  onBan: (user: AdminUser) => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const action = useAdminAction();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const { id, name } = user;

  const run = async (next: AdminAction, done?: string) => {
    try {
      await action.mutateAsync(next);
      if (next.kind === 'impersonate') {
        navigation.reloadInto(IMPERSONATION_LANDING);
        return;
      }
      if (done) message.success(done);
    } catch (error) {
      console.error(`Admin action ${next.kind} failed`, error);
      message.error(errorMessage(error, t));
    }
  };

  const manage = canManage(actor, user);
  const roleRefusal = canChangeRole(actor, user);
  const isAdmin = user.role === 'admin' || user.role === 'super_admin';
  const actions: MenuAction[] = [
    ...(isAdmin
      ? []
      : [
          {
            key: 'promote-admin',
            label: t('admin:actions.promoteAdmin'),
            refusal: roleRefusal,
            onSelect: () => onRole(user, 'admin'),
          },
        ]),
    ...(actor.role === 'super_admin' && user.role !== 'super_admin'
      ? [
          {
            key: 'promote-super',
            label: t('admin:actions.promoteSuperAdmin'),
            refusal: roleRefusal,
            onSelect: () => onRole(user, 'super_admin'),
          },
        ]
      : []),
    user.emailVerified
      ? {
          key: 'revoke-approval',
          label: t('admin:actions.revokeApproval'),
          refusal: canRevokeApproval(actor, user),
          confirm: t('admin:confirm.revokeApproval', { name }),
          onSelect: () => run({ kind: 'approval', id, approved: false }, t('admin:done.approval')),
        }
      : {
          key: 'grant-approval',
          label: t('admin:actions.grantApproval'),
          refusal: manage,
          onSelect: () => run({ kind: 'approval', id, approved: true }, t('admin:done.approval')),
        },
    user.disabled
      ? {
          key: 'unban',
          label: t('admin:actions.unban'),
          refusal: canBan(actor, user),
          confirm: t('admin:confirm.unban', { name }),
          onSelect: () => run({ kind: 'unban', id }, t('admin:done.unbanned')),
        }
      : {
          key: 'ban',
          label: t('admin:actions.ban'),
          refusal: canBan(actor, user),
          danger: true,
          onSelect: () => onBan(user),
        },
    {
      key: 'sessions',
      label: t('admin:actions.revokeSessions'),
      refusal: manage,
      confirm: t('admin:confirm.revokeSessions', { name }),
      onSelect: () => run({ kind: 'revokeSessions', id }, t('admin:done.sessions')),
    },
    {
      key: 'impersonate',
      label: t('admin:actions.impersonate'),
      refusal: canImpersonate(actor, user),
      confirm: t('admin:confirm.impersonate', { name }),
      onSelect: () => run({ kind: 'impersonate', id }),
    },
    {
      key: 'delete',
      label: t('admin:actions.delete'),
      refusal: canDelete(actor, user),
      danger: true,
      confirm: t('admin:confirm.delete', { name }),
      onSelect: () => run({ kind: 'delete', id }, t('admin:done.deleted')),
    },
  ];

  const select = (item: MenuAction) => {
    if (!item.confirm) {
      void item.onSelect();
      return;
    }
    void modal.confirm({
      title: item.confirm,
      okText: t('admin:confirm.ok'),
      cancelText: t('admin:confirm.cancel'),
      okButtonProps: { danger: item.danger, 'data-testid': 'admin-confirm-ok' },
      onOk: item.onSelect,
    });
  };

  const items: MenuProps['items'] = actions.map((item) => ({
    key: item.key,
    danger: item.danger,
    disabled: item.refusal !== null,
    'data-testid': `admin-${item.key}-${id}`,
    label: item.refusal ? (
      <Tooltip title={t(`errors:codes.${item.refusal}`)} placement="left">
        <span data-testid={`admin-${item.key}-${id}-refused`}>{item.label}</span>
      </Tooltip>
    ) : (
      item.label
    ),
  }));

  return (
    <RowActions label={t('admin:actions.label', { name })}>
      {modalHolder}
      <ActionButton
        label={t('admin:actions.edit')}
        icon={<EditOutlined />}
        testId={`admin-edit-${id}`}
        refusal={manage}
        onClick={() => onEdit(user)}
      />
      <ActionButton
        label={t('admin:actions.changeRole')}
        icon={<UserSwitchOutlined />}
        testId={`admin-role-${id}`}
        refusal={roleRefusal}
        onClick={() => onRole(user)}
      />
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items,
          onClick: ({ key }) => {
            const item = actions.find((candidate) => candidate.key === key);
            if (item && !item.refusal) select(item);
          },
        }}
      >
        <Button
          size="small"
          icon={<MoreOutlined />}
          aria-label={t('admin:actions.more', { name })}
          data-testid={`admin-more-${id}`}
        />
      </Dropdown>
    </RowActions>
  );
}
