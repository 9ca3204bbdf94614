import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The login page, coming back here afterwards. */
export function useLoginHref(): string {
  const location = useLocation();
  return `/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** §6: signed out, only questions and notices; the spec's message and a way to log in. */
export function LoginAlert() {
  const { t } = useTranslation(['board', 'errors']);
  const loginHref = useLoginHref();
  return (
    <Alert
      type="info"
      showIcon
      data-testid="board-login-alert"
      title={t('board:access.loginTitle')}
      description={t('errors:codes.board/login-required')}
      action={<Link to={loginHref}>{t('board:access.login')}</Link>}
    />
  );
}

/** §2: a signed-in user below `user` sees 'no access' and their current role. */
export function NoAccessAlert({ role }: { role: string }) {
  const { t } = useTranslation(['board', 'common']);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="board-no-access"
      title={t('board:access.noAccessTitle')}
      description={t('board:access.noAccessMessage', {
        role: t(`common:roles.${role}`, { defaultValue: role }),
      })}
    />
  );
}
