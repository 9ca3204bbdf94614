import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The current password a two-factor change asks for (re-authentication). A field of the
 * surrounding form, under the name `password`; focused as the dialog opens unless another field
 * comes first.
 */
export function CurrentPasswordField({ autoFocus = true }: { readonly autoFocus?: boolean }) {
  const { t } = useTranslation('twoFactor');
  return (
    <Form.Item
      name="password"
      label={t('password.label')}
      extra={t('password.help')}
      rules={[{ required: true, message: t('password.required') }]}
    >
      <Input.Password
        name="current-password"
        autoComplete="current-password"
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
}
