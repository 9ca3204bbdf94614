import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../lib/i18n';

/** Toggles ko ↔ en; shows the language it switches to ("EN" while Korean, "한국어" while English). */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const next = i18n.resolvedLanguage === 'en' ? 'ko' : 'en';
  return (
    <Button
      type="text"
      className="top-bar-button"
      data-testid="language-toggle"
      aria-label={t('language.toggleLabel')}
      lang={next}
      onClick={() => {
        setLanguage(next).catch((error: unknown) => console.error('Language switch failed', error));
      }}
    >
      {t('language.toggleText')}
    </Button>
  );
}
