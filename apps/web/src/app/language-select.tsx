import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, SUPPORTED_LANGUAGES, setLanguage } from '../lib/i18n';

/**
 * Chooses the interface language among 한국어, English and 日本語; each is named in its own
 * language, so the list reads the same whatever is selected.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ko';
  return (
    <Select<Language>
      className="language-select"
      data-testid="language-select"
      aria-label={t('language.label')}
      variant="borderless"
      size="small"
      value={current}
      popupMatchSelectWidth={false}
      prefix={<GlobalOutlined aria-hidden />}
      options={SUPPORTED_LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{t(`language.names.${language}`)}</span>,
        title: t(`language.names.${language}`),
      }))}
      onChange={(language) => {
        setLanguage(language).catch((error: unknown) =>
          console.error('Language switch failed', error),
        );
      }}
    />
  );
}
