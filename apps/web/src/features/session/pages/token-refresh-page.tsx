import { ExportOutlined, LoginOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AccountPermissions } from '@bus/domain';
import { Alert, Button, Card, Skeleton, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../../../lib/use-auth';
import { usePermissions } from '../api/get-permissions';
import { type RefreshState, useRefreshSession } from '../api/use-refresh-session';
import { PermissionList } from '../components/permission-list';
import { RefreshGuide } from '../components/refresh-guide';
import { SessionDetails } from '../components/session-details';
import '../components/session.css';

const SUPER_ADMIN_PATH = '/super-admin';
const LOGIN_PATH = `/login?next=${encodeURIComponent('/token-refresh')}`;

/** Date and time to the second: a refresh within the same minute must show as a new reading. */
function formatReadAt(at: number, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
}

function RefreshResult({ state }: { state: RefreshState }) {
  const { t, i18n } = useTranslation(['session', 'errors']);
  if (state.status === 'success') {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        data-testid="refresh-result"
        title={t('refresh.success', { time: formatReadAt(state.at, i18n.language) })}
      />
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="refresh-result"
        title={t('errors:tokenRefreshFailed')}
        description={errorMessage(state.error, t)}
      />
    );
  }
  return null;
}

function SuperAdminLink({ data }: { data: AccountPermissions }) {
  const { t } = useTranslation('session');
  const allowed = data.role === 'super_admin';
  return (
    <div className="session-super-admin">
      <Button
        icon={<ExportOutlined />}
        href={allowed ? SUPER_ADMIN_PATH : undefined}
        target="_blank"
        rel="noopener noreferrer"
        disabled={!allowed}
        aria-describedby="super-admin-hint"
        data-testid="open-super-admin"
      >
        {t('superAdmin.open')}
      </Button>
      <Typography.Text type="secondary" id="super-admin-hint">
        {t(allowed ? 'superAdmin.allowed' : 'superAdmin.notAllowed')}
      </Typography.Text>
    </div>
  );
}

function SignedOutWarning() {
  const { t } = useTranslation(['session', 'errors']);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="session-login-required"
      title={t('errors:loginRequired')}
      description={t('signedOut.text')}
      action={
        <ButtonLink to={LOGIN_PATH} type="primary" icon={<LoginOutlined />}>
          {t('signedOut.login')}
        </ButtonLink>
      }
    />
  );
}

function SessionCards() {
  const { t, i18n } = useTranslation(['session', 'common']);
  const query = usePermissions(true);
  const { state, refresh } = useRefreshSession();
  const refreshing = state.status === 'refreshing';
  const refreshButton = (
    <Button
      type="primary"
      icon={<ReloadOutlined />}
      loading={refreshing}
      disabled={query.isPending}
      onClick={() => void refresh()}
      data-testid="refresh-session"
    >
      {t('refresh.button')}
    </Button>
  );
  // A failed first read; a failed refresh keeps the last reading and says so above it.
  if (query.isError && !query.data) {
    return (
      <QueryError
        title={t('loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      <Card title={t('details.title')} extra={refreshButton} className="session-card">
        <RefreshResult state={state} />
        {query.data ? (
          <>
            <SessionDetails data={query.data} />
            <Typography.Paragraph type="secondary" className="session-read-at">
              {t('refresh.readAt', { time: formatReadAt(query.dataUpdatedAt, i18n.language) })}
            </Typography.Paragraph>
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} aria-busy="true" />
        )}
      </Card>
      <Card
        title={
          query.data
            ? t('permissions.titleWithCount', { n: query.data.permissions.length })
            : t('permissions.title')
        }
        className="session-card"
      >
        {query.data ? (
          <PermissionList permissions={query.data.permissions} />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )}
      </Card>
      {query.data && (
        <Card title={t('superAdmin.title')} className="session-card">
          <SuperAdminLink data={query.data} />
        </Card>
      )}
    </>
  );
}

/**
 * /token-refresh (data-center-board-admin.md §2 token-refresh page, §4): the session as the server
 * sees it — e-mail, id, role, e-mail verified and the granted permissions — with a refresh that
 * reads them again, the super-admin link for super_admin only, and the three-step guide. Signed
 * out, a warning asks the visitor to log in.
 */
export function TokenRefreshPage() {
  const { t } = useTranslation(['nav', 'session', 'common']);
  const { status } = useAuth();
  return (
    <div className="page-narrow page-stack" data-testid="token-refresh-page">
      <Typography.Title level={1}>{t('titles.tokenRefresh')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('session:intro')}</Typography.Paragraph>
      {status === 'loading' && (
        <div className="session-loading">
          <Spin aria-label={t('common:loading')} />
        </div>
      )}
      {status === 'signedOut' && <SignedOutWarning />}
      {status === 'signedIn' && <SessionCards />}
      <RefreshGuide />
    </div>
  );
}
