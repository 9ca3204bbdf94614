import { Alert } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSessionExpired, peekSessionExpired } from '../lib/session-expiry';

/** Space below the alert, as FormError keeps it off the first field. */
const NOTICE_STYLE = { marginBottom: 16 } as const;

function Notice() {
  const { t } = useTranslation('session');
  // Read once when the page opens; shown until the user leaves it, and only this once.
  const [reason] = useState(peekSessionExpired);
  useEffect(() => clearSessionExpired(), []);
  if (!reason) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={NOTICE_STYLE}
      data-testid="session-expired"
      title={t('expired.title')}
      description={t(`expired.${reason}`)}
    />
  );
}

/**
 * On the login page after the server ended the session (idle timeout or the 480-minute limit,
 * data-center-board-admin.md §4 session): why the user was signed out.
 */
export function SessionExpiredNotice() {
  // Its own boundary: loading the `session` texts must not blank the login form.
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
