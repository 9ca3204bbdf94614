import {
  DeleteOutlined,
  EditOutlined,
  FlagOutlined,
  PushpinOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { type BoardPost, canPin } from '@bus/domain';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useDeletePost } from '../api/delete-post';
import { usePinPost } from '../api/pin-post';
import { LikeButton } from './like-button';

type Props = {
  post: BoardPost;
  role: string | null;
  member: boolean;
  onEdit: () => void;
  onReport: () => void;
};

/** Like, share, and the author's edit and delete; pin for managers; report for the others. */
export function PostActions({ post, role, member, onEdit, onReport }: Props) {
  const { t } = useTranslation(['board', 'errors']);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const remove = useDeletePost();
  const pin = usePinPost(post.id);

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      message.success(t('board:post.shareCopied'));
    } catch {
      message.error(t('board:post.shareFailed'));
    }
  };

  return (
    <div className="board-post__actions">
      <LikeButton post={post} enabled={member} />
      <Button icon={<ShareAltOutlined />} onClick={() => void share()} data-testid="board-share">
        {t('board:post.share')}
      </Button>
      {canPin(role, post.category) ? (
        <Button
          icon={<PushpinOutlined />}
          aria-pressed={post.pinned}
          loading={pin.isPending}
          onClick={() =>
            pin.mutate(!post.pinned, {
              onError: (error) =>
                message.error(`${t('board:post.pinFailed')} ${errorMessage(error, t)}`),
            })
          }
          data-testid="board-pin-toggle"
        >
          {post.pinned ? t('board:post.unpin') : t('board:post.pin')}
        </Button>
      ) : null}
      {post.mine ? (
        <>
          <Button icon={<EditOutlined />} onClick={onEdit} data-testid="board-edit">
            {t('board:post.edit')}
          </Button>
          <Popconfirm
            title={t('board:post.deleteConfirmTitle')}
            description={t('board:post.deleteConfirmText')}
            okText={t('board:post.deleteOk')}
            cancelText={t('board:post.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(post.id).then(
                () => {
                  message.success(t('board:post.deleted'));
                  navigate('/board', { replace: true });
                },
                (error: unknown) =>
                  message.error(`${t('board:post.deleteFailed')} ${errorMessage(error, t)}`),
              )
            }
          >
            <Button danger icon={<DeleteOutlined />} data-testid="board-delete">
              {t('board:post.delete')}
            </Button>
          </Popconfirm>
        </>
      ) : null}
      {member && !post.mine ? (
        <Button
          icon={<FlagOutlined />}
          disabled={post.reported}
          onClick={onReport}
          data-testid="board-report"
        >
          {post.reported ? t('board:post.reported') : t('board:post.report')}
        </Button>
      ) : null}
    </div>
  );
}
