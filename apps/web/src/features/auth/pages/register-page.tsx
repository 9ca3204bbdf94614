import { NAME_MIN_LENGTH } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormRule as Rule } from 'antd';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../app/guards';
import { FormError } from '../../../components/form-error';
import { setAutoLoginPrevented } from '../../../lib/auth-storage';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { meQueryOptions } from '../../../lib/use-auth';
import { usePasswordRules } from '../../../lib/use-password-rules';
import { registerAccount } from '../api/auth-calls';
import { AuthCard } from '../components/auth-card';

type RegisterValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  privacyConsent: boolean;
};

/**
 * data-center-board-admin.md §2/§5 register: validated form, then signed in on /dashboard, or on
 * the same-site `next` it was opened with (an invitation link sends the new account back to it).
 */
export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const withNext = (path: string) =>
    params.get('next') ? `${path}?next=${encodeURIComponent(next)}` : path;
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { passwordRules, confirmRules } = usePasswordRules('password');

  const nameRules: Rule[] = [
    { required: true, whitespace: true, message: t('register.nameRequired') },
    {
      validator: async (_, value: string | undefined) => {
        if (value && value.trim().length > 0 && value.trim().length < NAME_MIN_LENGTH) {
          throw new Error(t('register.nameTooShort', { min: NAME_MIN_LENGTH }));
        }
      },
    },
  ];
  const consentRules: Rule[] = [
    {
      validator: async (_, value: boolean | undefined) => {
        if (!value) throw new Error(t('register.consentRequired'));
      },
    },
  ];

  const onFinish = async (values: RegisterValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await registerAccount({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        privacyConsent: true,
      });
      setAutoLoginPrevented(false);
      const me = await queryClient.fetchQuery(meQueryOptions);
      message.success(t('common:messages.welcome', { name: me?.name ?? values.name }));
      navigate(next, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, t, 'signUpFailed'));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <FormError message={error} />
      <Form<RegisterValues>
        name="register"
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
      >
        <Form.Item name="name" label={t('fields.name')} rules={nameRules}>
          <Input
            name="name"
            autoComplete="name"
            size="large"
            placeholder={t('placeholders.name')}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[
            { required: true, whitespace: true, message: t('register.emailRequired') },
            { type: 'email', message: t('register.emailInvalid') },
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
          rules={passwordRules}
          extra={t('register.passwordHint')}
        >
          <Input.Password name="password" autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          dependencies={['password']}
          rules={confirmRules}
        >
          <Input.Password name="confirmPassword" autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item name="privacyConsent" valuePropName="checked" rules={consentRules}>
          <Checkbox name="privacyConsent">
            <Trans
              t={t}
              i18nKey="register.consent"
              components={{
                policy: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans fills the link text from the translation.
                  <a
                    href="/privacy-policy"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby="consent-new-tab"
                  />
                ),
              }}
            />
            <span id="consent-new-tab" className="visually-hidden">
              {t('register.consentNewTab')}
            </span>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </Form>
      <div className="auth-links">
        <span>
          {t('register.hasAccount')} <Link to={withNext('/login')}>{t('register.toLogin')}</Link>
        </span>
      </div>
    </AuthCard>
  );
}
