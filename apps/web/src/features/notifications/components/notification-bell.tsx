import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationList } from '../api/notifications';
import { useRealtimeNotifications } from '../hooks/use-realtime-notifications';
import { NotificationPanel } from './notification-panel';
import { NotificationSettingsModal } from './notification-settings-modal';

/** The bar's bell (platform.md §2.4): unread badge, the 400 px panel and live updates. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { data } = useNotificationList();
  const [open, setOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useRealtimeNotifications();
  const unread = data?.unread ?? 0;

  return (
    <>
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        trigger={['click']}
        placement="bottomRight"
        rootClassName="notification-dropdown"
        popupRender={() => (
          <NotificationPanel
            onOpenSettings={() => {
              setOpen(false);
              setSettingsOpen(true);
            }}
          />
        )}
      >
        <Button
          type="text"
          className="top-bar-button"
          data-testid="notification-bell"
          aria-label={t('bellLabel', { count: unread })}
          aria-haspopup="dialog"
          aria-expanded={open}
          icon={
            <Badge count={unread} size="small" overflowCount={99} data-testid="notification-count">
              <BellOutlined className="bell-icon" />
            </Badge>
          }
        />
      </Dropdown>
      <NotificationSettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
