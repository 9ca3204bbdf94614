import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { isNotFoundError, isValidPageSlug, useStaticPage } from '../api/get-static-page';
import { LinkButton } from '../components/link-button';
import { PageHtml } from '../components/page-html';
import '../components/public-page.css';

const PAGE_STYLE = { maxWidth: 960, margin: '0 auto', padding: 'clamp(16px, 4vw, 40px) 16px' };

/** /page/{slug}: an editable content page (data-center-board-admin.md §2 "Static page"). */
export function StaticPagePage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation('staticPage');
  const query = useStaticPage(slug);

  if (!isValidPageSlug(slug) || isNotFoundError(query.error)) {
    return (
      <Result
        status="404"
        title={t('notFound')}
        subTitle={t('notFoundDescription')}
        extra={<LinkButton to="/">{t('backHome')}</LinkButton>}
      />
    );
  }

  if (query.isError) {
    return (
      <Result
        status="error"
        title={t('error')}
        extra={
          <Button type="primary" onClick={() => query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }

  if (query.isPending) {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 64 }} role="status">
        <Spin />
        <Typography.Text>{t('loading')}</Typography.Text>
      </Flex>
    );
  }

  const page = query.data;
  return (
    <article className="public-page" style={PAGE_STYLE}>
      <Typography.Title level={1} style={{ wordBreak: 'keep-all' }}>
        {page.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('lastUpdated', { date: formatDate(page.updatedAt, i18n.language) })}
      </Typography.Paragraph>
      <PageHtml html={page.content} defaultImageAlt={t('defaultImageAlt')} />
    </article>
  );
}
