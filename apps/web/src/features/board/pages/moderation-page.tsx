import { DeleteOutlined, EyeInvisibleOutlined, UndoOutlined } from '@ant-design/icons';
import { BOARD_REPORT_HIDE_THRESHOLD, type BoardModerationItem, canModerate } from '@bus/domain';
import { Button, Empty, Popconfirm, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useAuth } from '../../../lib/use-auth';
import { useModerationQueue } from '../api/get-moderation-queue';
import { type ModerationRequest, useModeratePost } from '../api/moderate-post';
import { CategoryTag } from '../components/category-tag';
import '../components/board.css';

const ACTIONS = [
  { action: 'restore', confirm: 'confirmRestore', danger: false, icon: <UndoOutlined /> },
  { action: 'hide', confirm: 'confirmHide', danger: false, icon: <EyeInvisibleOutlined /> },
  { action: 'delete', confirm: 'confirmDelete', danger: true, icon: <DeleteOutlined /> },
] as const;

function ModerationActions({ item }: { item: BoardModerationItem }) {
  const { t } = useTranslation(['board', 'errors']);
  const { message } = useFeedback();
  const moderate = useModeratePost();
  const run = (request: ModerationRequest) =>
    moderate.mutateAsync(request).then(
      () => message.success(t('board:moderation.done')),
      (error: unknown) =>
        message.error(`${t('board:moderation.failed')} ${errorMessage(error, t)}`),
    );
  return (
    <RowActions>
      {ACTIONS.filter(({ action }) => !(action === 'hide' && item.hidden)).map(
        ({ action, confirm, danger, icon }) => (
          <Popconfirm
            key={action}
            title={t(`board:moderation.${confirm}`)}
            okText={t('board:moderation.ok')}
            cancelText={t('board:moderation.cancel')}
            okButtonProps={{ danger }}
            onConfirm={() => run({ postId: item.post.id, action })}
          >
            <Button
              size="small"
              danger={danger}
              icon={icon}
              data-testid={`board-moderate-${action}-${item.post.id}`}
            >
              {t(`board:moderation.${action}`)}
            </Button>
          </Popconfirm>
        ),
      )}
    </RowActions>
  );
}

function ModerationTable({ items }: { items: BoardModerationItem[] }) {
  const { t, i18n } = useTranslation('board');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'ko');
  return (
    <Table<BoardModerationItem>
      rowKey={(item) => item.post.id}
      dataSource={items}
      pagination={false}
      scroll={{ x: 720 }}
      data-testid="board-moderation-table"
      columns={[
        {
          key: 'post',
          title: t('moderation.post'),
          render: (_, item) => (
            <Space wrap>
              <CategoryTag category={item.post.category} />
              <Link to={`/board/posts/${item.post.id}`}>{item.post.title}</Link>
            </Space>
          ),
        },
        {
          key: 'reportCount',
          title: t('moderation.reportCount'),
          align: 'right',
          render: (_, item) => number.format(item.reportCount),
        },
        {
          key: 'reasons',
          title: t('moderation.reasons'),
          render: (_, item) => (
            <ul className="board-reasons">
              {item.reports.map((report, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id of their own
                <li key={index}>
                  {t('moderation.reporter', {
                    name: report.reporterName,
                    reason: report.reason || t('moderation.noReason'),
                  })}
                </li>
              ))}
            </ul>
          ),
        },
        {
          key: 'state',
          title: t('moderation.state'),
          render: (_, item) =>
            item.hidden ? (
              <Tag color="red">{t('moderation.hidden')}</Tag>
            ) : (
              <Tag>{t('moderation.visible')}</Tag>
            ),
        },
        {
          key: 'actions',
          title: t('moderation.actions'),
          ...ACTIONS_COLUMN,
          render: (_, item) => <ModerationActions item={item} />,
        },
      ]}
    />
  );
}

/** /board/moderation (managers and above): reported posts, restored, hidden or deleted. */
export function ModerationPage() {
  const { t } = useTranslation(['board', 'common']);
  const { user, status } = useAuth();
  const allowed = canModerate(user?.role);
  const queue = useModerationQueue(allowed);

  if (status === 'loading') {
    return (
      <div className="page-wide">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }

  if (!allowed) {
    return (
      <div className="page-narrow">
        <Result
          status="403"
          title={<h1 className="result-heading">{t('board:moderation.noPermissionTitle')}</h1>}
          subTitle={t('board:moderation.noPermission', {
            role: t(`common:roles.${user?.role ?? 'viewer'}`, { defaultValue: user?.role }),
          })}
          extra={<Link to="/board">{t('board:post.backToBoard')}</Link>}
          data-testid="board-moderation-denied"
        />
      </div>
    );
  }

  return (
    <div className="page-wide board-moderation" data-testid="board-moderation">
      <Link to="/board">{t('board:post.backToBoard')}</Link>
      <Typography.Title level={1}>{t('board:moderation.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('board:moderation.intro', { threshold: BOARD_REPORT_HIDE_THRESHOLD })}
      </Typography.Paragraph>
      {queue.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {queue.isError ? (
        <QueryError
          title={t('board:moderation.loadFailed')}
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : null}
      {queue.data && queue.data.items.length === 0 ? (
        <Empty description={t('board:moderation.empty')} />
      ) : null}
      {queue.data && queue.data.items.length > 0 ? (
        <ModerationTable items={queue.data.items} />
      ) : null}
    </div>
  );
}
