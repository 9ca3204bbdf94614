import type { ForecastModelName } from '@bus/domain';
import { Alert, Spin, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CostingTitle } from '../../../components/company-gate';
import { canUpload } from '../../../lib/data-access';
import { useAuth } from '../../../lib/use-auth';
import { useCatalogue } from '../hooks/use-catalogue';
import { useForecastSocket } from '../hooks/use-forecast-socket';
import { useRunParam } from '../hooks/use-run-param';
import { useSeriesInput } from '../hooks/use-series-input';
import { DataChecks } from './data-checks';
import { ForecastRunView } from './forecast-run-view';
import { NothingToForecast } from './nothing-to-forecast';
import { RunSettingsCard } from './run-settings-card';
import { SeriesInputCard } from './series-input-card';
import { SeriesPreview } from './series-preview';

type ForecastWizardProps = {
  title: string;
  intro: string;
  /** A model page (/prophet-forecast …): the model is fixed and every parameter is shown. */
  fixedModel?: ForecastModelName;
};

/**
 * The forecast wizard (spec §2, §4: input → results → new prediction). The run on screen is in the
 * address (?run=), so the input step stays as it was while the results show, and "new
 * prediction" goes back to it with the same data.
 */
export function ForecastWizard({ title, intro, fixedModel }: ForecastWizardProps) {
  const { t } = useTranslation(['forecast', 'nav']);
  const { user } = useAuth();
  const [runId, setRunId] = useRunParam();
  const socket = useForecastSocket();
  const input = useSeriesInput();
  const catalogue = useCatalogue();
  const canWrite = canUpload(user);

  return (
    <div className="costing-page fc-page">
      <CostingTitle text={title} />
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Steps
        className="fc-steps"
        size="small"
        current={runId ? 1 : 0}
        items={[{ title: t('forecast:steps.input') }, { title: t('forecast:steps.results') }]}
      />
      {runId ? (
        <ForecastRunView
          runId={runId}
          socketLive={socket === 'connected'}
          canWrite={canWrite}
          diagnosticsFirst={fixedModel !== undefined}
          onNew={() => setRunId(null)}
        />
      ) : (
        <div className="fc-stack">
          <NothingToForecast />
          <SeriesInputCard input={input} templateModel={fixedModel ?? 'auto'} />
          {input.reading ? <Spin className="costing-spinner" /> : null}
          {input.inspection ? <SeriesPreview inspection={input.inspection} /> : null}
          {input.inspection || input.error ? (
            <DataChecks checks={input.inspection?.checks ?? []} error={input.error} />
          ) : null}
          {catalogue.fallback ? (
            <Alert
              type="warning"
              showIcon
              title={t('forecast:errors.parameters')}
              data-testid="fc-catalogue-fallback"
            />
          ) : null}
          {catalogue.parameters && catalogue.cards ? (
            <RunSettingsCard
              input={input}
              parameters={catalogue.parameters}
              cards={catalogue.cards}
              fixedModel={fixedModel}
              initialMode={fixedModel ? 'advanced' : 'basic'}
              canRun={canWrite}
              onStarted={setRunId}
            />
          ) : (
            <Spin className="costing-spinner" />
          )}
        </div>
      )}
    </div>
  );
}
