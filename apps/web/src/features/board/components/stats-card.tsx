import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useBoardStats } from '../api/get-stats';

const FIGURES = ['totalPosts', 'todayPosts', 'totalViews', 'totalLikes', 'totalComments'] as const;

/** §3 "Board stats": totals, today's posts and the most viewed post. */
export function StatsCard() {
  const { t, i18n } = useTranslation(['board', 'errors']);
  const stats = useBoardStats();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'ko');
  return (
    <Card size="small" title={t('board:stats.title')} data-testid="board-stats">
      {stats.isPending ? <Skeleton active paragraph={{ rows: 3 }} title={false} /> : null}
      {stats.isError ? (
        <Typography.Text type="danger" role="alert">
          {t('board:stats.loadFailed')} {errorMessage(stats.error, t)}
        </Typography.Text>
      ) : null}
      {stats.data ? (
        <>
          <dl className="board-figures">
            {FIGURES.map((figure) => (
              <div key={figure} className="board-figures__row">
                <dt>{t(`board:stats.${figure}`)}</dt>
                <dd data-testid={`board-stats-${figure}`}>{number.format(stats.data[figure])}</dd>
              </div>
            ))}
          </dl>
          <Typography.Text type="secondary">{t('board:stats.popular')}</Typography.Text>
          <div className="board-popular">
            {stats.data.popularPost ? (
              <>
                <Link to={`/board/posts/${stats.data.popularPost.id}`}>
                  {stats.data.popularPost.title}
                </Link>{' '}
                <Typography.Text type="secondary">
                  {t('board:stats.popularViews', {
                    value: number.format(stats.data.popularPost.views),
                  })}
                </Typography.Text>
              </>
            ) : (
              <Typography.Text type="secondary">{t('board:stats.noPopular')}</Typography.Text>
            )}
          </div>
        </>
      ) : null}
    </Card>
  );
}
