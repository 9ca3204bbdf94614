import type { TFunction } from 'i18next';

/** Section labels (keys under `nav:titles`) per exact path (platform.md §2.1 title table). */
const TITLE_KEYS: Record<string, string> = {
  '/': 'landing',
  '/login': 'login',
  '/register': 'register',
  '/forgot-password': 'forgotPassword',
  '/reset-password': 'resetPassword',
  '/help': 'help',
  '/privacy-policy': 'privacyPolicy',
  '/demo/depreciation': 'depreciationDemo',
  '/demo/depreciation-results': 'depreciationDemoResults',
  '/board': 'board',
  '/home': 'home',
  '/profile': 'profile',
  '/user-profile': 'profile',
  '/account-settings': 'accountSettings',
  '/settings': 'accountSettings',
  '/forecast': 'forecast',
  '/model-portal': 'modelPortal',
  '/prophet-forecast': 'prophetForecast',
  '/xgboost-forecast': 'xgboostForecast',
  '/xgboost': 'xgboostForecast',
  '/sarima-forecast': 'sarimaForecast',
  '/cost-allocation': 'costAllocation',
  '/cost-estimation': 'costEstimation',
  '/depreciation': 'depreciation',
  '/depreciation-management': 'depreciation',
  '/depreciation-results': 'depreciationResults',
  '/investment-compensation': 'investmentCompensation',
  '/transportation-general-cost': 'transportationGeneralCost',
  '/transportation-cost-v3': 'transportationCost',
  '/cost-adjustment': 'costAdjustment',
  '/financial-support': 'financialSupport',
  '/token-refresh': 'tokenRefresh',
  '/dashboard': 'dashboard',
  '/forecast-dashboard': 'forecastDashboard',
  '/financial-data-center': 'financialDataCenter',
  '/admin': 'admin',
  '/super-admin': 'superAdmin',
};

/** Prefixes whose pages share one label (the data center's sub-pages belong to it). */
const PREFIX_KEYS: ReadonlyArray<readonly [string, string]> = [
  ['/financial-data-center/', 'financialDataCenter'],
];

/** §2.1: /page/, /board/ and /dev/ prefixes and unknown paths get the generic label. */
export const GENERIC_TITLE_KEY = 'generic';

/** The `nav:titles` key of the section label for a path. */
export function pageTitleKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = TITLE_KEYS[path];
  if (exact) return exact;
  const prefixed = PREFIX_KEYS.find(([prefix]) => path.startsWith(prefix));
  return prefixed ? prefixed[1] : GENERIC_TITLE_KEY;
}

/** `<prefix> | <section label>` in the current language, e.g. "버스 운송원가 시스템 | 대시보드". */
export function pageTitle(pathname: string, t: TFunction): string {
  return `${t('common:appName')} | ${t(`nav:titles.${pageTitleKey(pathname)}`)}`;
}
