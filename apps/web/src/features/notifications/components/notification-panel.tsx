import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  ExclamationCircleOutlined,
  InfoCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { Notification } from '@bus/domain';
import { Button, Empty, Popconfirm, Spin, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import {
  useDeleteAllNotifications,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotificationList,
} from '../api/notifications';
import { localizeNotification } from '../lib/localize';
import './notifications.css';

const TYPE_ICONS: Record<Notification['type'], ReactNode> = {
  success: <CheckCircleOutlined style={{ color: '#52c41a' }} />,
  warning: <ExclamationCircleOutlined style={{ color: '#faad14' }} />,
  error: <CloseCircleOutlined style={{ color: '#ff4d4f' }} />,
  security: <SafetyCertificateOutlined style={{ color: '#722ed1' }} />,
  info: <InfoCircleOutlined style={{ color: '#1677ff' }} />,
};

function NotificationItem({ item }: { item: Notification }) {
  const { t, i18n } = useTranslation(['notifications', 'errors']);
  const { message } = useFeedback();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const fail = (error: unknown) => message.error(errorMessage(error, t));
  const text = localizeNotification(item, t);
  return (
    <li className={item.read ? 'notification-item' : 'notification-item unread'}>
      <button
        type="button"
        className="notification-body"
        onClick={() => !item.read && markRead.mutate(item.id, { onError: fail })}
        aria-label={item.read ? text.title : t('unreadItem', { title: text.title })}
      >
        <span className="notification-icon" aria-hidden>
          {TYPE_ICONS[item.type]}
        </span>
        <span className="notification-text">
          <span className="notification-title">{text.title}</span>
          <span className="notification-message">{text.message}</span>
          <span className="notification-meta">
            {formatDate(item.createdAt, i18n.resolvedLanguage ?? 'ko', { time: true })} ·{' '}
            {t(`categories.${item.category}`)} · {t(`priorities.${item.priority}`)}
          </span>
        </span>
      </button>
      <Tooltip title={t('delete')}>
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={t('deleteItem', { title: text.title })}
          loading={remove.isPending}
          onClick={() => remove.mutate(item.id, { onError: fail })}
        />
      </Tooltip>
    </li>
  );
}

/** platform.md §2.4 panel: list, mark all read, delete all (confirmed), per-item delete, settings. */
export function NotificationPanel({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation(['notifications', 'errors']);
  const { message } = useFeedback();
  const { data, isPending, isError } = useNotificationList();
  const markAll = useMarkAllRead();
  const deleteAll = useDeleteAllNotifications();
  const fail = (error: unknown) => message.error(errorMessage(error, t));
  const items = data?.items ?? [];

  return (
    <section
      className="notification-panel"
      data-testid="notification-panel"
      aria-label={t('title')}
    >
      <header className="notification-panel-header">
        <h2>
          {t('title')}{' '}
          {data && data.unread > 0 && <span className="notification-unread">({data.unread})</span>}
        </h2>
        <Tooltip title={t('settings.open')}>
          <Button
            type="text"
            size="small"
            icon={<SettingOutlined />}
            aria-label={t('settings.open')}
            onClick={onOpenSettings}
          />
        </Tooltip>
      </header>
      <div className="notification-panel-actions">
        <Button
          size="small"
          disabled={!data?.unread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: fail })}
        >
          {t('markAllRead')}
        </Button>
        <Popconfirm
          title={t('deleteAllConfirmTitle')}
          description={t('deleteAllConfirm')}
          okText={t('delete')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => deleteAll.mutateAsync(undefined).catch(fail)}
        >
          <Button size="small" danger disabled={items.length === 0} loading={deleteAll.isPending}>
            {t('deleteAll')}
          </Button>
        </Popconfirm>
      </div>
      {isPending && (
        <div className="notification-state">
          <Spin />
        </div>
      )}
      {isError && <p className="notification-state">{t('errors:notificationsLoadFailed')}</p>}
      {data && items.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      )}
      {items.length > 0 && (
        <ul className="notification-list">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
