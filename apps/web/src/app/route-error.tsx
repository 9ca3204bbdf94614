import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Shown when a route fails to render or its chunk cannot be fetched (e.g. after a deploy).
 * Plain markup rather than antd's Result: this is part of every page's first load.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return (
    <main className="page-narrow route-error" role="alert">
      <h1 className="result-heading">{t('routeError.title')}</h1>
      <p>{t('routeError.message')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </main>
  );
}
