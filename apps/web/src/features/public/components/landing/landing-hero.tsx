import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import { KOREAN_WRAP } from './landing-section';

/** Same dark blue family as the sticky top bar, so the bar and the hero read as one block. */
const HERO_BACKGROUND = 'linear-gradient(135deg, #001529 0%, #0a2540 50%, #1d4e89 100%)';

export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="landing-hero-title"
      style={{
        background: HERO_BACKGROUND,
        color: '#fff',
        padding: 'clamp(48px, 9vw, 112px) 16px',
      }}
    >
      <Flex
        vertical
        align="center"
        gap={20}
        style={{ maxWidth: 880, margin: '0 auto', ...KOREAN_WRAP }}
      >
        <Typography.Text style={{ color: '#9fc5ff', fontWeight: 600, textAlign: 'center' }}>
          {t('hero.eyebrow')}
        </Typography.Text>
        <Typography.Title
          id="landing-hero-title"
          level={1}
          style={{
            color: '#fff',
            textAlign: 'center',
            margin: 0,
            fontSize: 'clamp(28px, 5vw, 48px)',
            lineHeight: 1.25,
          }}
        >
          {t('hero.title')}
        </Typography.Title>
        <Typography.Paragraph
          style={{ color: 'rgba(255,255,255,0.85)', textAlign: 'center', fontSize: 17, margin: 0 }}
        >
          {t('hero.subtitle')}
        </Typography.Paragraph>
        <Flex gap={12} wrap justify="center">
          <LinkButton to="/register" type="primary" size="large">
            {t('hero.register')}
          </LinkButton>
          <LinkButton to="/login" size="large" ghost>
            {t('hero.login')}
          </LinkButton>
          <LinkButton to="/help" size="large" type="link">
            <span style={{ color: '#9fc5ff' }}>{t('hero.help')}</span>
          </LinkButton>
        </Flex>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>
          <ClockCircleOutlined /> {t('hero.badge')}
        </Typography.Text>
      </Flex>
    </section>
  );
}
