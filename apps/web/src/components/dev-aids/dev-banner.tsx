import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The development banner (hidden in production): this server runs in development mode. */
export function DevBanner({ local }: { local: boolean }) {
  const { t } = useTranslation('dev');
  return (
    <div className="dev-banner" role="note" data-testid="dev-banner">
      <ToolOutlined aria-hidden />
      <strong>{t('banner.title')}</strong>
      <span>{t('banner.text')}</span>
      {local && <Link to="/dev/auth-debug">{t('banner.debugLink')}</Link>}
    </div>
  );
}
