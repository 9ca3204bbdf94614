import type { TwoFactorMethod } from '@bus/domain';
import { Button, Checkbox, Form, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { type SecondStepMethod, sendSignInCode, verifySecondStep } from '../api/two-factor-calls';

/** platform.md §5: the second-step code is six digits. */
const SIX_DIGITS = /^\d{6}$/;

/** Codes after which the two-factor challenge is gone: only a new sign-in helps. */
const RESTART_CODES = new Set(['auth/invalid-verification-id', 'auth/code-expired']);

type SecondStepProps = {
  /** What better-auth offered (twoFactorMethods); backup codes come with the authenticator. */
  methods: readonly TwoFactorMethod[];
  /** Called once the session exists. */
  onSignedIn: () => Promise<void>;
  /** Back to the e-mail and password form. */
  onRestart: () => void;
};

type CodeValues = { code: string; trustDevice: boolean };

export function availableMethods(methods: readonly TwoFactorMethod[]): SecondStepMethod[] {
  const list: SecondStepMethod[] = [];
  if (methods.includes('totp')) list.push('totp');
  if (methods.includes('otp')) list.push('otp');
  if (methods.includes('totp')) list.push('backup');
  return list;
}

/** The login's second step (platform.md §8.3): SMS code, authenticator code or backup code. */
export function SecondStep({ methods, onSignedIn, onRestart }: SecondStepProps) {
  const { t } = useTranslation(['twoFactor', 'errors']);
  const { message } = useFeedback();
  const choices = availableMethods(methods);
  const [method, setMethod] = useState<SecondStepMethod>(choices[0] ?? 'otp');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mustRestart, setMustRestart] = useState(false);
  const [form] = Form.useForm<CodeValues>();

  const fail = (caught: unknown) => {
    setError(errorMessage(caught, t));
    if (caught instanceof ApiError && RESTART_CODES.has(caught.problem.code)) setMustRestart(true);
  };

  const sendCode = async () => {
    setSending(true);
    setError(null);
    try {
      await sendSignInCode();
      setSent(true);
      message.success(t('secondStep.codeSent'));
    } catch (caught) {
      fail(caught);
    } finally {
      setSending(false);
    }
  };

  const onFinish = async ({ code, trustDevice }: CodeValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await verifySecondStep(method, code.trim(), trustDevice);
      await onSignedIn();
    } catch (caught) {
      fail(caught);
      setSubmitting(false);
    }
  };

  const isBackup = method === 'backup';
  const codeRules = isBackup
    ? [{ required: true, whitespace: true, message: t('secondStep.backupCodeRequired') }]
    : [
        { required: true, message: t('secondStep.codeRequired') },
        { pattern: SIX_DIGITS, message: t('errors:codes.auth/invalid-code-format') },
      ];

  return (
    <div data-testid="second-step">
      <Typography.Paragraph type="secondary">{t('secondStep.subtitle')}</Typography.Paragraph>
      <FormError message={error} />
      {choices.length > 1 && (
        <Segmented<SecondStepMethod>
          block
          value={method}
          onChange={(value) => {
            setMethod(value);
            setError(null);
            form.resetFields(['code']);
          }}
          options={choices.map((value) => ({ value, label: t(`secondStep.methods.${value}`) }))}
          data-testid="second-step-method"
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Paragraph>{t(`secondStep.${method}Help`)}</Typography.Paragraph>
      {method === 'otp' && (
        <Button
          block
          onClick={sendCode}
          loading={sending}
          disabled={mustRestart}
          data-testid="second-step-send"
          style={{ marginBottom: 16 }}
        >
          {sent ? t('secondStep.resendCode') : t('secondStep.sendCode')}
        </Button>
      )}
      <Form<CodeValues>
        form={form}
        name="second-step"
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
        initialValues={{ code: '', trustDevice: false }}
      >
        <Form.Item
          name="code"
          label={isBackup ? t('secondStep.backupCode') : t('secondStep.code')}
          rules={codeRules}
        >
          <Input
            name="code"
            size="large"
            autoComplete="one-time-code"
            inputMode={isBackup ? 'text' : 'numeric'}
            maxLength={isBackup ? 32 : 6}
            autoFocus
          />
        </Form.Item>
        <Form.Item name="trustDevice" valuePropName="checked">
          <Checkbox>{t('secondStep.trustDevice')}</Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={submitting}
          disabled={mustRestart}
        >
          {t('secondStep.submit')}
        </Button>
      </Form>
      <div className="auth-links">
        <Button type="link" onClick={onRestart} data-testid="second-step-restart">
          {t('secondStep.restart')}
        </Button>
      </div>
    </div>
  );
}
