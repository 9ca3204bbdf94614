import { LogoutOutlined, SettingOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { Me } from '@bus/domain';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../lib/use-session-actions';

/**
 * platform.md §2.3, signed in: a dropdown headed by the e-mail. "Change user id" is left out: it
 * belonged to the old mock identity (spec README "Replace"); the server session identifies the user.
 */
export function UserMenuDropdown({ user, compact }: { user: Me; compact: boolean }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const signOut = useSignOut();

  const items: MenuProps['items'] = [
    {
      key: 'account',
      type: 'group',
      label: (
        <>
          <span className="user-menu-email">{user.email}</span>
          {user.organisation ? (
            <span className="user-menu-organisation" data-testid="user-menu-organisation">
              {user.organisation.name}
            </span>
          ) : null}
        </>
      ),
      children: [
        ...(user.isAdmin
          ? [{ key: '/admin', icon: <TeamOutlined />, label: t('userMenu.admin') }]
          : []),
        { key: '/profile', icon: <UserOutlined />, label: t('userMenu.profile') },
        {
          key: '/account-settings',
          icon: <SettingOutlined />,
          label: t('userMenu.accountSettings'),
        },
        { type: 'divider' },
        {
          key: 'logout',
          icon: <LogoutOutlined />,
          label: t('userMenu.logout'),
          danger: true,
          'data-testid': 'logout',
        },
      ],
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void signOut();
    else navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        className="top-bar-button user-menu-button"
        data-testid="user-menu"
        aria-label={`${t('userMenu.label')}: ${user.email}`}
        title={user.organisation?.name}
        icon={<UserOutlined />}
      >
        {compact ? null : (
          <span className="user-menu-name">
            {user.name || user.email}
            {user.organisation ? (
              <span className="user-menu-name-organisation">{user.organisation.name}</span>
            ) : null}
          </span>
        )}
      </Button>
    </Dropdown>
  );
}
