import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/error-message';
import { requestPasswordReset } from '../api/auth-calls';
import { AuthCard } from '../components/auth-card';

type ForgotValues = { email: string };

/** data-center-board-admin.md §2 forgot password: e-mail, then a sent state with two ways on. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onFinish = async ({ email }: ForgotValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <AuthCard title={t('forgot.title')}>
        <Result
          icon={<MailOutlined />}
          title={t('forgot.sentTitle')}
          subTitle={t('forgot.sentMessage', { email: sentTo })}
          extra={[
            <ButtonLink key="login" to="/login" type="primary">
              {t('forgot.backToLogin')}
            </ButtonLink>,
            <Button key="again" onClick={() => setSentTo(null)}>
              {t('forgot.sendAnother')}
            </Button>,
          ]}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <FormError message={error} />
      <Form<ForgotValues> name="forgot" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[
            { required: true, whitespace: true, message: t('login.emailRequired') },
            { type: 'email', message: t('login.emailInvalid') },
          ]}
        >
          <Input
            name="email"
            type="email"
            autoComplete="email"
            size="large"
            placeholder={t('placeholders.email')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <div className="auth-links">
        <ButtonLink to="/login" type="link">
          {t('forgot.backToLogin')}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
