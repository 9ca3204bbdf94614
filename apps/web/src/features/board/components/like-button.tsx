import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import type { BoardPost } from '@bus/domain';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useLikePost } from '../api/like-post';

/** §4 "Board actions": a like toggles on and off; aria-pressed says which. */
export function LikeButton({ post, enabled }: { post: BoardPost; enabled: boolean }) {
  const { t, i18n } = useTranslation(['board', 'errors']);
  const { message } = useFeedback();
  const like = useLikePost(post.id);
  const count = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'ko').format(post.likeCount);
  return (
    <Button
      type={post.liked ? 'primary' : 'default'}
      icon={post.liked ? <LikeFilled /> : <LikeOutlined />}
      aria-pressed={post.liked}
      disabled={!enabled}
      loading={like.isPending}
      onClick={() =>
        like.mutate(undefined, {
          onError: (error) =>
            message.error(`${t('board:post.likeFailed')} ${errorMessage(error, t)}`),
        })
      }
      data-testid="board-like"
    >
      {t('board:post.likeCount', { value: count })}
    </Button>
  );
}
