import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
// Issue 18 (shell): Korean particles after interpolated values, `{{amount, 와/과}}`.
import { koreanParticles } from './korean-particles';

/** Korean, English and Japanese (data-center-board-admin.md §5 profile language ko|en|ja). */
export const SUPPORTED_LANGUAGES = ['ko', 'en', 'ja'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/**
 * platform.md §9: Korean by default. The spec names English as the fallback text language, but
 * every offered language is complete (locales.test.ts fails on any missing file, key or
 * placeholder), so no key ever falls back and no second language is fetched.
 */
export const DEFAULT_LANGUAGE: Language = 'ko';
/** localStorage key holding the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** platform.md §1: at most 10 parallel reads, 5 retries starting at 350 ms and doubling. */
const MAX_PARALLEL_READS = 10;
const MAX_RETRIES = 5;
const RETRY_START_MS = 350;

/** Namespaces the shell needs on every screen; feature namespaces load on first use. */
export const SHELL_NAMESPACES = ['common', 'nav', 'errors'] as const;

type LocaleModule = { default: Record<string, unknown> };
/**
 * The development aids' texts (`dev`) are left out of a production build with the aids themselves
 * (components/dev-aids.tsx explains the guard).
 */
const localeFiles = {
  ...import.meta.glob<LocaleModule>(['../locales/*/*.json', '!../locales/*/dev.json']),
  ...(import.meta.env.MODE !== 'production'
    ? import.meta.glob<LocaleModule>('../locales/*/dev.json')
    : {}),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Reads `src/locales/{lng}/{ns}.json` as a separate chunk; i18next retries a failed read. */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      // Not a network failure: the file does not exist, so retrying cannot help.
      callback(new Error(`No locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      // `true` asks i18next to retry (network hiccup while fetching the chunk).
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be unavailable (privacy mode); the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

function applyLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch (error) {
    console.warn('Could not store the language choice', error);
  }
}

export const i18n = i18next.createInstance();
i18n.on('languageChanged', applyLanguage);

/** Resolves once the shell namespaces are loaded in the stored (or default) language. */
export const i18nReady = i18n
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .use(koreanParticles)
  .init({
    lng: storedLanguage(),
    // No fallback language: each language is complete, and a fallback would make every page fetch
    // a second file per namespace (~7 kB gzip on the landing page, README "Benchmarks").
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    maxParallelReads: MAX_PARALLEL_READS,
    maxRetries: MAX_RETRIES,
    retryTimeout: RETRY_START_MS,
    interpolation: { escapeValue: false }, // React escapes already.
    react: { useSuspense: true },
  });

/** Switches the interface language; `<html lang>` and the stored choice follow. */
export function setLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
