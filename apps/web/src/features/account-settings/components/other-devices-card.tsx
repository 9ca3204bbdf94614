import { LaptopOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSignOutOthers } from '../api/sign-out-others';

/**
 * Sign out of other devices: every session of this account except this browser's ends at once
 * (the server deletes them; the next request there goes to the login page). Asks first.
 */
export function OtherDevicesCard() {
  const { t } = useTranslation(['accountSettings', 'errors']);
  const signOutOthers = useSignOutOthers();
  const [confirming, setConfirming] = useState(false);
  // The outcome (or the failure) shows in the card from the mutation's state.
  const confirm = () => signOutOthers.mutate(undefined, { onSettled: () => setConfirming(false) });
  const revoked = signOutOthers.data?.revoked;
  return (
    <Card
      title={
        <span>
          <LaptopOutlined aria-hidden /> {t('devices.title')}
        </span>
      }
      className="settings-card"
      data-testid="devices-card"
    >
      <Typography.Paragraph>{t('devices.text')}</Typography.Paragraph>
      {revoked !== undefined && (
        <Alert
          type="success"
          showIcon
          role="status"
          className="settings-result"
          data-testid="devices-result"
          title={revoked === 0 ? t('devices.none') : t('devices.done', { n: revoked })}
        />
      )}
      {signOutOthers.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="settings-result"
          title={errorMessage(signOutOthers.error, t)}
        />
      )}
      <Button onClick={() => setConfirming(true)} data-testid="sign-out-others">
        {t('devices.button')}
      </Button>
      <Modal
        open={confirming}
        title={t('devices.confirmTitle')}
        okText={t('devices.confirmOk')}
        cancelText={t('actions.cancel')}
        okButtonProps={{ danger: true, loading: signOutOthers.isPending }}
        onOk={confirm}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>{t('devices.confirmText')}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}
