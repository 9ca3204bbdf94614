import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The current password a two-factor change asks for first (re-authentication), focused as the
 * dialog opens. A field of the surrounding form, under the name `password`.
 */
export function CurrentPasswordField() {
  const { t } = useTranslation('twoFactor');
  return (
    <Form.Item
      name="password"
      label={t('password.label')}
      extra={t('password.help')}
      rules={[{ required: true, message: t('password.required') }]}
    >
      <Input.Password name="current-password" autoComplete="current-password" autoFocus />
    </Form.Item>
  );
}
