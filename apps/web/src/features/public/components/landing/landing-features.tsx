import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalculatorOutlined,
  CheckCircleFilled,
  DatabaseOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FundOutlined,
  LineChartOutlined,
  PartitionOutlined,
  PieChartOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { asStringList } from '../../lib/as-string-list';
import { LinkButton } from '../link-button';
import { LandingSection } from './landing-section';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** The four key features of platform.md §2.7, in its order. */
const KEY_FEATURES: { key: string; Icon: Icon }[] = [
  { key: 'parsing', Icon: FileSearchOutlined },
  { key: 'classification', Icon: PartitionOutlined },
  { key: 'allocation', Icon: CalculatorOutlined },
  { key: 'revenue', Icon: LineChartOutlined },
];

const SCREEN_CARDS: { key: string; Icon: Icon; demo?: string }[] = [
  { key: 'dataCenter', Icon: DatabaseOutlined },
  { key: 'transportCost', Icon: AuditOutlined },
  { key: 'investment', Icon: BankOutlined },
  { key: 'allocation', Icon: PieChartOutlined },
  { key: 'depreciation', Icon: FieldTimeOutlined, demo: '/demo/depreciation' },
  { key: 'forecast', Icon: FundOutlined },
];

export function LandingKeyFeatures() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="features" title={t('keyFeatures.title')}>
      <ul className="landing-grid landing-grid--2-4">
        {KEY_FEATURES.map(({ key, Icon }) => (
          <li key={key}>
            <article className="landing-card">
              <Icon className="landing-card__icon" aria-hidden />
              <h3 className="landing-card__title landing-card__title--large">
                {t(`keyFeatures.${key}.title`)}
              </h3>
              <p className="landing-muted">{t(`keyFeatures.${key}.description`)}</p>
            </article>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

export function LandingDetails() {
  const { t } = useTranslation('landing');
  const items = asStringList(t('details.items', { returnObjects: true }));
  return (
    <LandingSection id="details" title={t('details.title')} tone="muted">
      <ul className="landing-checklist">
        {items.map((item) => (
          <li key={item}>
            <CheckCircleFilled aria-hidden />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

export function LandingScreenCards() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="screens" title={t('cards.title')}>
      <ul className="landing-grid landing-grid--2-3">
        {SCREEN_CARDS.map(({ key, Icon, demo }) => (
          <li key={key}>
            <article className="landing-card">
              <div className="landing-card__head">
                <Icon className="landing-card__icon" aria-hidden />
                <h3 className="landing-card__title">{t(`cards.${key}.title`)}</h3>
              </div>
              <p className="landing-muted">{t(`cards.${key}.description`)}</p>
              {demo && (
                <div className="landing-card__action">
                  <LinkButton to={demo} icon={<AppstoreOutlined aria-hidden />} block>
                    {t(`cards.${key}.demo`)}
                  </LinkButton>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
