import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../../lib/feedback';
import { disableTwoFactor } from '../../api/disable-two-factor';
import { useTwoFactorStatus } from '../../api/get-two-factor-status';
import { PROFILE_ROOT, profileKeys } from '../../api/keys';
import { regenerateBackupCodes } from '../../api/regenerate-backup-codes';
import { BackupCodesView } from './backup-codes-view';
import { PasswordConfirmModal } from './password-confirm-modal';
import { PhoneEnrolModal } from './phone-enrol-modal';
import { TotpSetupModal } from './totp-setup-modal';

type Dialog = 'totp' | 'phone' | 'regenerate' | 'disable' | null;

/**
 * Two-factor enrolment and removal (data-center-board-admin.md §4, §5; issue 6 §3) for the
 * profile's security tab: authenticator app, SMS phone, backup codes, turning it off.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation(['twoFactor', 'errors']);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  // Two-factor changes move the security score and the profile's twoFactorEnabled too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.twoFactorStatus() }),
      queryClient.invalidateQueries({ queryKey: PROFILE_ROOT }),
    ]);
  const close = () => setDialog(null);

  if (status.isPending) return <Card loading title={t('settings.title')} />;
  if (status.isError) {
    return (
      <Card title={t('settings.title')}>
        <Alert type="error" showIcon title={t('settings.loadFailed')} />
      </Card>
    );
  }
  const state = status.data;

  return (
    <Card title={t('settings.title')} data-testid="two-factor-settings">
      <Typography.Paragraph type="secondary">{t('settings.description')}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('settings.state')}>
          <Tag color={state.enabled ? 'green' : 'default'} data-testid="two-factor-state">
            {state.enabled ? t('settings.enabled') : t('settings.disabled')}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.authenticator')}>
          {state.totp ? t('settings.authenticatorOn') : t('settings.authenticatorOff')}
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.phone')}>
          {state.phoneNumber ?? t('settings.phoneNone')}
        </Descriptions.Item>
        {state.backupCodesRemaining !== null && (
          <Descriptions.Item label={t('settings.backupCodes')}>
            {t('settings.backupCodesCount', { count: state.backupCodesRemaining })}
          </Descriptions.Item>
        )}
      </Descriptions>
      {state.hasPassword ? (
        <Space wrap>
          {!state.totp && (
            <Button type="primary" onClick={() => setDialog('totp')}>
              {t('settings.setupTotp')}
            </Button>
          )}
          <Button onClick={() => setDialog('phone')}>
            {state.phoneVerified ? t('settings.changePhone') : t('settings.enrolPhone')}
          </Button>
          {state.totp && (
            <Button onClick={() => setDialog('regenerate')}>
              {t('settings.regenerateBackup')}
            </Button>
          )}
          {state.enabled && (
            <Button danger onClick={() => setDialog('disable')}>
              {t('settings.disable')}
            </Button>
          )}
        </Space>
      ) : (
        <Alert type="info" showIcon title={t('settings.noPassword')} />
      )}

      {dialog === 'totp' && (
        <TotpSetupModal
          onDone={() => {
            message.success(t('totp.enabled'));
            void refresh();
          }}
          onClose={close}
        />
      )}
      {dialog === 'phone' && <PhoneEnrolModal onDone={() => void refresh()} onClose={close} />}
      {dialog === 'regenerate' && (
        <PasswordConfirmModal
          title={t('backup.regenerateTitle')}
          warning={t('backup.regenerateHelp')}
          okText={t('backup.regenerate')}
          onConfirm={async (password) => {
            setNewCodes(await regenerateBackupCodes(password));
            close();
            void refresh();
          }}
          onClose={close}
        />
      )}
      {dialog === 'disable' && (
        <PasswordConfirmModal
          title={t('disable.title')}
          warning={t('disable.warning')}
          okText={t('disable.confirm')}
          danger
          onConfirm={async (password) => {
            await disableTwoFactor(password);
            message.success(t('disable.done'));
            close();
            void refresh();
          }}
          onClose={close}
        />
      )}
      {newCodes && (
        <Modal
          open
          title={t('backup.title')}
          onCancel={() => setNewCodes(null)}
          footer={
            <Button type="primary" onClick={() => setNewCodes(null)}>
              {t('backup.done')}
            </Button>
          }
        >
          <BackupCodesView codes={newCodes} />
        </Modal>
      )}
    </Card>
  );
}
