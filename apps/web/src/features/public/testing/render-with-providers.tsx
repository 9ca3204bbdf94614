import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import enDataPrompt from '../../../locales/en/dataPrompt.json';
import enHelp from '../../../locales/en/help.json';
import enHome from '../../../locales/en/home.json';
import enLanding from '../../../locales/en/landing.json';
import enNav from '../../../locales/en/nav.json';
import enPrivacy from '../../../locales/en/privacy.json';
import enStaticPage from '../../../locales/en/staticPage.json';
import koDataPrompt from '../../../locales/ko/dataPrompt.json';
import koHelp from '../../../locales/ko/help.json';
import koHome from '../../../locales/ko/home.json';
import koLanding from '../../../locales/ko/landing.json';
import koNav from '../../../locales/ko/nav.json';
import koPrivacy from '../../../locales/ko/privacy.json';
import koStaticPage from '../../../locales/ko/staticPage.json';

/**
 * An i18next instance with this feature's namespaces loaded up front, so page tests do not depend
 * on the app's lazy loader and never suspend.
 */
export async function createTestI18n(lng: 'ko' | 'en' = 'ko'): Promise<I18n> {
  ensureBrowserStubs();
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['landing', 'home', 'help', 'privacy', 'staticPage', 'dataPrompt', 'nav'],
    resources: {
      ko: {
        landing: koLanding,
        home: koHome,
        help: koHelp,
        privacy: koPrivacy,
        staticPage: koStaticPage,
        dataPrompt: koDataPrompt,
        nav: koNav,
      },
      en: {
        landing: enLanding,
        home: enHome,
        help: enHelp,
        privacy: enPrivacy,
        staticPage: enStaticPage,
        dataPrompt: enDataPrompt,
        nav: enNav,
      },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Stands in for the browser's ResizeObserver: jsdom does no layout, so nothing ever resizes. */
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * jsdom lacks matchMedia and ResizeObserver, which antd (Grid, Table) uses on mount. The
 * matchMedia stub reports "no match", i.e. the narrowest layout. Each stub is only installed when
 * the test setup has not provided one.
 */
export function ensureBrowserStubs(): void {
  if (typeof window.ResizeObserver !== 'function') window.ResizeObserver = NoopResizeObserver;
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

type RenderRouteOptions = {
  /** Route pattern the element is mounted on, e.g. '/page/:slug'. */
  path: string;
  /** Address the memory router starts at, e.g. '/help#params'. */
  url: string;
  i18n: I18n;
  wrap?: (element: ReactElement) => ReactElement;
};

/** Renders one page on its route inside a memory router; returns the router to inspect location. */
export function renderRoute(element: ReactElement, { path, url, i18n, wrap }: RenderRouteOptions) {
  const router = createMemoryRouter(
    [
      { path, element: wrap ? wrap(element) : element },
      // Somewhere for links to land, so following one does not raise a routing error.
      { path: '*', element: <p data-testid="other-route" /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, ...result };
}
