import { type AdminUser, ROLES, type Role } from '@bus/domain';
import { Alert, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useAdminAction } from '../api/admin-users';
import { type Actor, assignableRoles } from '../lib/policy';

/**
 * Role change with confirmation (data-center-board-admin.md §4): the new role is chosen, the
 * change is spelled out, and only the confirm button calls PUT /api/admin/users/:id/role.
 * Promotions open it with the role preset.
 */
export function RoleModal({
  actor,
  user,
  initialRole,
  onClose,
}: {
  actor: Actor;
  user: AdminUser | null;
  initialRole?: Role;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const action = useAdminAction();
  const { message } = useFeedback();
  const [role, setRole] = useState<Role | undefined>(initialRole);

  useEffect(() => setRole(initialRole ?? user?.role), [initialRole, user]);

  const changed = user !== null && role !== undefined && role !== user.role;
  const confirm = async () => {
    if (!user || !role || !changed) return;
    try {
      await action.mutateAsync({ kind: 'role', id: user.id, role });
      message.success(t('admin:done.role'));
      onClose();
    } catch (error) {
      console.error('Changing the role failed', error);
      message.error(errorMessage(error, t, 'userSaveFailed'));
    }
  };

  return (
    <Modal
      open={user !== null}
      title={t('admin:role.title')}
      okText={t('admin:role.submit')}
      cancelText={t('admin:confirm.cancel')}
      okButtonProps={{ disabled: !changed, danger: true }}
      onOk={() => void confirm()}
      onCancel={onClose}
      confirmLoading={action.isPending}
      width={{ xs: '100%', sm: 480 }}
      data-testid="admin-role-modal"
    >
      {user && (
        <>
          <label htmlFor="admin-role-select">{t('admin:role.label')}</label>
          <Select
            id="admin-role-select"
            style={{ width: '100%', marginTop: 4 }}
            value={role}
            onChange={setRole}
            options={assignableRoles(actor, ROLES).map((value) => ({
              value,
              label: t(`common:roles.${value}`),
            }))}
            data-testid="admin-role-select"
          />
          {changed && (
            <Typography.Paragraph style={{ marginTop: 16 }} data-testid="admin-role-confirm">
              {t('admin:role.confirm', {
                name: user.name,
                from: t(`common:roles.${user.role}`),
                to: t(`common:roles.${role}`),
              })}
            </Typography.Paragraph>
          )}
          {changed && role === 'super_admin' && (
            <Alert type="info" showIcon title={t('admin:role.superAdminApproval')} />
          )}
        </>
      )}
    </Modal>
  );
}
