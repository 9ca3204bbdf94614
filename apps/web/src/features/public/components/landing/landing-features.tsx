import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalculatorOutlined,
  CheckCircleTwoTone,
  DatabaseOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FundOutlined,
  LineChartOutlined,
  PartitionOutlined,
  PieChartOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asStringList } from '../../lib/as-string-list';
import { LinkButton } from '../link-button';
import { LandingSection } from './landing-section';

const ICON_STYLE = { fontSize: 28, color: '#1d4e89' };

/** The four key features of platform.md §2.7, in its order. */
const KEY_FEATURES: { key: string; icon: ReactNode }[] = [
  { key: 'parsing', icon: <FileSearchOutlined style={ICON_STYLE} /> },
  { key: 'classification', icon: <PartitionOutlined style={ICON_STYLE} /> },
  { key: 'allocation', icon: <CalculatorOutlined style={ICON_STYLE} /> },
  { key: 'revenue', icon: <LineChartOutlined style={ICON_STYLE} /> },
];

const SCREEN_CARDS: { key: string; icon: ReactNode; demo?: string }[] = [
  { key: 'dataCenter', icon: <DatabaseOutlined style={ICON_STYLE} /> },
  { key: 'transportCost', icon: <AuditOutlined style={ICON_STYLE} /> },
  { key: 'investment', icon: <BankOutlined style={ICON_STYLE} /> },
  { key: 'allocation', icon: <PieChartOutlined style={ICON_STYLE} /> },
  {
    key: 'depreciation',
    icon: <FieldTimeOutlined style={ICON_STYLE} />,
    demo: '/demo/depreciation',
  },
  { key: 'forecast', icon: <FundOutlined style={ICON_STYLE} /> },
];

export function LandingKeyFeatures() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="features" title={t('keyFeatures.title')}>
      <Row gutter={[24, 24]}>
        {KEY_FEATURES.map(({ key, icon }) => (
          <Col key={key} xs={24} md={12} xl={6}>
            <Card style={{ height: '100%' }}>
              <Flex vertical gap={12}>
                {icon}
                <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
                  {t(`keyFeatures.${key}.title`)}
                </Typography.Title>
                <Typography.Text type="secondary">
                  {t(`keyFeatures.${key}.description`)}
                </Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}

export function LandingDetails() {
  const { t } = useTranslation('landing');
  const items = asStringList(t('details.items', { returnObjects: true }));
  return (
    <LandingSection id="details" title={t('details.title')} tone="muted">
      <Row gutter={[24, 12]} style={{ maxWidth: 960, margin: '0 auto' }}>
        {items.map((item) => (
          <Col key={item} xs={24} md={12}>
            <Flex gap={10} align="start">
              <CheckCircleTwoTone twoToneColor="#52c41a" style={{ marginTop: 4 }} />
              <Typography.Text>{item}</Typography.Text>
            </Flex>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}

export function LandingScreenCards() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="screens" title={t('cards.title')}>
      <Row gutter={[24, 24]}>
        {SCREEN_CARDS.map(({ key, icon, demo }) => (
          <Col key={key} xs={24} sm={12} lg={8}>
            <Card style={{ height: '100%' }}>
              <Flex vertical gap={10}>
                <Flex gap={12} align="center">
                  {icon}
                  <Typography.Title level={3} style={{ fontSize: 17, margin: 0 }}>
                    {t(`cards.${key}.title`)}
                  </Typography.Title>
                </Flex>
                <Typography.Text type="secondary">{t(`cards.${key}.description`)}</Typography.Text>
                {demo && (
                  <LinkButton to={demo} icon={<AppstoreOutlined />}>
                    {t(`cards.${key}.demo`)}
                  </LinkButton>
                )}
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}
