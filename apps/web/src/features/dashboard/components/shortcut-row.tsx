import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The areas the dashboard's figures come from, as one short row (the home page has the cards). */
const SHORTCUTS = [
  { key: 'financialDataCenter', to: '/financial-data-center' },
  { key: 'transportationGeneralCost', to: '/transportation-general-cost' },
  { key: 'investmentCompensation', to: '/investment-compensation' },
  { key: 'financialSupport', to: '/financial-support' },
  { key: 'costAllocation', to: '/cost-allocation' },
  { key: 'forecastDashboard', to: '/forecast-dashboard' },
  { key: 'board', to: '/board' },
] as const;

export function ShortcutRow() {
  const { t } = useTranslation(['dashboard', 'nav']);
  return (
    <nav className="dash-shortcuts" aria-label={t('dashboard:shortcuts.title')}>
      <Typography.Text type="secondary">{t('dashboard:shortcuts.title')}</Typography.Text>
      <ul>
        {SHORTCUTS.map((item) => (
          <li key={item.key}>
            <Link to={item.to}>{t(`nav:titles.${item.key}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
