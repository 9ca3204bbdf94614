import {
  BankOutlined,
  CalculatorOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FieldTimeOutlined,
  LineChartOutlined,
  PieChartOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrganisationNotice } from '../../../components/organisation-notice';
import { useAuth } from '../../../lib/use-auth';
import '../components/public-page.css';

const ICON_STYLE = { fontSize: 30, color: '#1d4e89' };

/**
 * The six cards of platform.md §2.6, in its order, with their canonical routes, and financial
 * support after investment compensation (issue 18: "reachable from the home cards"; it turns the
 * total cost those screens build into the support a company needs). Each card is named as its
 * menu entry and its page are (`nav:titles`).
 */
const HOME_CARDS: { key: string; to: string; icon: ReactNode }[] = [
  {
    key: 'financialDataCenter',
    to: '/financial-data-center',
    icon: <DatabaseOutlined style={ICON_STYLE} />,
  },
  { key: 'costAllocation', to: '/cost-allocation', icon: <PieChartOutlined style={ICON_STYLE} /> },
  { key: 'depreciation', to: '/depreciation', icon: <FieldTimeOutlined style={ICON_STYLE} /> },
  { key: 'forecast', to: '/forecast', icon: <LineChartOutlined style={ICON_STYLE} /> },
  {
    key: 'investmentCompensation',
    to: '/investment-compensation',
    icon: <BankOutlined style={ICON_STYLE} />,
  },
  {
    key: 'financialSupport',
    to: '/financial-support',
    icon: <CalculatorOutlined style={ICON_STYLE} />,
  },
  { key: 'dashboard', to: '/dashboard', icon: <DashboardOutlined style={ICON_STYLE} /> },
];

/** /home: welcome text and shortcuts to the main areas (platform.md §2.6). */
export function HomePage() {
  const { t } = useTranslation(['home', 'nav']);
  const { user } = useAuth();
  return (
    <div
      className="public-page"
      style={{
        maxWidth: 1200,
        margin: '0 auto',
        padding: 'clamp(16px, 4vw, 40px) 16px',
        wordBreak: 'keep-all',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography.Title level={1} style={{ fontSize: 'clamp(24px, 4vw, 34px)' }}>
        {user?.name ? t('welcome', { name: user.name }) : t('welcomeGeneric')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760, fontSize: 16 }}>
        {t('intro')}
      </Typography.Paragraph>
      <OrganisationNotice user={user} />
      <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
        {HOME_CARDS.map(({ key, to, icon }) => (
          <Col key={key} xs={24} sm={12} lg={6}>
            <Link
              to={to}
              style={{ display: 'block', height: '100%' }}
              data-testid={`home-card-${key}`}
            >
              <Card hoverable style={{ height: '100%' }}>
                <Flex vertical gap={12}>
                  {icon}
                  <Typography.Title level={2} style={{ fontSize: 19, margin: 0 }}>
                    {t(`nav:titles.${key}`)}
                  </Typography.Title>
                  <Typography.Text type="secondary">
                    {t(`cards.${key}.description`)}
                  </Typography.Text>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
