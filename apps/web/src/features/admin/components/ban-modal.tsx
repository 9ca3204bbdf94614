import type { AdminUser } from '@bus/domain';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useAdminAction } from '../api/admin-users';

/**
 * Disable ("ban") a user with an optional reason; the server ends the user's sessions. Keyed by
 * the target in the page, so the reason starts empty for each user.
 */
export function BanModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const action = useAdminAction();
  const { message } = useFeedback();
  const [reason, setReason] = useState('');

  const submit = async () => {
    if (!user) return;
    try {
      const trimmed = reason.trim();
      await action.mutateAsync({
        kind: 'ban',
        id: user.id,
        body: trimmed ? { reason: trimmed } : {},
      });
      message.success(t('admin:done.banned'));
      onClose();
    } catch (error) {
      console.error('Disabling the user failed', error);
      message.error(errorMessage(error, t));
    }
  };

  return (
    <Modal
      open={user !== null}
      title={t('admin:ban.title')}
      okText={t('admin:ban.submit')}
      cancelText={t('admin:confirm.cancel')}
      okButtonProps={{ danger: true }}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={action.isPending}
      width={{ xs: '100%', sm: 480 }}
    >
      {user && (
        <>
          <Typography.Paragraph>{t('admin:ban.intro', { name: user.name })}</Typography.Paragraph>
          <label htmlFor="admin-ban-reason">{t('admin:ban.reason')}</label>
          <Input.TextArea
            id="admin-ban-reason"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="admin-ban-reason"
          />
        </>
      )}
    </Modal>
  );
}
