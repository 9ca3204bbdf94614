import { ClockCircleOutlined } from '@ant-design/icons';
import {
  ABSOLUTE_SESSION_MINUTES,
  type AccountSettings,
  DEFAULT_SESSION_TIMEOUT_MINUTES,
  SESSION_TIMEOUT_CHOICES,
  type SessionTimeoutMinutes,
} from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { VersionConflictModal } from '../../../components/version-conflict-modal';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { SETTINGS_QUERY_KEY, useAccountSettings } from '../api/get-settings';
import { conflictOf, useUpdateSettings } from '../api/update-settings';

type Conflict = { theirs: AccountSettings; mine: SessionTimeoutMinutes };

function TimeoutForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation(['accountSettings', 'errors']);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const update = useUpdateSettings();
  const [choice, setChoice] = useState<SessionTimeoutMinutes | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = choice ?? settings.sessionTimeoutMinutes;
  const minutesLabel = (minutes: number) => t('timeout.minutes', { minutes });

  const save = async (minutes: SessionTimeoutMinutes, version: string) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({
        sessionTimeoutMinutes: minutes,
        updatedAt: version,
      });
      setChoice(null);
      message.success(t('timeout.saved', { minutes: saved.sessionTimeoutMinutes }));
    } catch (caught) {
      const theirs = conflictOf(caught);
      if (!theirs) {
        setError(errorMessage(caught, t));
        return;
      }
      // Only the account's version moved (say a profile edit elsewhere): nothing to choose.
      if (theirs.sessionTimeoutMinutes === settings.sessionTimeoutMinutes) {
        await save(minutes, theirs.updatedAt);
        return;
      }
      setConflict({ theirs, mine: minutes });
    }
  };

  return (
    <>
      <FormError message={error} />
      <fieldset className="settings-fieldset">
        <legend id="timeout-legend">{t('timeout.label')}</legend>
        <Radio.Group
          aria-labelledby="timeout-legend"
          optionType="button"
          buttonStyle="solid"
          value={value}
          onChange={(event) => setChoice(event.target.value as SessionTimeoutMinutes)}
          options={SESSION_TIMEOUT_CHOICES.map((minutes) => ({
            value: minutes,
            label: minutesLabel(minutes),
          }))}
          data-testid="session-timeout"
        />
        <Typography.Paragraph type="secondary" className="settings-help">
          {t('timeout.help', { minutes: DEFAULT_SESSION_TIMEOUT_MINUTES })}
        </Typography.Paragraph>
      </fieldset>
      <div className="settings-actions">
        <Button
          type="primary"
          loading={update.isPending}
          disabled={value === settings.sessionTimeoutMinutes}
          onClick={() => void save(value, settings.updatedAt)}
          data-testid="save-timeout"
        >
          {t('timeout.save')}
        </Button>
        <Typography.Text type="secondary" data-testid="saved-timeout">
          {t('timeout.current', { minutes: settings.sessionTimeoutMinutes })}
        </Typography.Text>
      </div>
      <VersionConflictModal
        open={conflict !== null}
        testId="timeout-conflict"
        labels={{
          title: t('conflict.title'),
          text: t('conflict.text'),
          figure: t('conflict.figure'),
          theirs: t('conflict.theirs'),
          mine: t('conflict.mine'),
          keepMine: t('conflict.keepMine'),
          takeTheirs: t('conflict.takeTheirs'),
        }}
        rows={
          conflict
            ? [
                {
                  key: 'timeout',
                  figure: t('timeout.label'),
                  theirs: minutesLabel(conflict.theirs.sessionTimeoutMinutes),
                  mine: minutesLabel(conflict.mine),
                },
              ]
            : []
        }
        onKeepMine={() => {
          if (!conflict) return;
          setConflict(null);
          void save(conflict.mine, conflict.theirs.updatedAt);
        }}
        onTakeTheirs={() => {
          if (!conflict) return;
          queryClient.setQueryData(SETTINGS_QUERY_KEY, conflict.theirs);
          setConflict(null);
          setChoice(null);
          message.info(
            t('conflict.tookTheirs', { minutes: conflict.theirs.sessionTimeoutMinutes }),
          );
        }}
      />
    </>
  );
}

/**
 * Session timeout (data-center-board-admin.md §4, §9): 15, 30, 60 or 240 minutes without activity
 * (default 60), enforced by the server; and the automatic logout 480 minutes after sign-in.
 */
export function SessionTimeoutCard() {
  const { t } = useTranslation('accountSettings');
  const query = useAccountSettings();
  return (
    <Card
      title={
        <span>
          <ClockCircleOutlined aria-hidden /> {t('timeout.title')}
        </span>
      }
      className="settings-card"
      data-testid="timeout-card"
    >
      {query.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {query.isError && (
        <QueryError
          title={t('timeout.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && <TimeoutForm settings={query.data} />}
      <Alert
        type="info"
        showIcon
        className="settings-absolute"
        data-testid="absolute-logout"
        title={t('timeout.absolute', {
          minutes: ABSOLUTE_SESSION_MINUTES,
          hours: ABSOLUTE_SESSION_MINUTES / 60,
        })}
      />
      <Link to="/token-refresh" className="settings-link">
        {t('timeout.sessionPage')}
      </Link>
    </Card>
  );
}
