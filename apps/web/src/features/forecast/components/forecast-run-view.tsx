import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { useRun } from '../api/get-run';
import { ResultsView } from './results-view';
import { RunOutcome } from './run-outcome';

/** Step 2 of the wizard for the run in the address: its progress, its failure or its results. */
export function ForecastRunView({
  runId,
  socketLive,
  canWrite,
  diagnosticsFirst,
  onNew,
}: {
  runId: string;
  socketLive: boolean;
  canWrite: boolean;
  diagnosticsFirst?: boolean;
  onNew: () => void;
}) {
  const { t } = useTranslation('forecast');
  const query = useRun(runId, socketLive);
  const run = query.data;
  return (
    <RunOutcome query={query} polling={!socketLive} onNew={onNew}>
      {() =>
        run?.forecast ? (
          <ResultsView
            run={run}
            result={run.forecast}
            canWrite={canWrite}
            diagnosticsFirst={diagnosticsFirst}
            onNew={onNew}
            onDeleted={onNew}
          />
        ) : run?.kind === 'forecast' ? (
          <Alert type="warning" showIcon title={t('errors.noResult')} />
        ) : (
          <Alert
            type="info"
            showIcon
            title={t('errors.notAForecast', { kind: t(`kinds.${run?.kind ?? 'forecast'}`) })}
            action={
              <ButtonLink to={`/model-portal?run=${runId}`}>{t('actions.openInPortal')}</ButtonLink>
            }
          />
        )
      }
    </RunOutcome>
  );
}
