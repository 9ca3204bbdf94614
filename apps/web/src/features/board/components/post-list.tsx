import { BOARD_SCROLL_THRESHOLD_PX } from '@bus/domain';
import { Button, Empty, Skeleton, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useBoardPosts } from '../api/get-posts';
import type { BoardFilter, BoardScope } from '../api/keys';
import { useScrollRestore } from '../hooks/use-scroll-restore';
import { orderedPosts } from '../lib/list-cache';
import { PostListItem } from './post-list-item';

type Props = {
  scope: BoardScope;
  filter: BoardFilter;
  filtered: boolean;
  onTag: (tag: string) => void;
};

/**
 * §2 infinite scroll: 10 posts a page, the next one asked for when the end of the list comes
 * within 1000 px of the viewport. The "load more" button does the same for keyboards and for
 * browsers without IntersectionObserver.
 */
export function PostList({ scope, filter, filtered, onTag }: Props) {
  const { t } = useTranslation('board');
  const posts = useBoardPosts(scope, filter, true);
  const items = orderedPosts(posts.data);
  const saveScroll = useScrollRestore(posts.isSuccess);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = posts;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: `0px 0px ${BOARD_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (posts.isPending) {
    return <Skeleton active paragraph={{ rows: 6 }} data-testid="board-list-loading" />;
  }
  if (posts.isError && !posts.data) {
    return (
      <QueryError
        title={t('list.loadFailed')}
        error={posts.error}
        onRetry={() => void posts.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <Empty
        description={filtered ? t('list.emptyFiltered') : t('list.empty')}
        data-testid="board-list-empty"
      />
    );
  }
  return (
    <section aria-label={t('list.label')}>
      <ul className="board-list" data-testid="board-list">
        {items.map((post) => (
          <PostListItem
            key={post.id}
            post={post}
            search={filter.search}
            onOpen={saveScroll}
            onTag={onTag}
          />
        ))}
      </ul>
      <div ref={sentinel} className="board-list__end">
        {isFetchingNextPage ? <Spin /> : null}
        {hasNextPage && !isFetchingNextPage ? (
          <Button onClick={() => void fetchNextPage()} data-testid="board-load-more">
            {t('list.loadMore')}
          </Button>
        ) : null}
        {!hasNextPage ? <Typography.Text type="secondary">{t('list.end')}</Typography.Text> : null}
      </div>
    </section>
  );
}
