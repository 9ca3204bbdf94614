import { Alert, Button, Card, Modal, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../../lib/use-auth';
import { useAcceptInvite } from '../api/accept-invite';
import { useInvitePreview } from '../api/get-invite';

const isCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/**
 * /invite/:token (issue 14 §2): which organisation the link joins, and a join button. Signed
 * out, it asks to sign in first and comes back here after (login's `next`); a member of another
 * organisation confirms the move before joining.
 */
export function InvitePage() {
  const { t, i18n } = useTranslation(['invite', 'common', 'errors']);
  const { token = '' } = useParams();
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(token);
  const [confirmMove, setConfirmMove] = useState(false);
  const here = `/invite/${encodeURIComponent(token)}`;

  if (preview.isLoading || status === 'loading') {
    return (
      <div className="page-narrow" style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  }
  if (preview.isError || !preview.data) {
    return (
      <Result
        status="warning"
        title={t('invite:invalidTitle')}
        subTitle={errorMessage(preview.error, t)}
        data-testid="invite-invalid"
      />
    );
  }

  const { organisation, role, expiresAt } = preview.data;
  const name = organisation.name;
  if (accept.isSuccess) {
    return (
      <Result
        status="success"
        title={t('invite:joined', { name })}
        subTitle={user?.emailVerified ? undefined : t('invite:approvalNote')}
        extra={
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            {t('invite:goDashboard')}
          </Button>
        }
        data-testid="invite-joined"
      />
    );
  }

  const join = (move: boolean) =>
    accept.mutate(move, {
      onError: (error) => {
        if (isCode(error, 'organisation/already-member')) setConfirmMove(true);
        else console.error('Accepting the invite failed', error);
      },
    });
  const onJoin = () => {
    const current = user?.organisation;
    if (current && current.name !== name) setConfirmMove(true);
    else join(false);
  };
  const failure =
    accept.isError && !isCode(accept.error, 'organisation/already-member') ? accept.error : null;

  return (
    <div className="page-narrow" data-testid="invite-page">
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('invite:title')}
        </Typography.Title>
        <Typography.Paragraph strong data-testid="invite-organisation">
          {t('invite:intro', { name, kind: t(`invite:kinds.${organisation.kind}`) })}
        </Typography.Paragraph>
        <Typography.Paragraph>
          {t('invite:role', { role: t(`common:roles.${role}`) })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('invite:expires', { date: formatDate(expiresAt, i18n.language, { time: true }) })}
        </Typography.Paragraph>
        {failure && (
          <Alert
            type="error"
            showIcon
            title={errorMessage(failure, t)}
            style={{ marginBottom: 16 }}
          />
        )}
        {status === 'signedIn' ? (
          <Button
            type="primary"
            size="large"
            block
            loading={accept.isPending}
            onClick={onJoin}
            data-testid="invite-join"
          >
            {t('invite:join')}
          </Button>
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type="info" showIcon title={t('invite:signInFirst')} />
            <Space wrap>
              <Button
                type="primary"
                onClick={() => navigate(`/login?next=${encodeURIComponent(here)}`)}
                data-testid="invite-sign-in"
              >
                {t('invite:signIn')}
              </Button>
              <Button
                onClick={() => navigate(`/register?next=${encodeURIComponent(here)}`)}
                data-testid="invite-register"
              >
                {t('invite:register')}
              </Button>
            </Space>
          </Space>
        )}
      </Card>
      <Modal
        open={confirmMove}
        title={t('invite:moveTitle')}
        okText={t('invite:move')}
        cancelText={t('invite:cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'invite-move-confirm' }}
        onOk={() => {
          setConfirmMove(false);
          join(true);
        }}
        onCancel={() => setConfirmMove(false)}
      >
        {t('invite:moveText', { current: user?.organisation?.name ?? '', name })}
      </Modal>
    </div>
  );
}
