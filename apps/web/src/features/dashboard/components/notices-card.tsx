import type { DashboardNotices } from '@bus/domain';
import { Badge, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { noticeLink } from '../lib/links';
import { CardLink } from './card-link';

/** Board notices the user has not opened yet, newest (pinned first), each to its post. */
export function NoticesCard({ notices }: { notices: DashboardNotices }) {
  const { t, i18n } = useTranslation('dashboard');
  const more = notices.unread - notices.items.length;
  return (
    <Card
      className="dash-card"
      data-testid="dash-notices"
      title={
        <span className="dash-notices-title">
          {t('notices.title')}
          <Badge
            count={notices.unread}
            showZero
            color={notices.unread > 0 ? '#cf1322' : '#8c8c8c'}
            data-testid="dash-notices-unread"
            title={t('notices.count', { count: notices.unread })}
          />
        </span>
      }
    >
      {notices.items.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('notices.none')}</Typography.Paragraph>
      ) : (
        <ul className="dash-notices">
          {notices.items.map((notice) => (
            <li key={notice.id}>
              <Link to={noticeLink(notice.id)}>{notice.title}</Link>
              <span className="dash-notice-meta">
                {notice.pinned ? <Tag color="red">{t('notices.pinned')}</Tag> : null}
                {formatDate(notice.createdAt, i18n.resolvedLanguage ?? 'ko')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <Typography.Paragraph type="secondary" className="dash-small">
          {t('notices.more', { count: more })}
        </Typography.Paragraph>
      ) : null}
      <Typography.Paragraph type="secondary" className="dash-small">
        {t('notices.rule')}
      </Typography.Paragraph>
      <CardLink to="/board" label={t('notices.all')} />
    </Card>
  );
}
