import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../app/guards';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useAuth } from '../../../lib/use-auth';
import { useSignIn } from '../../../lib/use-session-actions';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { GoogleSignInButton } from '../components/google-sign-in-button';

type LoginValues = { email: string; password: string };

/** data-center-board-admin.md §2/§5 login: email and password, then `next` or /dashboard. */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const { status } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { message } = useFeedback();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = safeNextPath(params.get('next'));

  if (status === 'signedIn' && !submitting) return <Navigate to={next} replace />;

  const onFinish = async ({ email, password }: LoginValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const me = await signIn(email.trim(), password);
      message.success(t('common:messages.welcome', { name: me?.name ?? email }));
      navigate(next, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, t));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <FormError message={error} />
      <Form<LoginValues> name="login" layout="vertical" onFinish={onFinish} requiredMark={false}>
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
        <Form.Item
          name="password"
          label={t('fields.password')}
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password name="password" autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
      <GoogleSignInButton callbackPath={next} onError={setError} />
      <div className="auth-links">
        <span>
          {t('login.noAccount')} <Link to="/register">{t('login.toRegister')}</Link>
        </span>
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
      </div>
    </AuthCard>
  );
}
