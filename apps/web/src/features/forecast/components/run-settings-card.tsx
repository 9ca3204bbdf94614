import { PlayCircleOutlined } from '@ant-design/icons';
import type { ForecastModelName, ModelCard, ModelParameters } from '@bus/domain';
import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateRun } from '../api/create-run';
import { forecastRequest, formParameters, useRunSettings } from '../hooks/use-run-settings';
import type { SeriesInput } from '../hooks/use-series-input';
import { forecastErrorText } from '../lib/error-text';
import { HOLIDAY_MODELS, recommendedRange } from '../lib/models';
import { allValid, defaultValues, visibleParameters } from '../lib/params';
import { HorizonField } from './horizon-field';
import { ModelSelect } from './model-select';
import { ParameterForm } from './parameter-form';
import { RunCompany, RunSwitches } from './run-extras';

type RunSettingsCardProps = {
  input: SeriesInput;
  parameters: readonly ModelParameters[];
  cards: readonly ModelCard[];
  /** A model page's model: no model choice then (spec §2 /prophet-forecast …). */
  fixedModel?: ForecastModelName;
  /** A model page shows every parameter from the start. */
  initialMode?: 'basic' | 'advanced';
  canRun: boolean;
  onStarted: (runId: string) => void;
};

/** Step 1's run settings (issue 16 §2) and the button that queues the forecast. */
export function RunSettingsCard(props: RunSettingsCardProps) {
  const { input, parameters, cards, fixedModel, canRun } = props;
  const { t } = useTranslation(['forecast', 'errors']);
  const specsOf = (model: ForecastModelName) => formParameters(parameters, model);
  const run = useRunSettings(fixedModel ?? 'auto', specsOf, props.initialMode);
  const { settings, update } = run;
  const specs = specsOf(settings.model);
  const create = useCreateRun();
  const request = forecastRequest(input, settings, specs);
  const valid =
    settings.autoOptimize || allValid(visibleParameters(specs, settings.mode), settings.values);
  const modelName = t(`models.${settings.model}.name`);
  const points = input.inspection?.series.values.length ?? 0;

  const start = () => {
    if (!request) return;
    create.mutate(request, { onSuccess: (summary) => props.onStarted(summary.id) });
  };

  return (
    <Card title={t('settings.title')} className="fc-card" data-testid="fc-settings">
      <div className="fc-settings-grid">
        {fixedModel ? null : (
          <div className="fc-field">
            <label htmlFor="fc-model" className="fc-field-label">
              {t('settings.model')}
            </label>
            <ModelSelect
              id="fc-model"
              cards={cards}
              value={settings.model}
              onChange={run.setModel}
            />
          </div>
        )}
        <div className="fc-field">
          <label htmlFor="fc-horizon" className="fc-field-label">
            {t('settings.horizon')}
          </label>
          <HorizonField
            id="fc-horizon"
            value={settings.horizon}
            onChange={(horizon) => update({ horizon })}
            recommended={recommendedRange(input.inspection?.recommendedHorizons, settings.model)}
            modelName={modelName}
            hasData={input.inspection !== null}
          />
        </div>
      </div>
      {points > 0 && settings.horizon ? (
        <Typography.Paragraph type="secondary" data-testid="fc-period-preview">
          {t('settings.periodPreview', {
            actual: points,
            forecast: settings.horizon,
            total: points + settings.horizon,
          })}
        </Typography.Paragraph>
      ) : null}
      <RunSwitches
        input={input}
        settings={settings}
        update={update}
        holidaysApply={HOLIDAY_MODELS.includes(settings.model)}
      />
      <Typography.Title level={3} className="fc-subtitle">
        {t('params.title', { model: modelName })}
      </Typography.Title>
      <ParameterForm
        specs={specs}
        mode={settings.mode}
        values={settings.values}
        autoOptimize={settings.autoOptimize}
        onMode={run.setMode}
        onValue={run.setValue}
        onReset={() => update({ values: defaultValues(specs) })}
      />
      <RunCompany input={input} settings={settings} update={update} />
      {create.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="fc-block-top"
          title={t('forecast:errors.start')}
          description={forecastErrorText(create.error, t)}
          data-testid="fc-start-error"
        />
      ) : null}
      {!canRun ? (
        <Alert type="info" showIcon className="fc-block-top" title={t('settings.readOnly')} />
      ) : null}
      <div className="fc-run-row">
        <Button
          type="primary"
          size="large"
          icon={<PlayCircleOutlined />}
          disabled={!canRun || !request || !valid}
          loading={create.isPending}
          onClick={start}
          data-testid="fc-run"
        >
          {t('settings.run')}
        </Button>
        {!input.inspection ? (
          <Typography.Text type="secondary">{t('settings.needData')}</Typography.Text>
        ) : null}
      </div>
    </Card>
  );
}
