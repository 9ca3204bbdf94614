import { BACKUP_FILES_SHOWN, type BackupFile, type BackupOverview } from '@bus/domain';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useBackups } from '../api/get-backups';
import { useStartBackup } from '../api/start-backup';
import { formatBytes, formatCount, truncateName } from '../lib/display-rules';

/** §2 backup info: the newest five, name cut to 20 characters with the full name on hover. */
function BackupList({ files }: { files: BackupFile[] }) {
  const { t, i18n } = useTranslation('superAdmin');
  if (files.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('backups.empty')} />;
  }
  return (
    <ul className="sa-backups__list" data-testid="sa-backup-files">
      {files.slice(0, BACKUP_FILES_SHOWN).map((file) => (
        <li key={file.name} data-testid="sa-backup-file">
          <span>
            <Tooltip title={file.name}>
              <span className="sa-code" data-full-name={file.name}>
                {truncateName(file.name)}
              </span>
            </Tooltip>
            <br />
            <span className="sa-muted">
              {formatDate(file.createdAt, i18n.language, { time: true })} ·{' '}
              {t(`backups.triggers.${file.trigger}`)}
            </span>
          </span>
          <span className="sa-num">{formatBytes(file.sizeBytes)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Says once when a backup this screen started has ended, then the list shows it. */
function useBackupEnded(overview: BackupOverview | undefined) {
  const { t } = useTranslation('superAdmin');
  const { message } = useFeedback();
  const wasRunning = useRef(false);
  useEffect(() => {
    if (!overview) return;
    if (overview.running) {
      wasRunning.current = true;
      return;
    }
    if (!wasRunning.current) return;
    wasRunning.current = false;
    const newest = overview.files[0];
    if (newest)
      message.success({ content: t('backups.done', { name: newest.name }), key: 'backup-done' });
  }, [overview, message, t]);
}

function Facts({ overview }: { overview: BackupOverview }) {
  const { t, i18n } = useTranslation('superAdmin');
  const date = (iso: string | null, none: string) =>
    iso ? formatDate(iso, i18n.language, { time: true }) : none;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      className="sa-descriptions"
      items={[
        {
          key: 'count',
          label: t('backups.count'),
          children: (
            <span className="sa-num" data-testid="sa-backup-count">
              {formatCount(overview.totalFiles)}
            </span>
          ),
        },
        {
          key: 'size',
          label: t('backups.totalSize'),
          children: <span className="sa-num">{formatBytes(overview.totalSizeBytes)}</span>,
        },
        {
          key: 'last',
          label: t('backups.lastBackup'),
          children: (
            <span data-testid="sa-backup-last">
              {date(overview.lastBackupAt, t('backups.none'))}
            </span>
          ),
        },
        {
          key: 'schedule',
          label: t('backups.schedule'),
          children: (
            <span className="sa-code">{overview.schedule ?? t('backups.scheduleOff')}</span>
          ),
        },
        { key: 'next', label: t('backups.nextRun'), children: date(overview.nextRunAt, '-') },
        {
          key: 'retention',
          label: t('backups.retention'),
          children: t('backups.retentionValue', { count: overview.retention }),
        },
        {
          key: 'directory',
          label: t('backups.directory'),
          children: <span className="sa-code">{overview.directory}</span>,
        },
      ]}
    />
  );
}

/**
 * The backups of GET /api/super-admin/backups (the backup module): count, size, last backup, the
 * newest five, schedule, and "back up now", which polls until the new archive is listed.
 */
export function BackupsCard() {
  const { t, i18n } = useTranslation(['superAdmin', 'errors']);
  const backups = useBackups();
  const start = useStartBackup();
  const { message } = useFeedback();
  useBackupEnded(backups.data);
  const overview = backups.data;
  const running = overview?.running ?? null;
  const backUp = async () => {
    try {
      await start.mutateAsync();
      message.info(t('superAdmin:backups.started'));
    } catch (error) {
      message.error(errorMessage(error, t));
    }
  };
  return (
    <Card
      size="small"
      title={t('superAdmin:backups.title')}
      className="sa-section"
      data-testid="sa-backups"
      extra={
        overview && (
          <Button
            type="primary"
            loading={start.isPending || running !== null}
            onClick={() => void backUp()}
            data-testid="sa-backup-now"
          >
            {t('superAdmin:backups.backUpNow')}
          </Button>
        )
      }
    >
      {backups.isError && !overview && (
        <QueryError
          title={t('superAdmin:loadFailed.backups')}
          description={`${t('superAdmin:backups.unavailable')} (${errorMessage(backups.error, t)})`}
          error={backups.error}
          onRetry={() => void backups.refetch()}
        />
      )}
      {!overview && !backups.isError && <Skeleton active paragraph={{ rows: 3 }} />}
      {overview && (
        <>
          {running && (
            <Alert
              type="info"
              showIcon
              title={t('superAdmin:backups.running', {
                time: formatDate(running.startedAt, i18n.language, { time: true }),
              })}
              data-testid="sa-backup-running"
            />
          )}
          {overview.lastError && (
            <Alert
              type="warning"
              showIcon
              title={t('superAdmin:backups.lastError', {
                time: formatDate(overview.lastError.at, i18n.language, { time: true }),
                message: overview.lastError.message,
              })}
            />
          )}
          <Facts overview={overview} />
          <h4 className="sa-section">{t('superAdmin:backups.recent')}</h4>
          <BackupList files={overview.files} />
        </>
      )}
    </Card>
  );
}
