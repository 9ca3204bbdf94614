import type { AdminUser, Role } from '@bus/domain';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
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
} from '../lib/policy';

/** After impersonating, the whole app reloads into the target's session (issue 6 §1). */
export const IMPERSONATION_LANDING = '/dashboard';
export const navigation = {
  reloadInto: (path: string) => window.location.assign(path),
};

function ActionButton({
  label,
  testId,
  refusal,
  confirm,
  danger,
  onClick,
}: {
  label: string;
  testId: string;
  /** Problem code the server would answer: the button is disabled and the tooltip says why. */
  refusal: string | null;
  /** Asks first when set. */
  confirm?: string;
  danger?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  if (refusal) {
    return (
      // A disabled button gets no pointer events: the span carries the hover for the reason.
      <Tooltip title={t(`errors:codes.${refusal}`)}>
        <span className="admin-action-refused" data-testid={`${testId}-refused`}>
          <Button size="small" disabled danger={danger} data-testid={testId}>
            {label}
          </Button>
        </span>
      </Tooltip>
    );
  }
  if (confirm) {
    return (
      <Popconfirm
        title={confirm}
        okText={t('admin:confirm.ok')}
        cancelText={t('admin:confirm.cancel')}
        okButtonProps={{ danger }}
        onConfirm={onClick}
      >
        <Button size="small" danger={danger} data-testid={testId}>
          {label}
        </Button>
      </Popconfirm>
    );
  }
  return (
    <Button size="small" danger={danger} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/** The row actions of the user table, disabled where the server's policy would refuse. */
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
  const name = user.name;

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
  const id = user.id;
  return (
    <Space size={4} wrap={false} aria-label={t('admin:actions.label', { name })} role="group">
      <ActionButton
        label={t('admin:actions.edit')}
        testId={`admin-edit-${id}`}
        refusal={manage}
        onClick={() => onEdit(user)}
      />
      <ActionButton
        label={t('admin:actions.changeRole')}
        testId={`admin-role-${id}`}
        refusal={roleRefusal}
        onClick={() => onRole(user)}
      />
      {user.role !== 'admin' && user.role !== 'super_admin' && (
        <ActionButton
          label={t('admin:actions.promoteAdmin')}
          testId={`admin-promote-admin-${id}`}
          refusal={roleRefusal}
          onClick={() => onRole(user, 'admin')}
        />
      )}
      {actor.role === 'super_admin' && user.role !== 'super_admin' && (
        <ActionButton
          label={t('admin:actions.promoteSuperAdmin')}
          testId={`admin-promote-super-${id}`}
          refusal={roleRefusal}
          onClick={() => onRole(user, 'super_admin')}
        />
      )}
      {user.emailVerified ? (
        <ActionButton
          label={t('admin:actions.revokeApproval')}
          testId={`admin-revoke-approval-${id}`}
          refusal={manage}
          confirm={t('admin:confirm.revokeApproval', { name })}
          onClick={() =>
            void run({ kind: 'approval', id, approved: false }, t('admin:done.approval'))
          }
        />
      ) : (
        <ActionButton
          label={t('admin:actions.grantApproval')}
          testId={`admin-grant-approval-${id}`}
          refusal={manage}
          onClick={() =>
            void run({ kind: 'approval', id, approved: true }, t('admin:done.approval'))
          }
        />
      )}
      {user.disabled ? (
        <ActionButton
          label={t('admin:actions.unban')}
          testId={`admin-unban-${id}`}
          refusal={canBan(actor, user)}
          confirm={t('admin:confirm.unban', { name })}
          onClick={() => void run({ kind: 'unban', id }, t('admin:done.unbanned'))}
        />
      ) : (
        <ActionButton
          label={t('admin:actions.ban')}
          testId={`admin-ban-${id}`}
          refusal={canBan(actor, user)}
          danger
          onClick={() => onBan(user)}
        />
      )}
      <ActionButton
        label={t('admin:actions.revokeSessions')}
        testId={`admin-sessions-${id}`}
        refusal={manage}
        confirm={t('admin:confirm.revokeSessions', { name })}
        onClick={() => void run({ kind: 'revokeSessions', id }, t('admin:done.sessions'))}
      />
      <ActionButton
        label={t('admin:actions.impersonate')}
        testId={`admin-impersonate-${id}`}
        refusal={canImpersonate(actor, user)}
        confirm={t('admin:confirm.impersonate', { name })}
        onClick={() => void run({ kind: 'impersonate', id })}
      />
      <ActionButton
        label={t('admin:actions.delete')}
        testId={`admin-delete-${id}`}
        refusal={canDelete(actor, user)}
        confirm={t('admin:confirm.delete', { name })}
        danger
        onClick={() => void run({ kind: 'delete', id }, t('admin:done.deleted'))}
      />
    </Space>
  );
}
