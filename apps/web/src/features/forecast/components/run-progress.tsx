import type { ForecastRunSummary } from '@bus/domain';
import { Alert, Button, Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCancelRun } from '../api/cancel-run';
import { forecastErrorText } from '../lib/error-text';

/**
 * A queued or running run (issue 16 §2): its place in the queue, its stage and percent — from the
 * `forecast.progress` socket message, or the poll while the socket is down — and a cancel button.
 */
export function RunProgress({ run, polling }: { run: ForecastRunSummary; polling: boolean }) {
  const { t } = useTranslation(['forecast', 'errors']);
  const cancel = useCancelRun();
  const stage = run.status === 'queued' ? 'queued' : run.stage;
  return (
    <Card title={t('forecast:progress.title')} className="fc-card" data-testid="fc-progress">
      <Typography.Paragraph type="secondary">
        {t('forecast:progress.what', {
          model: t(`forecast:models.${run.model}.name`),
          kind: t(`forecast:kinds.${run.kind}`),
          points: run.points,
        })}
      </Typography.Paragraph>
      <Progress
        percent={Math.round(run.progress)}
        status="active"
        aria-label={t('forecast:progress.title')}
      />
      <p role="status" aria-live="polite" data-testid="fc-progress-stage">
        {t(`forecast:stages.${stage}`, { defaultValue: stage })}
        {run.status === 'queued' && run.queuePosition !== null
          ? ` · ${t('forecast:progress.queuePosition', { position: run.queuePosition })}`
          : ''}
      </p>
      {polling ? (
        <Typography.Paragraph type="secondary" className="fc-note">
          {t('forecast:progress.polling')}
        </Typography.Paragraph>
      ) : null}
      {cancel.error ? (
        <Alert type="error" showIcon role="alert" title={forecastErrorText(cancel.error, t)} />
      ) : null}
      <Button
        danger
        loading={cancel.isPending}
        onClick={() => cancel.mutate(run.id)}
        data-testid="fc-cancel"
      >
        {t('forecast:progress.cancel')}
      </Button>
    </Card>
  );
}
