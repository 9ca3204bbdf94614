import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page arrives (platform.md §2.1 "loaded on demand with a spinner"). */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" description={t('pageLoading')} />
    </div>
  );
}
