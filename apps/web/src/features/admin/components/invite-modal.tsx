import { CopyOutlined } from '@ant-design/icons';
import { INVITE_DEFAULT_DAYS, type Invite, type Organisation, type Role } from '@bus/domain';
import {
  Alert,
  Button,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useInvites, useOrganisationAction } from '../api/organisations';

/** Roles an invite may carry: never admin (issue 14: an invite gives at most manager). */
const INVITE_ROLES = ['viewer', 'user', 'analyst', 'manager'] as const satisfies readonly Role[];
/** Invite validity in days (InviteCreate in @bus/domain: 1–30). */
const DAYS_MIN = 1;
const DAYS_MAX = 30;

type Values = { days: number; role: (typeof INVITE_ROLES)[number] };
type Status = 'active' | 'used' | 'expired';

function statusOf(invite: Invite, now: number): Status {
  if (invite.usedAt) return 'used';
  return new Date(invite.expiresAt).getTime() > now ? 'active' : 'expired';
}
const STATUS_COLORS: Record<Status, string> = { active: 'green', used: 'default', expired: 'red' };

/**
 * Invitation links of one organisation (issue 14 §2): a new link is shown once, with a copy
 * button and its expiry; the issued ones are listed (without their tokens) and can be revoked.
 */
export function InviteModal({
  organisation,
  onClose,
}: {
  organisation: Organisation;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common', 'errors']);
  const [form] = Form.useForm<Values>();
  const action = useOrganisationAction();
  const invites = useInvites(organisation.id);
  const { message } = useFeedback();
  const [created, setCreated] = useState<Invite | null>(null);
  const date = (iso: string) => formatDate(iso, i18n.language, { time: true });

  const create = async (values: Values) => {
    try {
      const invite = (await action.mutateAsync({
        kind: 'invite',
        id: organisation.id,
        body: values,
      })) as Invite;
      setCreated(invite);
    } catch (error) {
      console.error('Creating the invite failed', error);
      message.error(errorMessage(error, t));
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('admin:organisations.invites.copied'));
    } catch (error) {
      console.error('Copying the invite link failed', error);
      message.error(t('admin:organisations.invites.copyFailed'));
    }
  };

  const revoke = async (id: string) => {
    try {
      await action.mutateAsync({ kind: 'revokeInvite', id });
      message.success(t('admin:organisations.done.revoked'));
    } catch (error) {
      console.error('Revoking the invite failed', error);
      message.error(errorMessage(error, t));
    }
  };

  const now = Date.now();
  return (
    <Modal
      open
      title={t('admin:organisations.invites.title', { name: organisation.name })}
      footer={<Button onClick={onClose}>{t('admin:organisations.invites.close')}</Button>}
      onCancel={onClose}
      width={{ xs: '100%', sm: 600 }}
      data-testid="admin-invite-modal"
    >
      <Form
        form={form}
        layout="inline"
        initialValues={{ days: INVITE_DEFAULT_DAYS, role: 'user' }}
        onFinish={(values) => void create(values)}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="days" label={t('admin:organisations.invites.days')}>
          <InputNumber
            min={DAYS_MIN}
            max={DAYS_MAX}
            precision={0}
            data-testid="admin-invite-days"
          />
        </Form.Item>
        <Form.Item name="role" label={t('admin:organisations.invites.role')}>
          <Select
            style={{ minWidth: 140 }}
            options={INVITE_ROLES.map((role) => ({
              value: role,
              label: t(`common:roles.${role}`),
            }))}
            data-testid="admin-invite-role"
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={action.isPending}
            data-testid="admin-invite-create"
          >
            {t('admin:organisations.invites.create')}
          </Button>
        </Form.Item>
      </Form>
      {created?.url && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={t('admin:organisations.invites.once')}
          description={
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  readOnly
                  value={created.url}
                  aria-label={t('admin:organisations.invites.link')}
                  onFocus={(event) => event.target.select()}
                  data-testid="admin-invite-url"
                />
                <Button
                  icon={<CopyOutlined />}
                  onClick={() => void copy(created.url ?? '')}
                  data-testid="admin-invite-copy"
                >
                  {t('admin:organisations.invites.copy')}
                </Button>
              </Space.Compact>
              <Typography.Text type="secondary" data-testid="admin-invite-expires">
                {t('admin:organisations.invites.expires', { date: date(created.expiresAt) })}
              </Typography.Text>
            </Space>
          }
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('admin:organisations.invites.list')}
      </Typography.Title>
      {invites.isSuccess && invites.data.items.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('admin:organisations.invites.empty')}
        />
      )}
      <ul className="admin-invites" aria-busy={invites.isLoading}>
        {(invites.data?.items ?? []).map((invite) => {
          const status = statusOf(invite, now);
          return (
            <li
              key={invite.id}
              className="admin-invites__item"
              data-testid={`admin-invite-${invite.id}`}
            >
              <Space wrap size={4}>
                <Tag color={STATUS_COLORS[status]}>
                  {t(`admin:organisations.invites.status.${status}`)}
                </Tag>
                <span>{t(`common:roles.${invite.role as Role}`)}</span>
                <Typography.Text type="secondary">
                  {t('admin:organisations.invites.expires', { date: date(invite.expiresAt) })}
                </Typography.Text>
              </Space>
              {status === 'active' && (
                <Popconfirm
                  title={t('admin:organisations.invites.confirmRevoke')}
                  okText={t('admin:confirm.ok')}
                  cancelText={t('admin:confirm.cancel')}
                  onConfirm={() => revoke(invite.id)}
                >
                  <Button size="small" danger data-testid={`admin-invite-revoke-${invite.id}`}>
                    {t('admin:organisations.invites.revoke')}
                  </Button>
                </Popconfirm>
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
