import {
  BankOutlined,
  BarChartOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  PartitionOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** The six steps of platform.md §2.7, in its order. */
const PROCESS_STEPS: { key: string; Icon: Icon }[] = [
  { key: 'upload', Icon: CloudUploadOutlined },
  { key: 'classification', Icon: PartitionOutlined },
  { key: 'investment', Icon: BankOutlined },
  { key: 'distribution', Icon: ClusterOutlined },
  { key: 'estimation', Icon: RiseOutlined },
  { key: 'reporting', Icon: BarChartOutlined },
];

/** Model names are product names and stay untranslated; only the ensemble gets a label. */
const MODEL_TAGS = ['Prophet', 'XGBoost', 'ARIMA', 'SARIMA', 'N-BEATS'] as const;

const BENEFITS: { key: string; Icon: Icon }[] = [
  { key: 'fast', Icon: ThunderboltOutlined },
  { key: 'consistent', Icon: SolutionOutlined },
  { key: 'traceable', Icon: TeamOutlined },
  { key: 'secure', Icon: SafetyCertificateOutlined },
];

/** An ordered list; the six steps stand side by side from 1200 px and stack below (landing.css). */
export function LandingProcess() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="process" title={t('process.title')} tone="muted">
      <ol className="landing-steps">
        {PROCESS_STEPS.map(({ key, Icon }) => (
          <li key={key} className="landing-step">
            <span className="landing-step__icon">
              <Icon aria-hidden />
            </span>
            <strong className="landing-step__title">{t(`process.${key}.title`)}</strong>
            <p className="landing-muted">{t(`process.${key}.description`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

export function LandingModels() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="models" title={t('models.title')} intro={t('models.description')}>
      <ul className="landing-tags">
        {MODEL_TAGS.map((model) => (
          <li key={model} className="landing-tag landing-tag--large landing-tag--blue">
            {model}
          </li>
        ))}
        <li className="landing-tag landing-tag--large landing-tag--geekblue">
          {t('models.ensemble')}
        </li>
      </ul>
    </LandingSection>
  );
}

export function LandingBenefits() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="benefits" title={t('benefits.title')} tone="muted">
      <ul className="landing-grid landing-grid--2-4">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key}>
            <article className="landing-card">
              <Icon className="landing-card__icon landing-card__icon--small" aria-hidden />
              <h3 className="landing-card__title">{t(`benefits.${key}.title`)}</h3>
              <p className="landing-muted">{t(`benefits.${key}.description`)}</p>
            </article>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
