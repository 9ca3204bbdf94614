import { Alert, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CostingTitle } from '../../../components/company-gate';
import { canUpload } from '../../../lib/data-access';
import { useAuth } from '../../../lib/use-auth';
import { DataChecks } from '../components/data-checks';
import { ModelCards } from '../components/model-cards';
import { SeriesInputCard } from '../components/series-input-card';
import { SeriesPreview } from '../components/series-preview';
import { ValidationForm } from '../components/validation-form';
import { ValidationResults } from '../components/validation-results';
import { useCatalogue } from '../hooks/use-catalogue';
import { useForecastSocket } from '../hooks/use-forecast-socket';
import { useRunParam } from '../hooks/use-run-param';
import { useSeriesInput } from '../hooks/use-series-input';
import '../../../components/costing-page.css';
import '../components/forecast.css';

/**
 * /model-portal (spec §2; issue 16 §5): a card per model with its M3 benchmark figures and
 * calibration, then cross validation of one model or a comparison of several on the same folds,
 * with the auto mode's recommendation and its reason.
 */
export function ModelPortalPage() {
  const { t } = useTranslation(['forecastPortal', 'forecast', 'nav']);
  const { user } = useAuth();
  const catalogue = useCatalogue();
  const socket = useForecastSocket();
  const input = useSeriesInput();
  const [runId, setRunId] = useRunParam();
  const validation = (
    <section aria-labelledby="fc-validation-title" className="fc-stack fc-section">
      <Typography.Title level={2} id="fc-validation-title" className="fc-section-title">
        {t('validation.section')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('validation.intro')}</Typography.Paragraph>
      {runId ? (
        <ValidationResults
          runId={runId}
          socketLive={socket === 'connected'}
          onNew={() => setRunId(null)}
        />
      ) : (
        <>
          <SeriesInputCard input={input} templateModel="auto" />
          {input.inspection ? <SeriesPreview inspection={input.inspection} /> : null}
          {input.inspection || input.error ? (
            <DataChecks checks={input.inspection?.checks ?? []} error={input.error} />
          ) : null}
          {catalogue.cards ? (
            <ValidationForm
              input={input}
              cards={catalogue.cards}
              canRun={canUpload(user)}
              onStarted={setRunId}
            />
          ) : null}
        </>
      )}
    </section>
  );
  return (
    <div className="costing-page fc-page">
      <CostingTitle text={t('nav:titles.modelPortal')} />
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {catalogue.fallback ? (
        <Alert
          type="warning"
          showIcon
          className="costing-block"
          title={t('forecast:errors.parameters')}
        />
      ) : null}
      {/* A run on screen comes first: its results, not ten cards, are what the user came back for. */}
      {runId ? validation : null}
      {catalogue.cards ? (
        <ModelCards
          cards={catalogue.cards}
          source={catalogue.catalogue?.benchmarkSource ?? null}
          engine={catalogue.catalogue?.engineVersion ?? null}
        />
      ) : (
        <Spin className="costing-spinner" />
      )}
      {runId ? null : validation}
    </div>
  );
}
