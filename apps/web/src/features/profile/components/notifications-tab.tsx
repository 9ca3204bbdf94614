import { NotificationFlags } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { conflictLabels, VersionConflictModal } from '../../../components/version-conflict-modal';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useNotificationFlags } from '../api/get-notifications';
import { profileKeys } from '../api/keys';
import { useUpdateNotificationFlags } from '../api/update-notifications';
import { useVersionedSave } from '../hooks/use-versioned-save';

/** The three flags of data-center-board-admin.md §2/§3 "Notification flags: email, push, security". */
const FLAGS = [
  { field: 'notifyEmail', key: 'email' },
  { field: 'notifyPush', key: 'push' },
  { field: 'notifySecurity', key: 'security' },
] as const;

type Flags = Omit<NotificationFlags, 'updatedAt'>;

const flagsOf = ({ notifyEmail, notifyPush, notifySecurity }: Flags): Flags => ({
  notifyEmail,
  notifyPush,
  notifySecurity,
});
const sameFlags = (a: Flags, b: Flags) => FLAGS.every(({ field }) => a[field] === b[field]);

/** The notifications tab: loads the flags, then the editor. */
export function NotificationsTab() {
  const { t } = useTranslation('profile');
  const flags = useNotificationFlags();
  if (flags.isPending) return <Card loading title={t('notifications.title')} />;
  if (flags.isError) {
    return (
      <QueryError
        title={t('notifications.loadFailed')}
        error={flags.error}
        onRetry={() => void flags.refetch()}
      />
    );
  }
  return <NotificationsEditor stored={flags.data} />;
}

/** The three switches, saved together with the version they were read at. */
function NotificationsEditor({ stored }: { stored: NotificationFlags }) {
  const { t, i18n } = useTranslation(['profile', 'errors']);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const update = useUpdateNotificationFlags();
  const [base, setBase] = useState(stored);
  const [draft, setDraft] = useState<Flags>(flagsOf(stored));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const versioned = useVersionedSave<Flags, NotificationFlags>({
    save: (values, version) => update.mutateAsync({ ...values, updatedAt: version }),
    schema: NotificationFlags,
    changedByOthers: (server, before) => !sameFlags(server, before),
  });
  const dirty = !sameFlags(draft, base);

  const show = (next: NotificationFlags) => {
    setBase(next);
    setDraft(flagsOf(next));
  };

  const run = async (action: () => Promise<NotificationFlags | null>) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await action();
      if (saved) {
        show(saved);
        message.success(t('notifications.saved'));
      }
    } catch (caught) {
      setError(`${t('notifications.saveFailed')} ${errorMessage(caught, t)}`);
    } finally {
      setSaving(false);
    }
  };

  const onOff = (on: boolean) => (on ? t('conflict.on') : t('conflict.off'));
  const conflict = versioned.conflict;
  const time = conflict
    ? formatDate(conflict.theirs.updatedAt, i18n.resolvedLanguage ?? 'ko', { time: true })
    : '';

  return (
    <Card title={t('notifications.title')} className="profile-narrow-card">
      <Typography.Paragraph type="secondary">{t('notifications.description')}</Typography.Paragraph>
      <FormError message={error} />
      <ul className="profile-switch-list">
        {FLAGS.map(({ field, key }) => (
          <li key={field}>
            <div>
              <label htmlFor={`notify-${key}`} className="profile-switch-label">
                {t(`notifications.${key}.label`)}
              </label>
              <Typography.Text type="secondary" id={`notify-${key}-help`}>
                {t(`notifications.${key}.help`)}
              </Typography.Text>
            </div>
            <Switch
              id={`notify-${key}`}
              aria-describedby={`notify-${key}-help`}
              checked={draft[field]}
              onChange={(checked) => setDraft((current) => ({ ...current, [field]: checked }))}
              data-testid={`notify-${key}`}
            />
          </li>
        ))}
      </ul>
      <Space wrap className="profile-form-actions">
        <Button disabled={!dirty || saving} onClick={() => show(base)}>
          {t('notifications.reset')}
        </Button>
        <Button
          type="primary"
          loading={saving}
          disabled={!dirty}
          onClick={() => void run(() => versioned.submit(draft, base))}
          data-testid="notifications-save"
        >
          {t('notifications.save')}
        </Button>
      </Space>
      <VersionConflictModal
        open={conflict !== null}
        labels={conflictLabels(t, t('conflict.text', { time }))}
        rows={
          conflict
            ? FLAGS.map(({ field, key }) => ({
                key: field,
                figure: t(`notifications.${key}.label`),
                theirs: onOff(conflict.theirs[field]),
                mine: onOff(conflict.mine[field]),
              }))
            : []
        }
        onKeepMine={() => void run(versioned.keepMine)}
        onTakeTheirs={() => {
          const theirs = versioned.takeTheirs();
          if (!theirs) return;
          queryClient.setQueryData(profileKeys.notifications(), theirs);
          show(theirs);
        }}
        testId="notifications-conflict"
      />
    </Card>
  );
}
