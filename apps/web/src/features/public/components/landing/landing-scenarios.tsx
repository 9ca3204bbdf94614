import {
  MessageOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingSection } from './landing-section';

/**
 * The spec's "testimonials" slot. There are no real customer quotes to show, so it presents typical
 * usage scenarios and says so plainly.
 */
const SCENARIOS = ['accountant', 'planner', 'researcher'] as const;

export function LandingScenarios() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="scenarios" title={t('scenarios.title')} intro={t('scenarios.note')}>
      <ul className="landing-grid landing-grid--1-3">
        {SCENARIOS.map((key) => (
          <li key={key}>
            <article className="landing-card">
              <div className="landing-scenario__head">
                <span className="landing-tag landing-tag--purple">{t('scenarios.tag')}</span>
                <span className="landing-scenario__role">
                  <UserOutlined aria-hidden /> {t(`scenarios.${key}.role`)}
                </span>
              </div>
              <p>{t(`scenarios.${key}.text`)}</p>
            </article>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

/** The company contact footer of the landing page (platform.md §2.5, §2.7). */
export function LandingContact() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="contact" title={t('contact.title')} tone="muted">
      <div className="landing-contact">
        <p className="landing-contact__text">{t('contact.text')}</p>
        <ul className="landing-links">
          <li>
            <Link to="/board">
              <MessageOutlined aria-hidden /> {t('contact.board')}
            </Link>
          </li>
          <li>
            <Link to="/help">
              <QuestionCircleOutlined aria-hidden /> {t('contact.help')}
            </Link>
          </li>
          <li>
            <Link to="/privacy-policy">
              <SafetyOutlined aria-hidden /> {t('contact.privacy')}
            </Link>
          </li>
        </ul>
      </div>
    </LandingSection>
  );
}
