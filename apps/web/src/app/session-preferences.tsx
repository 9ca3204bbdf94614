import { useEffect, useRef } from 'react';
import { setDisplayTimeZone } from '../lib/format';
import { isLanguage, setLanguage } from '../lib/i18n';
import { useAuth } from '../lib/use-auth';

/**
 * The profile's preferred language follows the user across devices: it is applied when their
 * session is first read (page load or sign-in), not on every /me poll, so a language picked in this
 * tab afterwards stays. An admin acting as another user keeps their own language. Signed out, times
 * are shown in Korea's zone again (lib/use-auth.ts sets the user's zone as the session is read).
 */
export function SessionPreferences() {
  const { user } = useAuth();
  const appliedFor = useRef<string | null>(null);
  const userId = user?.id ?? null;
  const preferred = user && !user.impersonatedBy ? user.preferredLanguage : null;

  useEffect(() => {
    if (!userId) {
      appliedFor.current = null;
      setDisplayTimeZone(null);
      return;
    }
    if (appliedFor.current === userId) return;
    appliedFor.current = userId;
    if (!isLanguage(preferred)) return;
    setLanguage(preferred).catch((error: unknown) =>
      console.error('Could not apply the preferred language', error),
    );
  }, [userId, preferred]);

  return null;
}
