import type { BoardReply } from '@bus/domain';
import { Button, Popconfirm, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useDeleteComment } from '../api/delete-comment';

type Props = {
  comment: BoardReply;
  /** The reply button's handler; none for replies (one level only, §3). */
  onReply?: () => void;
  replyOpen?: boolean;
  children?: ReactNode;
};

/** One comment: author, time and text, or the deleted text once removed (its replies stay). */
export function CommentItem({ comment, onReply, replyOpen, children }: Props) {
  const { t, i18n } = useTranslation(['board', 'errors']);
  const { message } = useFeedback();
  const remove = useDeleteComment(comment.postId);
  return (
    <li className="board-comment" data-testid={`board-comment-${comment.id}`}>
      <div className="board-comment__meta">
        {comment.deleted ? null : <strong>{comment.authorName}</strong>}
        <Typography.Text type="secondary">
          {formatDate(comment.createdAt, i18n.resolvedLanguage ?? 'ko', { time: true })}
        </Typography.Text>
      </div>
      {comment.deleted ? (
        <Typography.Paragraph type="secondary" italic className="board-comment__text">
          {t('board:comments.deleted')}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph className="board-comment__text">
          {comment.content}
        </Typography.Paragraph>
      )}
      <div className="board-comment__actions">
        {onReply && !comment.deleted ? (
          <Button
            type="link"
            size="small"
            onClick={onReply}
            aria-expanded={replyOpen}
            aria-label={t('board:comments.replyTo', { name: comment.authorName })}
          >
            {t('board:comments.reply')}
          </Button>
        ) : null}
        {comment.mine && !comment.deleted ? (
          <Popconfirm
            title={t('board:comments.deleteConfirm')}
            okText={t('board:comments.deleteOk')}
            cancelText={t('board:comments.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(comment.id).catch((error: unknown) => {
                message.error(`${t('board:comments.deleteFailed')} ${errorMessage(error, t)}`);
              })
            }
          >
            <Button type="link" size="small" danger loading={remove.isPending}>
              {t('board:comments.delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </div>
      {children}
    </li>
  );
}
