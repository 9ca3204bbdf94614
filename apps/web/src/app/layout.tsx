import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { DevAids } from '../components/dev-aids';
import { ImpersonationBanner } from '../components/impersonation-banner';
import { RoleMismatchNotice } from '../components/role-mismatch-notice';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { useRouteEffects } from './use-route-effects';

/** platform.md §2.1: header with navigation, the page, and the footer. */
export function RootLayout() {
  const { t } = useTranslation('nav');
  const navigation = useNavigation();
  useRouteEffects();
  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <TopBar />
      <ImpersonationBanner />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <RoleMismatchNotice />
        {/* Later navigations wait for the next page's chunk; say so without hiding the current page. */}
        {navigation.state === 'loading' && (
          <div className="navigation-spinner" role="status" aria-label={t('common:pageLoading')}>
            <Spin size="small" />
          </div>
        )}
        <Outlet />
      </main>
      <SiteFooter />
      <DevAids />
    </div>
  );
}
