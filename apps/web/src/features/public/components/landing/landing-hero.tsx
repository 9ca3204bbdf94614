import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import './landing.css';

export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-hero-title" className="landing-hero">
      <div className="landing-hero__inner">
        <p className="landing-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="landing-hero-title" className="landing-hero__title">
          {t('hero.title')}
        </h1>
        <p className="landing-hero__subtitle">{t('hero.subtitle')}</p>
        <div className="landing-hero__actions">
          <LinkButton to="/register" type="primary" size="large">
            {t('hero.register')}
          </LinkButton>
          <LinkButton to="/login" size="large" ghost>
            {t('hero.login')}
          </LinkButton>
          <LinkButton to="/help" size="large" type="link">
            <span className="landing-hero__help">{t('hero.help')}</span>
          </LinkButton>
        </div>
        <p className="landing-hero__badge">
          <ClockCircleOutlined aria-hidden /> {t('hero.badge')}
        </p>
      </div>
    </section>
  );
}
