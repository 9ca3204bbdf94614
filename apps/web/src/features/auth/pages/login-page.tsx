import { SECOND_STEP_PARAM, secondStepMethods, type TwoFactorMethod } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../app/guards';
import { FormError } from '../../../components/form-error';
import { SessionExpiredNotice } from '../../../components/session-expired-notice';
import { setAutoLoginPrevented } from '../../../lib/auth-storage';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { clearUserQueries } from '../../../lib/query-client';
import { meQueryOptions, useAuth } from '../../../lib/use-auth';
import { signInFirstStep } from '../api/two-factor-calls';
import { AuthCard } from '../components/auth-card';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { SecondStep } from '../components/second-step';

type LoginValues = { email: string; password: string };

/**
 * data-center-board-admin.md §2/§5 login: email and password, then — when two-factor is on — the
 * second step (platform.md §8.3), then `next` or /dashboard. A Google sign-in that needs the second
 * step comes back here with `?twoFactor=<methods>` and opens it directly.
 */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common', 'errors', 'twoFactor']);
  const { status } = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<readonly TwoFactorMethod[] | null>(() =>
    secondStepMethods(params.get(SECOND_STEP_PARAM)),
  );
  const next = safeNextPath(params.get('next'));

  if (status === 'signedIn' && !submitting) return <Navigate to={next} replace />;

  /** The session exists: load it and go on. */
  const finishSignIn = async (fallbackName: string) => {
    setSubmitting(true);
    // A deliberate sign-in ends the "stay logged out" wish of the last logout.
    setAutoLoginPrevented(false);
    clearUserQueries(queryClient);
    try {
      const me = await queryClient.fetchQuery(meQueryOptions);
      message.success(t('common:messages.welcome', { name: me?.name ?? fallbackName }));
      navigate(next, { replace: true });
    } catch (caught) {
      setSubmitting(false);
      throw caught;
    }
  };

  const onFinish = async ({ email, password }: LoginValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await signInFirstStep(email.trim(), password);
      if (result.kind === 'secondStep') {
        setSecondStep(result.methods);
        setSubmitting(false);
        return;
      }
      await finishSignIn(email);
    } catch (caught) {
      setError(errorMessage(caught, t));
      setSubmitting(false);
    }
  };

  if (secondStep) {
    return (
      <AuthCard title={t('twoFactor:secondStep.title')}>
        <SecondStep
          methods={secondStep}
          onSignedIn={() => finishSignIn('')}
          onRestart={() => {
            setSecondStep(null);
            setError(null);
            // A reload must not reopen a Google challenge that is over.
            setParams(
              (current) => {
                current.delete(SECOND_STEP_PARAM);
                return current;
              },
              { replace: true },
            );
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <SessionExpiredNotice />
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
          {t('login.noAccount')}{' '}
          <Link
            to={params.get('next') ? `/register?next=${encodeURIComponent(next)}` : '/register'}
          >
            {t('login.toRegister')}
          </Link>
        </span>
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
      </div>
    </AuthCard>
  );
}
