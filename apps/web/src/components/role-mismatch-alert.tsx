import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** RoleMismatchNotice's alert: the role the data was loaded under, the current one, what to do. */
export function RoleMismatchAlert({ loaded, current }: { loaded: string; current: string }) {
  // Not suspending: the layout must not blank while the admin namespace loads.
  const { t, ready } = useTranslation(['admin', 'common'], { useSuspense: false });
  const queryClient = useQueryClient();
  const [updating, setUpdating] = useState(false);
  if (!ready) return null;

  const roleName = (role: string) => t(`common:roles.${role}`, { defaultValue: role });
  const update = async () => {
    setUpdating(true);
    try {
      // Refetches /me and every query of the page under the new role.
      await queryClient.invalidateQueries();
    } finally {
      setUpdating(false);
    }
  };

  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="role-mismatch-notice"
      title={t('admin:roleMismatch.title')}
      description={t('admin:roleMismatch.description', {
        loaded: roleName(loaded),
        current: roleName(current),
      })}
      action={
        <Space orientation="vertical" size={4}>
          <Button
            size="small"
            type="primary"
            loading={updating}
            onClick={() => void update()}
            data-testid="role-mismatch-update"
          >
            {t('admin:roleMismatch.update')}
          </Button>
          <Button
            size="small"
            onClick={() => window.location.reload()}
            data-testid="role-mismatch-reload"
          >
            {t('admin:roleMismatch.reload')}
          </Button>
        </Space>
      }
    />
  );
}
