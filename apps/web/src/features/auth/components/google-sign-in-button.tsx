import { GoogleOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useServerMeta } from '../../../lib/server-meta';
import { googleErrorCode, startGoogleSignIn } from '../api/auth-calls';

type GoogleSignInButtonProps = { callbackPath: string; onError: (message: string) => void };

/** Google sign-in, shown only when the server has Google OAuth configured (spec README "Replace"). */
export function GoogleSignInButton({ callbackPath, onError }: GoogleSignInButtonProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const { data: meta } = useServerMeta();
  const [pending, setPending] = useState(false);
  const [params] = useSearchParams();
  const returnedError = params.get('error');
  // A failed Google sign-in comes back to the login page with ?error= (platform.md §8.4).
  useEffect(() => {
    if (returnedError) onError(t(`errors:codes.${googleErrorCode(returnedError)}`));
  }, [returnedError, onError, t]);
  if (!meta?.googleSignIn) return null;
  const onClick = async () => {
    setPending(true);
    try {
      await startGoogleSignIn(callbackPath);
    } catch (error) {
      onError(errorMessage(error, t));
      setPending(false);
    }
  };
  return (
    <>
      <Divider plain>{t('auth:login.or')}</Divider>
      <Button block size="large" icon={<GoogleOutlined />} loading={pending} onClick={onClick}>
        {t('auth:google.button')}
      </Button>
    </>
  );
}
