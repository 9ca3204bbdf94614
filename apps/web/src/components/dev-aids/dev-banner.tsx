import { ToolOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The development banner (hidden in production): this server runs in development mode. It holds
 * the floating panel's button too (`children`), so that the button sits in the page's flow at the
 * top and never covers a figure, on a phone least of all (issue 18 §5).
 */
export function DevBanner({ local, children }: { local: boolean; children?: ReactNode }) {
  const { t } = useTranslation('dev');
  return (
    <div className="dev-banner" role="note" data-testid="dev-banner">
      <ToolOutlined aria-hidden />
      <strong>{t('banner.title')}</strong>
      <span>{t('banner.text')}</span>
      {local && <Link to="/dev/auth-debug">{t('banner.debugLink')}</Link>}
      {children}
    </div>
  );
}
