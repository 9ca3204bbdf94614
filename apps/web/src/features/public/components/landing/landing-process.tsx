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
import { Card, Col, Flex, Grid, Row, Steps, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

/** The six steps of platform.md §2.7, in its order. */
const PROCESS_STEPS: { key: string; icon: ReactNode }[] = [
  { key: 'upload', icon: <CloudUploadOutlined /> },
  { key: 'classification', icon: <PartitionOutlined /> },
  { key: 'investment', icon: <BankOutlined /> },
  { key: 'distribution', icon: <ClusterOutlined /> },
  { key: 'estimation', icon: <RiseOutlined /> },
  { key: 'reporting', icon: <BarChartOutlined /> },
];

/** Model names are product names and stay untranslated; only the ensemble gets a label. */
const MODEL_TAGS = ['Prophet', 'XGBoost', 'ARIMA', 'SARIMA', 'N-BEATS'] as const;

const BENEFITS: { key: string; icon: ReactNode }[] = [
  { key: 'fast', icon: <ThunderboltOutlined /> },
  { key: 'consistent', icon: <SolutionOutlined /> },
  { key: 'traceable', icon: <TeamOutlined /> },
  { key: 'secure', icon: <SafetyCertificateOutlined /> },
];

export function LandingProcess() {
  const { t } = useTranslation('landing');
  // Six steps side by side only fit from the xl breakpoint (1200 px); below they stack.
  const { xl } = Grid.useBreakpoint();
  return (
    <LandingSection id="process" title={t('process.title')} tone="muted">
      <Steps
        orientation={xl ? 'horizontal' : 'vertical'}
        titlePlacement={xl ? 'vertical' : 'horizontal'}
        current={PROCESS_STEPS.length}
        items={PROCESS_STEPS.map(({ key, icon }) => ({
          key,
          icon,
          status: 'process',
          title: t(`process.${key}.title`),
          content: t(`process.${key}.description`),
        }))}
      />
    </LandingSection>
  );
}

export function LandingModels() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="models" title={t('models.title')} intro={t('models.description')}>
      <Flex wrap gap={12} justify="center">
        {MODEL_TAGS.map((model) => (
          <Tag key={model} color="blue" style={{ fontSize: 15, padding: '6px 14px', margin: 0 }}>
            {model}
          </Tag>
        ))}
        <Tag color="geekblue" style={{ fontSize: 15, padding: '6px 14px', margin: 0 }}>
          {t('models.ensemble')}
        </Tag>
      </Flex>
    </LandingSection>
  );
}

export function LandingBenefits() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="benefits" title={t('benefits.title')} tone="muted">
      <Row gutter={[24, 24]}>
        {BENEFITS.map(({ key, icon }) => (
          <Col key={key} xs={24} md={12} xl={6}>
            <Card style={{ height: '100%' }}>
              <Flex vertical gap={10}>
                <span style={{ fontSize: 26, color: '#1d4e89' }}>{icon}</span>
                <Typography.Title level={3} style={{ fontSize: 17, margin: 0 }}>
                  {t(`benefits.${key}.title`)}
                </Typography.Title>
                <Typography.Text type="secondary">
                  {t(`benefits.${key}.description`)}
                </Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}
