import {
  MessageOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
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
      <Row gutter={[24, 24]}>
        {SCENARIOS.map((key) => (
          <Col key={key} xs={24} lg={8}>
            <Card style={{ height: '100%' }}>
              <Flex vertical gap={12}>
                <Flex gap={8} align="center" wrap>
                  <Tag color="purple" style={{ margin: 0 }}>
                    {t('scenarios.tag')}
                  </Tag>
                  <Typography.Text strong>
                    <UserOutlined /> {t(`scenarios.${key}.role`)}
                  </Typography.Text>
                </Flex>
                <Typography.Paragraph style={{ margin: 0 }}>
                  {t(`scenarios.${key}.text`)}
                </Typography.Paragraph>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}

/** The company contact footer of the landing page (platform.md §2.5, §2.7). */
export function LandingContact() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="contact" title={t('contact.title')} tone="muted">
      <Flex vertical align="center" gap={16}>
        <Typography.Paragraph style={{ textAlign: 'center', maxWidth: 640, margin: 0 }}>
          {t('contact.text')}
        </Typography.Paragraph>
        <Flex gap={24} wrap justify="center">
          <Link to="/board">
            <MessageOutlined /> {t('contact.board')}
          </Link>
          <Link to="/help">
            <QuestionCircleOutlined /> {t('contact.help')}
          </Link>
          <Link to="/privacy-policy">
            <SafetyOutlined /> {t('contact.privacy')}
          </Link>
        </Flex>
      </Flex>
    </LandingSection>
  );
}
