import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { errorMessage } from '../../../../lib/error-message';
import { CurrentPasswordField } from './current-password-field';

type PasswordConfirmModalProps = {
  title: string;
  /** What will happen, shown above the password field. */
  warning?: string;
  okText: string;
  danger?: boolean;
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
};

/** Asks for the current password before a two-factor change (re-authentication). */
export function PasswordConfirmModal({
  title,
  warning,
  okText,
  danger,
  onConfirm,
  onClose,
}: PasswordConfirmModalProps) {
  const { t } = useTranslation(['twoFactor', 'errors']);
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const { password } = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (caught) {
      setError(errorMessage(caught, t));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('cancel')}
      okButtonProps={{ danger, loading: busy }}
      onOk={submit}
      onCancel={onClose}
    >
      {warning && <Alert type="warning" showIcon title={warning} style={{ marginBottom: 12 }} />}
      <FormError message={error} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <CurrentPasswordField />
      </Form>
    </Modal>
  );
}
