import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { FormError } from '../../../components/form-error';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePasswordRules } from '../../../lib/use-password-rules';
import { resetPassword } from '../api/auth-calls';
import { AuthCard } from '../components/auth-card';

type ResetValues = { newPassword: string; confirmPassword: string };

/** Target of the reset e-mail (/reset-password?token=...): sets a new password under the policy. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token');
  const { passwordRules, confirmRules } = usePasswordRules('newPassword');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ text: string; badToken: boolean } | null>(null);
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <AuthCard title={t('reset.title')}>
        <Result
          status="warning"
          title={t('reset.missingTokenTitle')}
          subTitle={t('reset.missingTokenMessage')}
          extra={
            <ButtonLink to="/forgot-password" type="primary">
              {t('reset.requestAgain')}
            </ButtonLink>
          }
        />
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('reset.title')}>
        <Result
          status="success"
          title={t('reset.doneTitle')}
          subTitle={t('reset.doneMessage')}
          extra={
            <ButtonLink to="/login" type="primary">
              {t('reset.toLogin')}
            </ButtonLink>
          }
        />
      </AuthCard>
    );
  }

  const onFinish = async ({ newPassword }: ResetValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await resetPassword({ token, newPassword });
      setDone(true);
    } catch (caught) {
      const badToken = caught instanceof ApiError && caught.code === 'auth/invalid-reset-token';
      setError({ text: errorMessage(caught, t), badToken });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <FormError message={error?.text ?? null} />
      {error?.badToken && (
        <p>
          <Link to="/forgot-password">{t('reset.requestAgain')}</Link>
        </p>
      )}
      <Form<ResetValues> name="reset" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="newPassword"
          label={t('fields.newPassword')}
          rules={passwordRules}
          extra={t('register.passwordHint')}
        >
          <Input.Password name="newPassword" autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          dependencies={['newPassword']}
          rules={confirmRules}
        >
          <Input.Password name="confirmPassword" autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
