import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from './button-link';

/** The SPA's own not-found page for paths outside the route table (issue 2 "Bad input"). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div data-testid="not-found" className="page-narrow">
      <Result
        status="404"
        title={<h1 className="result-heading">{t('notFound.title')}</h1>}
        subTitle={t('notFound.message', { path: pathname })}
        extra={
          <ButtonLink to="/" type="primary">
            {t('notFound.toHome')}
          </ButtonLink>
        }
      />
    </div>
  );
}
