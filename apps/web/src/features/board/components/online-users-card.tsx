import { Card, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useOnlineUsers } from '../api/get-online-users';

/** §2: who is on the board now, refreshed every 30 s and on the socket's pushes. */
export function OnlineUsersCard() {
  const { t } = useTranslation(['board', 'errors']);
  const online = useOnlineUsers(true);
  return (
    <Card size="small" title={t('board:online.title')} data-testid="board-online">
      {online.isPending ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : null}
      {online.isError ? (
        <Typography.Text type="danger" role="alert">
          {t('board:online.loadFailed')} {errorMessage(online.error, t)}
        </Typography.Text>
      ) : null}
      {online.data ? (
        <>
          <Typography.Paragraph data-testid="board-online-count">
            {t('board:online.count', { value: online.data.count })}
          </Typography.Paragraph>
          {online.data.onlineUsers.length === 0 ? (
            <Typography.Text type="secondary">{t('board:online.empty')}</Typography.Text>
          ) : (
            <ul className="board-online-list">
              {online.data.onlineUsers.map((user) => (
                <li key={user.id}>
                  <Tag>{user.name}</Tag>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </Card>
  );
}
