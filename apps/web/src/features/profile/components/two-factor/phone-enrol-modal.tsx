import { normalizeKoreanPhone } from '@bus/domain';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { errorMessage } from '../../../../lib/error-message';
import { useFeedback } from '../../../../lib/feedback';
import { sendPhoneCode } from '../../api/send-phone-code';
import { verifyPhoneCode } from '../../api/verify-phone-code';
import { CurrentPasswordField } from './current-password-field';

type CodeValues = { code: string; password: string };

/**
 * data-center-board-admin.md §5 two-factor phone: a Korean mobile number (normalised to +82 by the
 * server), a 6-digit code by SMS, and the password that turns SMS two-factor on.
 */
export function PhoneEnrolModal({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation(['twoFactor', 'errors']);
  const { message } = useFeedback();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async ({ phoneNumber }: { phoneNumber: string }) => {
    setBusy(true);
    setError(null);
    try {
      const sent = await sendPhoneCode(phoneNumber);
      setPhone(phoneNumber);
      setSentTo(sent.sentTo);
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };

  const verify = async ({ code, password }: CodeValues) => {
    setBusy(true);
    setError(null);
    try {
      await verifyPhoneCode({ code: code.trim(), password });
      message.success(t('phone.enabled'));
      onDone();
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t));
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('phone.title')} onCancel={onClose} footer={null}>
      <FormError message={error} />
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={send}
        initialValues={{ phoneNumber: phone }}
      >
        <Form.Item
          name="phoneNumber"
          label={t('phone.number')}
          rules={[
            { required: true, whitespace: true, message: t('phone.numberRequired') },
            {
              validator: (_rule, value: string | undefined) =>
                !value || normalizeKoreanPhone(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('phone.numberInvalid'))),
            },
          ]}
        >
          <Input
            name="phoneNumber"
            type="tel"
            autoComplete="tel-national"
            placeholder={t('phone.placeholder')}
            maxLength={20}
          />
        </Form.Item>
        <Button htmlType="submit" loading={busy && !sentTo} block>
          {sentTo ? t('phone.resend') : t('phone.send')}
        </Button>
      </Form>
      {sentTo && (
        <Form<CodeValues>
          layout="vertical"
          requiredMark={false}
          onFinish={verify}
          style={{ marginTop: 16 }}
        >
          <Typography.Paragraph>{t('phone.sentTo', { phone: sentTo })}</Typography.Paragraph>
          <Form.Item
            name="code"
            label={t('secondStep.code')}
            rules={[
              { required: true, message: t('secondStep.codeRequired') },
              { pattern: /^\d{6}$/, message: t('errors:codes.auth/invalid-code-format') },
            ]}
          >
            <Input name="code" inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <CurrentPasswordField autoFocus={false} />
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('phone.verify')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
