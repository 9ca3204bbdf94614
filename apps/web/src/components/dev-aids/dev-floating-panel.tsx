import { CloseOutlined, LogoutOutlined, ToolOutlined } from '@ant-design/icons';
import { ROLE_COLORS } from '@bus/domain/roles';
import { Button, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/use-auth';
import { useSignOut } from '../../lib/use-session-actions';
import { AutoLoginControl } from './auto-login-control';

function SessionLine() {
  const { t } = useTranslation(['dev', 'common']);
  const { user, status } = useAuth();
  if (status === 'loading') return <Typography.Text>{t('common:loading')}</Typography.Text>;
  if (!user) return <Typography.Text>{t('panel.signedOut')}</Typography.Text>;
  return (
    <Typography.Text data-testid="dev-panel-user">
      {t('panel.signedInAs')} <code>{user.email}</code>{' '}
      <Tag color={ROLE_COLORS[user.role]}>{t(`common:roles.${user.role}`)}</Tag>
    </Typography.Text>
  );
}

/**
 * The developer floating panel (data-center-board-admin.md §2): a small button in the development
 * banner that opens the auto-login toggle, a logout and the way to the debug page over the page.
 * Closed, it takes its place in the banner and covers nothing.
 */
export function DevFloatingPanel() {
  const { t } = useTranslation(['dev', 'common']);
  const { user } = useAuth();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="dev-floating" data-testid="dev-panel">
      {open && (
        <section id={panelId} className="dev-floating-panel" aria-label={t('panel.title')}>
          <header className="dev-floating-header">
            <Typography.Text strong>{t('panel.title')}</Typography.Text>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('panel.close')}
              onClick={() => setOpen(false)}
            />
          </header>
          <SessionLine />
          <Typography.Title level={2} className="dev-floating-heading">
            {t('autoLogin.title')}
          </Typography.Title>
          <AutoLoginControl />
          <div className="dev-floating-actions">
            {user && (
              <Button danger icon={<LogoutOutlined />} onClick={() => void signOut()}>
                {t('common:userMenu.logout')}
              </Button>
            )}
            <Link to="/dev/auth-debug" onClick={() => setOpen(false)}>
              {t('banner.debugLink')}
            </Link>
          </div>
        </section>
      )}
      <Button
        shape="circle"
        size="small"
        className="dev-floating-toggle"
        icon={<ToolOutlined />}
        aria-label={t('panel.toggle')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="dev-panel-toggle"
      />
    </div>
  );
}
