import type { Job } from '@bus/domain';
import { Alert, Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { codeMessage } from '../lib/messages';
import { isTableFile } from '../lib/upload-checks';
import { PayrollUploadNotice } from './payroll-upload-notice';

type UploadProgressProps = {
  job: Job | undefined;
  error: Error | null;
  fileName: string | null;
  /** The year the form sent (a payroll notice links to it). */
  fiscalYear?: number | null;
  aiModel: string | undefined;
  polling: boolean;
};

const PROGRESS_STATUS = {
  queued: 'active',
  running: 'active',
  done: 'success',
  failed: 'exception',
} as const;

/** Live state of the extraction job (job.progress over the socket, or polling). */
export function UploadProgress({
  job,
  error,
  fileName,
  fiscalYear = null,
  aiModel,
  polling,
}: UploadProgressProps) {
  const { t } = useTranslation(['financial', 'errors']);
  const done = job?.status === 'done';
  const register = done && job.companyId && job.payrollDocumentId ? job : null;
  const stage = job ? (job.status === 'running' ? job.stage : job.status) : 'queued';
  return (
    <Card title={t('financial:progress.title')} className="fdc-card" data-testid="fdc-progress">
      {fileName && <Typography.Paragraph type="secondary">{fileName}</Typography.Paragraph>}
      <Progress
        percent={Math.round(job?.progress ?? 0)}
        status={PROGRESS_STATUS[job?.status ?? 'queued']}
        aria-label={t('financial:progress.title')}
      />
      <p role="status" aria-live="polite" data-testid="fdc-progress-stage">
        {t(`financial:stages.${stage}`, { defaultValue: stage })}
        {polling && job && job.status !== 'done' && job.status !== 'failed' && (
          <Typography.Text type="secondary"> · {t('financial:progress.polling')}</Typography.Text>
        )}
      </p>
      {job?.status === 'queued' && job.queuePosition !== null && (
        <Typography.Paragraph type="secondary" data-testid="fdc-queue-position">
          {t('financial:progress.queuePosition', { position: job.queuePosition })}
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" showIcon title={errorMessage(error, t)} />}
      {job?.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('financial:progress.failed')}
          description={
            job.error ? codeMessage(job.error.code, t, job.error.params) : t('errors:unknown')
          }
        />
      )}
      {register?.companyId && register.payrollDocumentId && (
        <PayrollUploadNotice
          companyId={register.companyId}
          documentId={register.payrollDocumentId}
          fiscalYear={fiscalYear}
        />
      )}
      {done && !register && (
        <Alert
          type="success"
          showIcon
          title={t('financial:progress.done', { count: job.statementIds.length })}
          description={t('financial:progress.opening')}
        />
      )}
      {done && !register && !job.aiUsed && aiModel && (
        <Alert
          type="info"
          showIcon
          className="fdc-block-top"
          title={
            fileName && isTableFile(fileName)
              ? t('financial:progress.readDirectly')
              : t('financial:progress.noAiKey', { model: t(`financial:aiModels.${aiModel}`) })
          }
        />
      )}
    </Card>
  );
}
