import { StopOutlined } from '@ant-design/icons';
import { ROLE_COLORS } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { clearUserQueries } from '../../../lib/query-client';
import { ME_QUERY_KEY, meQueryOptions } from '../../../lib/use-auth';
import { useSessionClaims } from '../api/get-session-claims';
import { SUPER_ADMIN_ROOT } from '../api/keys';

function Claims() {
  const { t, i18n } = useTranslation(['superAdmin', 'common', 'errors']);
  const claims = useSessionClaims();
  if (claims.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('superAdmin:denied.claimsFailed')}
        description={errorMessage(claims.error, t)}
      />
    );
  }
  const me = claims.data;
  if (!me) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      title={t('superAdmin:denied.claims')}
      className="sa-descriptions"
      data-testid="sa-denied-claims"
      items={[
        { key: 'email', label: t('superAdmin:denied.email'), children: me.email },
        {
          key: 'id',
          label: t('superAdmin:denied.id'),
          children: <code className="sa-code">{me.id}</code>,
        },
        {
          key: 'role',
          label: t('superAdmin:denied.role'),
          children: (
            <Tag color={ROLE_COLORS[me.role]} data-testid="sa-denied-role" data-role={me.role}>
              {t(`common:roles.${me.role}`)}
            </Tag>
          ),
        },
        {
          key: 'organisation',
          label: t('superAdmin:denied.organisation'),
          children: me.organisation?.name ?? t('superAdmin:denied.noOrganisation'),
        },
        {
          key: 'approval',
          label: t('superAdmin:denied.approval'),
          children: me.emailVerified
            ? t('superAdmin:denied.approved')
            : t('superAdmin:denied.notApproved'),
        },
        {
          key: 'expires',
          label: t('superAdmin:denied.sessionExpires'),
          children: formatDate(me.sessionExpiresAt, i18n.language, { time: true }),
        },
      ]}
    />
  );
}

/**
 * data-center-board-admin.md §2 "Access denied": the server refused (403) while this page still
 * took the user for a super admin. Shows the server's claims; "refresh permissions" reads the
 * session again (super admin again: the console returns; else the guard sends the user to
 * /dashboard with the message); "sign in again" signs out and comes back after the login.
 */
export function AccessDenied() {
  const { t } = useTranslation(['superAdmin', 'errors']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'refresh' | 'relogin' | null>(null);
  const [stillDenied, setStillDenied] = useState(false);

  const refresh = async () => {
    setBusy('refresh');
    try {
      const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      if (me?.role === 'super_admin') {
        // Forget the refusals: the tabs read their figures again.
        await queryClient.resetQueries({ queryKey: SUPER_ADMIN_ROOT });
        setStillDenied(false);
      } else {
        setStillDenied(true);
      }
    } finally {
      setBusy(null);
    }
  };
  const relogin = async () => {
    setBusy('relogin');
    try {
      await api.post('/auth/sign-out');
    } catch (error) {
      // Signed out already or not: the login page comes next either way.
      console.warn('Sign-out before signing in again failed', error);
    }
    await navigate(`/login?next=${encodeURIComponent('/super-admin')}`, { replace: true });
    queryClient.setQueryData(ME_QUERY_KEY, null);
    clearUserQueries(queryClient);
  };

  return (
    <div className="page-narrow" data-testid="sa-access-denied">
      <Result
        status="403"
        icon={<StopOutlined />}
        title={<h1 className="result-heading">{t('superAdmin:denied.title')}</h1>}
        subTitle={t('superAdmin:denied.text')}
        extra={
          <Space wrap>
            <Button
              type="primary"
              loading={busy === 'refresh'}
              onClick={() => void refresh()}
              data-testid="sa-denied-refresh"
            >
              {t('superAdmin:denied.refresh')}
            </Button>
            <Button
              loading={busy === 'relogin'}
              onClick={() => void relogin()}
              data-testid="sa-denied-relogin"
            >
              {t('superAdmin:denied.relogin')}
            </Button>
          </Space>
        }
      />
      {stillDenied && (
        <Alert
          type="warning"
          showIcon
          title={t('superAdmin:denied.stillDenied')}
          className="sa-section"
        />
      )}
      <Claims />
    </div>
  );
}
