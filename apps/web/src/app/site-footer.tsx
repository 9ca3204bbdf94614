import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** platform.md §2.5: privacy policy and terms links and a copyright line with the year. */
export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <nav className="site-footer-links" aria-label={t('footer.label')}>
        <Link to="/privacy-policy">{t('footer.privacyPolicy')}</Link>
        <Link to="/page/terms">{t('footer.terms')}</Link>
      </nav>
      <p className="site-footer-copyright">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
