import type { AccountActivity } from '@bus/domain';
import { Card, Pagination, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { PAGE_VIEWS_PAGE_SIZE } from '../api/get-activity';
import { ActivityList } from './activity-list';

type PageView = AccountActivity['pageViews'][number];

/** Page titles are "app name | section" (app/page-titles.ts): the section says which page it was. */
const TITLE_SEPARATOR = ' | ';

export function pageLabel(view: PageView): string {
  if (!view.title) return view.path;
  const at = view.title.indexOf(TITLE_SEPARATOR);
  return at >= 0 ? view.title.slice(at + TITLE_SEPARATOR.length) : view.title;
}

type Props = {
  activity: AccountActivity;
  page: number;
  onPage: (page: number) => void;
  compact: boolean;
};

/** Own recent page views, newest first, paged by the server. */
export function PageViewsCard({ activity, page, onPage, compact }: Props) {
  const { t, i18n } = useTranslation('profile');
  const when = (row: PageView) => formatDate(row.at, i18n.resolvedLanguage ?? 'ko', { time: true });
  const path = (row: PageView) => (
    <Typography.Text code className="profile-path">
      {row.path}
    </Typography.Text>
  );
  return (
    <Card title={t('activity.pageViews.title')} data-testid="activity-page-views">
      <ActivityList<PageView>
        rows={activity.pageViews}
        compact={compact}
        rowKey={(row) => `${row.at}-${row.path}`}
        emptyText={t('activity.pageViews.empty')}
        compactRow={(row) => ({
          head: (
            <>
              <strong>{pageLabel(row)}</strong>
              {path(row)}
            </>
          ),
          detail: when(row),
        })}
        columns={[
          { key: 'time', title: t('activity.pageViews.time'), render: (_, row) => when(row) },
          { key: 'page', title: t('activity.pageViews.page'), render: (_, row) => pageLabel(row) },
          { key: 'path', title: t('activity.pageViews.path'), render: (_, row) => path(row) },
        ]}
        footer={
          activity.pageViewTotal > PAGE_VIEWS_PAGE_SIZE && (
            <Pagination
              className="profile-pagination"
              size="small"
              current={page}
              pageSize={PAGE_VIEWS_PAGE_SIZE}
              total={activity.pageViewTotal}
              showSizeChanger={false}
              showTotal={(count) => t('activity.pageViews.total', { count })}
              onChange={onPage}
            />
          )
        }
      />
    </Card>
  );
}
