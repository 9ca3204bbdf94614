import { GlobalOutlined } from '@ant-design/icons';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateLanguage } from '../features/profile/api/update-language';
import { useFeedback } from '../lib/feedback';
import { isLanguage, type Language, SUPPORTED_LANGUAGES, setLanguage } from '../lib/i18n';
import { useAuth } from '../lib/use-auth';

/**
 * `autoFocus` and `defaultOpen`: the top bar mounts this select only when the visitor reaches for
 * the language (language-select-loader.tsx), and opens it there with the focus it took.
 */
type LanguageSelectProps = Pick<SelectProps, 'autoFocus' | 'defaultOpen'>;

/**
 * Chooses the interface language among 한국어, English and 日本語; each is named in its own
 * language, so the list reads the same whatever is selected. Signed in, the choice is also saved
 * as the profile's preferred language, which follows the user to other devices; a visitor's choice
 * stays in this browser. An admin acting as another user does not change that user's profile.
 */
export function LanguageSelect({ autoFocus, defaultOpen }: LanguageSelectProps = {}) {
  const { t, i18n } = useTranslation('common');
  const { user } = useAuth();
  const { message } = useFeedback();
  const saveLanguage = useUpdateLanguage();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ko';

  const choose = (language: Language) => {
    setLanguage(language).catch((error: unknown) => console.error('Language switch failed', error));
    if (!user || user.impersonatedBy) return;
    saveLanguage.mutate(language, {
      // The screen has switched already (i18n.t speaks the new language, this render's t the
      // old one); say that the profile, and so the other devices, keep the previous language.
      onError: () => void message.warning(i18n.t('common:language.saveFailed')),
    });
  };

  return (
    <Select<Language>
      className="language-select"
      data-testid="language-select"
      aria-label={t('language.label')}
      variant="borderless"
      size="small"
      value={current}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      popupMatchSelectWidth={false}
      prefix={<GlobalOutlined aria-hidden />}
      options={SUPPORTED_LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{t(`language.names.${language}`)}</span>,
        title: t(`language.names.${language}`),
      }))}
      onChange={choose}
    />
  );
}
