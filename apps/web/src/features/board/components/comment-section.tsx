import { Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

type Props = { postId: string; commentCount: number; canComment: boolean };

/**
 * Threaded comments, one reply level (§2): each top-level comment has a reply button, and only one
 * reply form is open at a time (§4 "Board actions").
 */
export function CommentSection({ postId, commentCount, canComment }: Props) {
  const { t, i18n } = useTranslation('board');
  const comments = useComments(postId, true);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const count = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'ko').format(commentCount);

  return (
    <section className="board-comments" aria-label={t('comments.title', { value: count })}>
      <Typography.Title level={2} className="board-section-title">
        {t('comments.title', { value: count })}
      </Typography.Title>
      {canComment ? (
        <CommentForm postId={postId} />
      ) : (
        <Typography.Paragraph type="secondary">{t('comments.userOnly')}</Typography.Paragraph>
      )}
      {comments.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {comments.isError ? (
        <QueryError
          title={t('comments.loadFailed')}
          error={comments.error}
          onRetry={() => void comments.refetch()}
        />
      ) : null}
      {comments.data && comments.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.empty')} />
      ) : null}
      {comments.data && comments.data.items.length > 0 ? (
        <ul className="board-comment-list" data-testid="board-comments">
          {comments.data.items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              replyOpen={replyTo === comment.id}
              onReply={
                canComment
                  ? () => setReplyTo((open) => (open === comment.id ? null : comment.id))
                  : undefined
              }
            >
              {replyTo === comment.id ? (
                <CommentForm
                  postId={postId}
                  parentId={comment.id}
                  onDone={() => setReplyTo(null)}
                  onCancel={() => setReplyTo(null)}
                />
              ) : null}
              {comment.replies.length > 0 ? (
                <ul
                  className="board-comment-list board-comment-list--replies"
                  aria-label={t('comments.replies')}
                >
                  {comment.replies.map((reply) => (
                    <CommentItem key={reply.id} comment={reply} />
                  ))}
                </ul>
              ) : null}
            </CommentItem>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
