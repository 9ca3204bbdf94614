import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { usePasswordRules } from '../../../lib/use-password-rules';
import { useChangePassword } from '../api/change-password';
import { useTwoFactorStatus } from '../api/get-two-factor-status';

type PasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  revokeOtherSessions: boolean;
};

/**
 * The password-change modal (data-center-board-admin.md §2; the §5 password policy, with every
 * unmet condition listed and '비밀번호가 일치하지 않습니다' for a mismatch). Optionally signs out every
 * other device.
 */
function PasswordChangeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['profile', 'auth', 'errors']);
  const { message } = useFeedback();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const { passwordRules, confirmRules } = usePasswordRules('newPassword');

  const submit = async (values: PasswordValues) => {
    setError(null);
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeOtherSessions: values.revokeOtherSessions,
      });
      message.success(
        values.revokeOtherSessions ? t('password.changedSignedOut') : t('password.changed'),
      );
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t, 'passwordChangeFailed'));
    }
  };

  return (
    <Modal
      open
      title={t('password.modalTitle')}
      okText={t('password.submit')}
      cancelText={t('password.cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormError message={error} />
      <Form<PasswordValues>
        form={form}
        name="change-password"
        layout="vertical"
        initialValues={{ revokeOtherSessions: false }}
        onFinish={submit}
      >
        <Form.Item
          name="currentPassword"
          label={t('password.current')}
          rules={[{ required: true, message: t('password.currentRequired') }]}
        >
          <Input.Password name="currentPassword" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          rules={passwordRules}
          extra={t('auth:register.passwordHint')}
        >
          <Input.Password name="newPassword" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={confirmRules}
        >
          <Input.Password name="confirmPassword" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="revokeOtherSessions"
          valuePropName="checked"
          extra={t('password.signOutOthersHelp')}
        >
          <Checkbox name="revokeOtherSessions">{t('password.signOutOthers')}</Checkbox>
        </Form.Item>
        {/* Enter in a field submits the form (the modal's OK button is outside it). */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

/** The password card of the security tab; `open` lets the score's hint open the modal too. */
export function PasswordCard({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  // Google-only accounts have no password to change (the two-factor status knows).
  const noPassword = useTwoFactorStatus().data?.hasPassword === false;
  return (
    <Card title={t('password.title')}>
      <Typography.Paragraph type="secondary">{t('password.description')}</Typography.Paragraph>
      {noPassword && (
        <Alert
          type="info"
          showIcon
          title={t('security.factors.password_age.noPassword')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Button
        icon={<KeyOutlined />}
        disabled={noPassword}
        onClick={() => onOpenChange(true)}
        data-testid="password-open"
      >
        {t('password.open')}
      </Button>
      {open && !noPassword && <PasswordChangeModal onClose={() => onOpenChange(false)} />}
    </Card>
  );
}
