import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { recordPageView } from '../lib/page-view';
import { pageTitle } from './page-titles';

/** platform.md §2.1: the title follows every route change and each change records a page view. */
export function useRouteEffects(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation(['common', 'nav']);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the language change must re-title the page.
  useEffect(() => {
    document.title = pageTitle(pathname, t);
  }, [pathname, t, i18n.resolvedLanguage]);

  // Only the path: a language switch is not a new page view.
  useEffect(() => {
    recordPageView(pathname, pageTitle(pathname, i18n.t));
  }, [pathname, i18n]);
}
