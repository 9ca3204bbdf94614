import { EditOutlined, FlagOutlined } from '@ant-design/icons';
import {
  BOARD_CATEGORIES,
  type BoardCategory,
  canModerate,
  canUseBoard,
  PUBLIC_BOARD_CATEGORIES,
} from '@bus/domain';
import { Button, Skeleton, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { useAuth } from '../../../lib/use-auth';
import { AdvancedSearchDrawer } from '../components/advanced-search-drawer';
import { LoginAlert, NoAccessAlert } from '../components/board-access-alert';
import { BoardFilters } from '../components/board-filters';
import { OnlineUsersCard } from '../components/online-users-card';
import { PopularTags } from '../components/popular-tags';
import { PostList } from '../components/post-list';
import { SocketStatus } from '../components/socket-status';
import { StatsCard } from '../components/stats-card';
import { useBoardFilter } from '../hooks/use-board-filter';
import { useBoardSocketState } from '../hooks/use-board-socket';
import '../components/board.css';

// The editor (TipTap, ProseMirror) loads only when someone writes: the list stays light.
const PostFormModal = lazy(() =>
  import('../components/post-form-modal').then((module) => ({ default: module.PostFormModal })),
);

/**
 * /board (data-center-board-admin.md §2 "Board list"): the full board for user and above, the
 * public list (questions and notices) for visitors and viewers, with stats, tags and who is online.
 */
export function BoardPage() {
  const { t } = useTranslation(['board', 'common']);
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const { filter, update } = useBoardFilter();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [writing, setWriting] = useState(false);
  const socketState = useBoardSocketState();

  const member = canUseBoard(user?.role);
  const categories: readonly BoardCategory[] = member ? BOARD_CATEGORIES : PUBLIC_BOARD_CATEGORIES;
  const filtered = Boolean(
    filter.category ||
      filter.search ||
      filter.author ||
      filter.startDate ||
      filter.endDate ||
      filter.tag,
  );

  return (
    <div className="page-wide board-page" data-testid="board-page">
      <header className="board-page__header">
        <div>
          <Typography.Title level={1}>{t('board:title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('board:subtitle')}</Typography.Paragraph>
        </div>
        <div className="board-page__actions">
          <SocketStatus state={socketState} />
          {canModerate(user?.role) ? (
            <ButtonLink
              to="/board/moderation"
              icon={<FlagOutlined />}
              data-testid="board-moderation-link"
            >
              {t('board:moderationLink')}
            </ButtonLink>
          ) : null}
          {member ? (
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => setWriting(true)}
              data-testid="board-write"
            >
              {t('board:write')}
            </Button>
          ) : null}
        </div>
      </header>

      {status === 'signedOut' ? <LoginAlert /> : null}
      {user && !member ? <NoAccessAlert role={user.role} /> : null}

      <div className="board-layout">
        <main className="board-layout__main">
          <BoardFilters
            filter={filter}
            categories={categories}
            onChange={update}
            onAdvanced={() => setAdvancedOpen(true)}
          />
          {status === 'loading' ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : (
            <PostList
              scope={member ? 'all' : 'public'}
              filter={filter}
              filtered={filtered}
              onTag={(tag) => update({ tag })}
            />
          )}
        </main>
        <aside className="board-layout__side" aria-label={t('board:stats.title')}>
          <StatsCard />
          <PopularTags active={filter.tag} onSelect={(tag) => update({ tag: tag ?? '' })} />
          {member ? <OnlineUsersCard /> : null}
        </aside>
      </div>

      <AdvancedSearchDrawer
        open={advancedOpen}
        filter={filter}
        onApply={update}
        onClose={() => setAdvancedOpen(false)}
      />
      {writing && user ? (
        <Suspense fallback={<Spin fullscreen description={t('board:form.editorLoading')} />}>
          <PostFormModal
            open
            userId={user.id}
            role={user.role}
            onClose={() => setWriting(false)}
            onSaved={(post) => {
              setWriting(false);
              navigate(`/board/posts/${post.id}`, { state: { fromList: true } });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
