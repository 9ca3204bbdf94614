import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { ConfigProvider, Spin } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import jaJP from 'antd/es/locale/ja_JP';
import koKR from 'antd/es/locale/ko_KR';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { onUnauthenticated } from '../lib/api-client';
import { FeedbackProvider } from '../lib/feedback';
import { i18n, isLanguage, type Language } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { ME_QUERY_KEY } from '../lib/use-auth';
import { SessionPreferences } from './session-preferences';

const ANTD_LOCALES: Record<Language, Locale> = { ko: koKR, en: enUS, ja: jaJP };

/** antd's and dayjs's locale follow the interface language (ko_KR by default). */
function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const language: Language = isLanguage(instance.resolvedLanguage)
    ? instance.resolvedLanguage
    : 'ko';
  useEffect(() => {
    dayjs.locale(language);
  }, [language]);
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      theme={{
        token: {
          fontFamily: 'var(--app-font)',
          colorPrimary: '#1668dc',
          motion: !reducedMotion,
        },
      }}
    >
      <FeedbackProvider>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}

/** A 401 on a protected call means the session ended: re-check it so the guards redirect. */
function SessionExpiryWatcher() {
  const queryClient = useQueryClient();
  useEffect(
    () => onUnauthenticated(() => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })),
    [queryClient],
  );
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {/* Until the shell's translations arrive there is nothing to say in any language. */}
        <Suspense
          fallback={
            <div className="page-spinner" aria-busy="true">
              <Spin size="large" />
            </div>
          }
        >
          <LocalizedAntd>
            <SessionExpiryWatcher />
            <SessionPreferences />
            {children}
          </LocalizedAntd>
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
