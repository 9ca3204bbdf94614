import { CarOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../components/button-link';
import { useAuth } from '../lib/use-auth';
import { LanguageSelectLoader } from './language-select-loader';
import { useNavForm } from './use-viewport-form';

const SignedInNav = lazy(() => import('./signed-in-bar').then((m) => ({ default: m.SignedInNav })));
const SignedInActions = lazy(() =>
  import('./signed-in-bar').then((m) => ({ default: m.SignedInActions })),
);

function UserMenuLoading() {
  const { t } = useTranslation('common');
  return (
    <span className="user-menu-loading" role="status" aria-label={t('userMenu.loading')}>
      <LoadingOutlined aria-hidden />
    </span>
  );
}

/**
 * platform.md §2.2: the sticky dark bar with navigation, language choice, notification bell and
 * user menu (§2.3: loading indicator, login button, or the signed-in dropdown). Anonymous visitors
 * see only the login button in the navigation (§6), so the entries appear once signed in.
 */
export function TopBar() {
  const { t } = useTranslation(['nav', 'common']);
  const { user, status } = useAuth();
  const form = useNavForm();
  return (
    <header data-testid="top-bar" className={`top-bar top-bar-${form}`}>
      <div className="top-bar-row">
        {user && form === 'mobile' && (
          <Suspense fallback={null}>
            <SignedInNav form="mobile" />
          </Suspense>
        )}
        <Link to="/" className="brand" aria-label={t('brandHome')}>
          <CarOutlined aria-hidden className="brand-icon" />
          <span className="brand-text">{t('common:appName')}</span>
        </Link>
        {user && form === 'grouped' && (
          <Suspense fallback={null}>
            <SignedInNav form="grouped" />
          </Suspense>
        )}
        <div className="top-bar-actions">
          <LanguageSelectLoader />
          {status === 'loading' && <UserMenuLoading />}
          {status === 'signedOut' && (
            <ButtonLink
              to="/login"
              type="primary"
              icon={<UserOutlined />}
              data-testid="login-button"
            >
              {t('common:userMenu.login')}
            </ButtonLink>
          )}
          {user && (
            <Suspense fallback={<UserMenuLoading />}>
              <SignedInActions user={user} compact={form === 'mobile'} />
            </Suspense>
          )}
        </div>
      </div>
      {user && form === 'flat' && (
        <Suspense fallback={null}>
          <SignedInNav form="flat" />
        </Suspense>
      )}
    </header>
  );
}
