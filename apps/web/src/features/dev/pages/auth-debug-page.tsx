import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationPriority,
  ROLE_COLORS,
} from '@bus/domain';
import { Button, Card, Descriptions, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoLoginControl } from '../../../components/dev-aids/auto-login-control';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useServerMeta } from '../../../lib/server-meta';
import { useAuth } from '../../../lib/use-auth';
import { useSignIn, useSignOut } from '../../../lib/use-session-actions';

type NotificationKind = (typeof NOTIFICATION_TYPES)[number];

function SessionCard() {
  const { t } = useTranslation(['dev', 'common']);
  const { user, status } = useAuth();
  const signOut = useSignOut();
  return (
    <Card title={t('session.title')}>
      {status !== 'signedIn' || !user ? (
        <Typography.Paragraph>
          {t(status === 'loading' ? 'common:loading' : 'session.signedOut')}
        </Typography.Paragraph>
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            {Object.entries(user).map(([key, value]) => (
              <Descriptions.Item key={key} label={key}>
                <code>{JSON.stringify(value)}</code>
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Button danger className="dev-gap" onClick={() => void signOut()}>
            {t('common:userMenu.logout')}
          </Button>
        </>
      )}
    </Card>
  );
}

function DemoAccountsCard() {
  const { t } = useTranslation(['dev', 'common', 'errors']);
  const { data: meta } = useServerMeta();
  const signIn = useSignIn();
  const { message } = useFeedback();
  const [pending, setPending] = useState<string | null>(null);
  const accounts = meta?.demoAccounts ?? [];
  const signInAs = async (email: string, password: string) => {
    setPending(email);
    try {
      await signIn(email, password);
      message.success(t('demo.signedIn', { email }));
    } catch (error) {
      message.error(errorMessage(error, t));
    } finally {
      setPending(null);
    }
  };
  return (
    <Card title={t('demo.title')}>
      {accounts.length === 0 && <Typography.Paragraph>{t('demo.none')}</Typography.Paragraph>}
      <ul className="dev-accounts">
        {accounts.map((account) => (
          <li key={account.email}>
            <Tag color={ROLE_COLORS[account.role]}>{t(`common:roles.${account.role}`)}</Tag>
            <code>{account.email}</code>
            <Button
              size="small"
              loading={pending === account.email}
              onClick={() => signInAs(account.email, account.password)}
            >
              {t('demo.signInAs')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function TestNotificationCard() {
  const { t } = useTranslation(['dev', 'notifications', 'errors']);
  const { status } = useAuth();
  const { message } = useFeedback();
  const [type, setType] = useState<NotificationKind>('info');
  const [category, setCategory] = useState<NotificationCategory>('system');
  const [priority, setPriority] = useState<NotificationPriority>('medium');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await api.post('/dev/notifications', {
        title: t('testNotification.defaultTitle'),
        message: t('testNotification.defaultMessage', {
          priority: t(`notifications:priorities.${priority}`),
        }),
        type,
        category,
        priority,
      });
      message.success(t('testNotification.sent'));
    } catch (error) {
      message.error(errorMessage(error, t));
    } finally {
      setSending(false);
    }
  };
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: prefix ? t(`${prefix}.${value}`) : value }));
  return (
    <Card title={t('testNotification.title')}>
      <Space wrap>
        <Select
          aria-label={t('testNotification.type')}
          value={type}
          onChange={setType}
          options={options(NOTIFICATION_TYPES, '')}
          style={{ minWidth: 120 }}
        />
        <Select
          aria-label={t('testNotification.category')}
          value={category}
          onChange={setCategory}
          options={options(NOTIFICATION_CATEGORIES, 'notifications:categories')}
          style={{ minWidth: 120 }}
        />
        <Select
          aria-label={t('testNotification.priority')}
          value={priority}
          onChange={setPriority}
          options={options(NOTIFICATION_PRIORITIES, 'notifications:priorities')}
          style={{ minWidth: 120 }}
        />
        <Button
          type="primary"
          loading={sending}
          disabled={status !== 'signedIn'}
          onClick={send}
          data-testid="send-test-notification"
        >
          {t('testNotification.send')}
        </Button>
      </Space>
      {status !== 'signedIn' && (
        <Typography.Paragraph type="secondary">
          {t('testNotification.needsSignIn')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

function AutoLoginCard() {
  const { t } = useTranslation('dev');
  return (
    <Card title={t('autoLogin.title')}>
      <AutoLoginControl />
    </Card>
  );
}

/** Development debug page (spec README "Replace": dev mode with demo accounts and a debug page). */
export function AuthDebugPage() {
  const { t } = useTranslation('dev');
  const { data: meta } = useServerMeta();
  return (
    <div className="page-wide">
      <Typography.Title level={1}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <div className="dev-grid">
        <SessionCard />
        <Card title={t('meta.title')}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('meta.version')}>{meta?.version ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('meta.devMode')}>
              {String(meta?.devMode ?? '-')}
            </Descriptions.Item>
            <Descriptions.Item label={t('meta.googleSignIn')}>
              {String(meta?.googleSignIn ?? '-')}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <DemoAccountsCard />
        <TestNotificationCard />
        <AutoLoginCard />
      </div>
    </div>
  );
}
