import { ArrowLeftOutlined, PushpinFilled } from '@ant-design/icons';
import { canUseBoard } from '@bus/domain';
import { Alert, Button, Result, Skeleton, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../../lib/use-auth';
import { useBoardPost } from '../api/get-post';
import { AttachmentList } from '../components/attachment-list';
import { useLoginHref } from '../components/board-access-alert';
import { CategoryTag } from '../components/category-tag';
import { CommentSection } from '../components/comment-section';
import { PostActions } from '../components/post-actions';
import { PostBody } from '../components/post-body';
import { ReportModal } from '../components/report-modal';
import '../components/board.css';

const PostFormModal = lazy(() =>
  import('../components/post-form-modal').then((module) => ({ default: module.PostFormModal })),
);

/** Where "back to list" goes: history when the reader came from the list (keeps its place). */
function useBack() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  return () => (fromList ? navigate(-1) : navigate('/board'));
}

/** 404 'Post not found' and the §6 login message for a non-public post, with a way on. */
function PostError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['board', 'errors']);
  const loginHref = useLoginHref();
  const code = error instanceof ApiError ? error.code : null;
  if (code === 'board/post-not-found' || (error instanceof ApiError && error.status === 404)) {
    return (
      <Result
        status="404"
        title={<h1 className="result-heading">{t('errors:codes.board/post-not-found')}</h1>}
        extra={<Link to="/board">{t('board:post.backToBoard')}</Link>}
        data-testid="board-post-not-found"
      />
    );
  }
  if (code === 'board/login-required') {
    return (
      <Result
        status="403"
        title={<h1 className="result-heading">{t('board:access.loginTitle')}</h1>}
        subTitle={errorMessage(error, t)}
        extra={[
          <Link key="login" to={loginHref}>
            {t('board:access.login')}
          </Link>,
          <Link key="board" to="/board">
            {t('board:post.backToBoard')}
          </Link>,
        ]}
        data-testid="board-post-login-required"
      />
    );
  }
  return <QueryError title={t('board:post.loadFailed')} error={error} onRetry={onRetry} />;
}

/** /board/posts/{postId} (data-center-board-admin.md §2 "Post detail"). */
export function PostDetailPage() {
  const { postId = '' } = useParams();
  const { t, i18n } = useTranslation(['board', 'errors']);
  const { user, status } = useAuth();
  const back = useBack();
  const post = useBoardPost(postId, status !== 'loading');
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const member = canUseBoard(user?.role);
  const lng = i18n.resolvedLanguage ?? 'ko';

  const backButton = (
    <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="board-back">
      {t('board:post.back')}
    </Button>
  );

  if (status === 'loading' || post.isPending) {
    return (
      <div className="page-wide board-post-page">
        <Skeleton active paragraph={{ rows: 8 }} data-testid="board-post-loading" />
      </div>
    );
  }
  if (post.isError) {
    return (
      <div className="page-wide board-post-page">
        {backButton}
        <PostError error={post.error} onRetry={() => void post.refetch()} />
      </div>
    );
  }
  const data = post.data;
  const number = new Intl.NumberFormat(lng);

  return (
    <div className="page-wide board-post-page" data-testid="board-post-page">
      {backButton}
      <article className="board-post">
        <header className="board-post__header">
          <div className="board-post__tags">
            {data.pinned ? (
              <PushpinFilled className="board-pin" role="img" aria-label={t('board:list.pinned')} />
            ) : null}
            <CategoryTag category={data.category} />
            {data.tags.map((tag) => (
              <Link
                key={tag}
                to={`/board?tag=${encodeURIComponent(tag)}`}
                className="board-post__tag"
              >
                #{tag}
              </Link>
            ))}
          </div>
          <Typography.Title level={1} className="board-post__title">
            {data.title}
          </Typography.Title>
          <dl className="board-post__meta">
            <div>
              <dt>{t('board:post.author')}</dt>
              <dd>{data.authorName}</dd>
            </div>
            <div>
              <dt>{t('board:post.createdAt')}</dt>
              <dd>{formatDate(data.createdAt, lng, { time: true })}</dd>
            </div>
            <div>
              <dt>{t('board:post.views')}</dt>
              <dd>{number.format(data.views)}</dd>
            </div>
          </dl>
        </header>
        {data.hidden ? (
          <Alert type="warning" showIcon title={t('board:post.hiddenNotice')} />
        ) : null}
        <PostBody html={data.content} />
        <AttachmentList attachments={data.attachments} body={data.content} />
        <PostActions
          post={data}
          role={user?.role ?? null}
          member={member}
          onEdit={() => setEditing(true)}
          onReport={() => setReporting(true)}
        />
      </article>
      <CommentSection postId={data.id} commentCount={data.commentCount} canComment={member} />
      {reporting ? <ReportModal postId={data.id} onClose={() => setReporting(false)} /> : null}
      {editing && user ? (
        <Suspense fallback={<Spin fullscreen description={t('board:form.editorLoading')} />}>
          <PostFormModal
            open
            userId={user.id}
            role={user.role}
            post={data}
            onClose={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
