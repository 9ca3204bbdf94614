import {
  CommentOutlined,
  EyeOutlined,
  LikeOutlined,
  PaperClipOutlined,
  PushpinFilled,
} from '@ant-design/icons';
import type { BoardPostSummary } from '@bus/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { CategoryTag } from './category-tag';
import { HighlightedText } from './highlighted-text';

type Props = {
  post: BoardPostSummary;
  search: string | undefined;
  onOpen: () => void;
  onTag: (tag: string) => void;
};

/** One row of the list: pin, category, highlighted title and 120-character preview, figures. */
export function PostListItem({ post, search, onOpen, onTag }: Props) {
  const { t, i18n } = useTranslation('board');
  const lng = i18n.resolvedLanguage ?? 'ko';
  const number = new Intl.NumberFormat(lng);
  return (
    <li
      className={post.pinned ? 'board-item board-item--pinned' : 'board-item'}
      data-testid={`board-post-${post.id}`}
      data-pinned={post.pinned}
    >
      <div className="board-item__head">
        {post.pinned ? (
          <PushpinFilled
            className="board-pin"
            role="img"
            aria-label={t('list.pinned')}
            data-testid="board-pin"
          />
        ) : null}
        <CategoryTag category={post.category} />
        <Link
          to={`/board/posts/${post.id}`}
          state={{ fromList: true }}
          onClick={onOpen}
          className="board-item__title"
        >
          <HighlightedText text={post.title} query={search} />
        </Link>
      </div>
      {post.preview ? (
        <p className="board-item__preview">
          <HighlightedText text={post.preview} query={search} />
        </p>
      ) : null}
      <div className="board-item__meta">
        <span>{post.authorName}</span>
        <span>{formatDate(post.createdAt, lng)}</span>
        <span>
          <EyeOutlined aria-hidden /> {t('list.views', { value: number.format(post.views) })}
        </span>
        <span>
          <LikeOutlined aria-hidden /> {t('list.likes', { value: number.format(post.likeCount) })}
        </span>
        <span>
          <CommentOutlined aria-hidden />{' '}
          {t('list.comments', { value: number.format(post.commentCount) })}
        </span>
        {post.attachmentCount > 0 ? (
          <span>
            <PaperClipOutlined aria-hidden />{' '}
            {t('list.attachments', { value: number.format(post.attachmentCount) })}
          </span>
        ) : null}
      </div>
      {post.tags.length > 0 ? (
        <div className="board-tag-chips">
          {post.tags.map((tag) => (
            <Tag
              key={tag}
              className="board-tag-chip"
              role="button"
              tabIndex={0}
              aria-label={t('list.tagFilter', { tag })}
              onClick={() => onTag(tag)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onTag(tag);
                }
              }}
            >
              #{tag}
            </Tag>
          ))}
        </div>
      ) : null}
    </li>
  );
}
