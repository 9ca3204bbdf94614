import { hasRole, ROLE_COLORS, type Role } from '@bus/domain';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrganisationNotice } from '../../../components/organisation-notice';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../../lib/use-auth';
import './dashboard.css';

type Shortcut = { key: string; to: string; least?: Role };

/** Every area of the product, with the least role that may open it (platform.md §2.1, §6). */
const SHORTCUTS: readonly Shortcut[] = [
  { key: 'financialDataCenter', to: '/financial-data-center' },
  { key: 'transportationGeneralCost', to: '/transportation-general-cost' },
  { key: 'investmentCompensation', to: '/investment-compensation' },
  { key: 'costAllocation', to: '/cost-allocation' },
  { key: 'costEstimation', to: '/cost-estimation' },
  { key: 'costAdjustment', to: '/cost-adjustment' },
  { key: 'depreciation', to: '/depreciation' },
  { key: 'depreciationResults', to: '/depreciation-results' },
  { key: 'modelPortal', to: '/model-portal' },
  { key: 'forecast', to: '/forecast' },
  { key: 'forecastDashboard', to: '/forecast-dashboard' },
  { key: 'board', to: '/board' },
  { key: 'profile', to: '/profile' },
  { key: 'admin', to: '/admin', least: 'admin' },
  { key: 'superAdmin', to: '/super-admin', least: 'super_admin' },
];

/** Where sign-in and registration land: who is signed in, with which role, and the way to each area. */
export function DashboardPage() {
  const { t, i18n } = useTranslation(['dashboard', 'common', 'nav']);
  const { user } = useAuth();
  if (!user) return null;
  const shortcuts = SHORTCUTS.filter((item) => !item.least || hasRole(user.role, item.least));

  return (
    <div data-testid="dashboard" className="page-wide">
      <Typography.Title level={1} className="dashboard-title">
        {t('dashboard:greeting', { name: user.name })}
      </Typography.Title>
      <OrganisationNotice user={user} className="dashboard-organisation-notice" />
      <Card title={t('dashboard:account.title')} className="dashboard-account">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('dashboard:account.name')}>{user.name}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard:account.email')}>
            <span data-testid="dashboard-email">{user.email}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard:account.role')}>
            <Tag color={ROLE_COLORS[user.role]} data-testid="dashboard-role" data-role={user.role}>
              {t(`common:roles.${user.role}`)}
            </Tag>
          </Descriptions.Item>
          {user.organisation ? (
            <Descriptions.Item label={t('common:access.organisation')}>
              <span data-testid="dashboard-organisation">{user.organisation.name}</span>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('dashboard:account.memberSince')}>
            {formatDate(user.createdAt, i18n.resolvedLanguage ?? 'ko')}
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard:account.sessionUntil')}>
            {formatDate(user.sessionExpiresAt, i18n.resolvedLanguage ?? 'ko', { time: true })}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Typography.Title level={2} className="dashboard-section-title">
        {t('dashboard:shortcuts.title')}
      </Typography.Title>
      <ul className="dashboard-shortcuts">
        {shortcuts.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className="dashboard-shortcut">
              <span className="dashboard-shortcut-title">{t(`nav:titles.${item.key}`)}</span>
              <span className="dashboard-shortcut-text">
                {t(`dashboard:shortcuts.${item.key}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
