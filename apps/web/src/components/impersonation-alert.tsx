import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { useFeedback } from '../lib/feedback';
import { ME_QUERY_KEY } from '../lib/use-auth';

/** The banner of ImpersonationBanner: who is being impersonated, and one click back to /admin. */
export function ImpersonationAlert({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation(['common', 'errors']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [stopping, setStopping] = useState(false);

  const stop = async () => {
    setStopping(true);
    try {
      await api.post('/admin/impersonation/stop', {});
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      await navigate('/admin');
    } catch (error) {
      console.error('Stopping impersonation failed', error);
      message.error(`${t('common:impersonation.stopFailed')} ${errorMessage(error, t)}`);
    } finally {
      setStopping(false);
    }
  };

  return (
    <Alert
      banner
      type="warning"
      role="status"
      data-testid="impersonation-banner"
      message={t('common:impersonation.banner', { name, email })}
      action={
        <Button
          size="small"
          type="primary"
          loading={stopping}
          onClick={() => void stop()}
          data-testid="impersonation-stop"
        >
          {t('common:impersonation.stop')}
        </Button>
      }
    />
  );
}
