import { LoginOutlined } from '@ant-design/icons';
import type { ServerMeta } from '@bus/domain';
import { ROLE_COLORS } from '@bus/domain/roles';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import { LandingSection } from './landing-section';

type DevLoginSectionProps = {
  accounts: ServerMeta['demoAccounts'];
};

/** E-mail addresses and passwords are copied as a whole, so they never wrap inside. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Development-only list of the seeded demo accounts (platform.md §2.7 "development login section").
 * The server sends them only in development mode; the caller also checks devMode. One line per
 * account that wraps as a whole on phones, rather than a table whose cells would split addresses.
 */
export function DevLoginSection({ accounts }: DevLoginSectionProps) {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="dev-login" title={t('dev.title')}>
      <Flex vertical gap={16} align="center" data-testid="dev-login">
        <Alert
          type="warning"
          showIcon
          title={t('dev.note')}
          style={{ maxWidth: 720, width: '100%' }}
        />
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, width: '100%', maxWidth: 720 }}>
          {accounts.map((account) => (
            <li
              key={account.email}
              style={{ padding: '10px 4px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
            >
              <Flex wrap gap={8} align="center" justify="space-between">
                <Flex gap={8} align="center">
                  <Tag color={ROLE_COLORS[account.role]} style={{ margin: 0 }}>
                    {t(`roles.${account.role}`)}
                  </Tag>
                  <Typography.Text copyable style={NO_WRAP}>
                    {account.email}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={NO_WRAP}>
                  {t('dev.password')}{' '}
                  <Typography.Text code copyable>
                    {account.password}
                  </Typography.Text>
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
        <LinkButton to="/login" type="primary" icon={<LoginOutlined />}>
          {t('dev.goToLogin')}
        </LinkButton>
      </Flex>
    </LandingSection>
  );
}
