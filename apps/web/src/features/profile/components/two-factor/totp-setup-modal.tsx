import { Button, Form, Input, Modal, QRCode, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { errorMessage } from '../../../../lib/error-message';
import { confirmTotp } from '../../api/confirm-totp';
import { startTotpSetup, type TotpSetup, totpSecretOf } from '../../api/start-totp-setup';
import { BackupCodesView } from './backup-codes-view';
import { CurrentPasswordField } from './current-password-field';

type Step = 'password' | 'scan' | 'codes';

/**
 * Authenticator enrolment: password → QR code (otpauth URI) and the key as text → a code from the
 * app turns two-factor on → the backup codes, shown once.
 */
export function TotpSetupModal({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation(['twoFactor', 'errors']);
  const [step, setStep] = useState<Step>('password');
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };

  const onPassword = ({ password }: { password: string }) =>
    run(async () => {
      setSetup(await startTotpSetup(password));
      setStep('scan');
    });

  const onCode = ({ code }: { code: string }) =>
    run(async () => {
      await confirmTotp(code.trim());
      setStep('codes');
      onDone();
    });

  return (
    <Modal
      open
      title={step === 'codes' ? t('backup.title') : t('totp.title')}
      onCancel={onClose}
      footer={
        step === 'codes' ? (
          <Button type="primary" onClick={onClose} data-testid="backup-codes-done">
            {t('backup.done')}
          </Button>
        ) : null
      }
    >
      <FormError message={error} />
      {step === 'password' && (
        <Form layout="vertical" requiredMark={false} onFinish={onPassword}>
          <CurrentPasswordField />
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('totp.next')}
          </Button>
        </Form>
      )}
      {step === 'scan' && setup && (
        <Form layout="vertical" requiredMark={false} onFinish={onCode}>
          <Typography.Paragraph>{t('totp.scan')}</Typography.Paragraph>
          <Space orientation="vertical" align="center" style={{ width: '100%' }}>
            <QRCode value={setup.totpURI} data-testid="totp-qr" />
            <Typography.Text type="secondary">{t('totp.secret')}</Typography.Text>
            <Typography.Text code copyable data-testid="totp-secret">
              {totpSecretOf(setup.totpURI)}
            </Typography.Text>
          </Space>
          <Typography.Paragraph style={{ marginTop: 16 }}>{t('totp.confirm')}</Typography.Paragraph>
          <Form.Item
            name="code"
            label={t('secondStep.code')}
            rules={[
              { required: true, message: t('secondStep.codeRequired') },
              { pattern: /^\d{6}$/, message: t('errors:codes.auth/invalid-code-format') },
            ]}
          >
            <Input
              name="totp-code"
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              autoFocus
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('totp.verify')}
          </Button>
        </Form>
      )}
      {step === 'codes' && setup && <BackupCodesView codes={setup.backupCodes} />}
    </Modal>
  );
}
