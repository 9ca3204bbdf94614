import { ExperimentOutlined } from '@ant-design/icons';
import type { ModelCard } from '@bus/domain';
import { Alert, Button, Card, Checkbox, InputNumber, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRun } from '../api/create-run';
import type { SeriesInput } from '../hooks/use-series-input';
import { forecastErrorText } from '../lib/error-text';
import { orderedCards } from '../lib/models';
import {
  CV_HORIZON,
  DEFAULT_COMPARED,
  SPLITS,
  type ValidationSettings,
  validationRequest,
} from '../lib/validation-request';
import { ModelSelect } from './model-select';

type Kind = ValidationSettings['kind'];

/**
 * Cross validation of one model, or the comparison of several on the same folds (issue 16 §5):
 * splits, horizon and minimum training size, run as a job like a forecast.
 */
export function ValidationForm({
  input,
  cards,
  canRun,
  onStarted,
}: {
  input: SeriesInput;
  cards: readonly ModelCard[];
  canRun: boolean;
  onStarted: (runId: string) => void;
}) {
  const { t } = useTranslation(['forecastPortal', 'forecast', 'errors']);
  const create = useCreateRun();
  const [settings, setSettings] = useState<ValidationSettings>({
    kind: 'comparison',
    model: 'auto',
    models: DEFAULT_COMPARED,
    splits: SPLITS.default,
    horizon: CV_HORIZON.default,
    minTrainSize: null,
  });
  const update = (patch: Partial<ValidationSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const request = validationRequest(input, settings);
  const points = input.inspection?.series.values.length ?? 0;
  const number = (
    key: 'splits' | 'horizon' | 'minTrainSize',
    bounds: { min: number; max: number },
  ) => (
    <div className="fc-field">
      <label htmlFor={`fc-cv-${key}`} className="fc-field-label">
        {t(`validation.${key}.label`)}
      </label>
      <InputNumber
        id={`fc-cv-${key}`}
        className="fc-horizon"
        min={bounds.min}
        max={bounds.max}
        precision={0}
        value={settings[key]}
        placeholder={key === 'minTrainSize' ? t('validation.minTrainSize.auto') : undefined}
        onChange={(value) => update({ [key]: typeof value === 'number' ? value : null })}
        aria-describedby={`fc-cv-${key}-hint`}
      />
      <Typography.Text type="secondary" id={`fc-cv-${key}-hint`} className="fc-note">
        {t(`validation.${key}.hint`, { min: bounds.min, max: bounds.max })}
      </Typography.Text>
    </div>
  );

  return (
    <Card title={t('validation.title')} className="fc-card" data-testid="fc-validation-form">
      <div className="fc-stack">
        <Segmented<Kind>
          aria-label={t('validation.kind')}
          value={settings.kind}
          onChange={(kind) => update({ kind })}
          options={[
            { value: 'comparison', label: t('validation.comparison') },
            { value: 'cross-validation', label: t('validation.crossValidation') },
          ]}
          data-testid="fc-cv-kind"
        />
        <Typography.Text type="secondary" className="fc-note">
          {t(
            settings.kind === 'comparison'
              ? 'validation.comparisonHint'
              : 'validation.crossValidationHint',
          )}
        </Typography.Text>
        {settings.kind === 'cross-validation' ? (
          <div className="fc-field">
            <label htmlFor="fc-model" className="fc-field-label">
              {t('forecast:settings.model')}
            </label>
            <ModelSelect
              id="fc-model"
              cards={cards}
              value={settings.model}
              onChange={(model) => update({ model })}
            />
          </div>
        ) : (
          <fieldset className="fc-param-group">
            <legend>{t('validation.models')}</legend>
            <Checkbox.Group
              className="fc-model-checks"
              value={settings.models}
              onChange={(models) => update({ models: models as ValidationSettings['models'] })}
              options={orderedCards(cards).map((card) => ({
                value: card.model,
                label: t(`forecast:models.${card.model}.name`),
              }))}
            />
            {settings.models.length < 2 ? (
              <Typography.Text type="danger">{t('validation.pickTwo')}</Typography.Text>
            ) : null}
          </fieldset>
        )}
        <div className="fc-param-grid">
          {number('splits', SPLITS)}
          {number('horizon', CV_HORIZON)}
          {number('minTrainSize', { min: 2, max: Math.max(2, points) })}
        </div>
        {create.error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('validation.failed')}
            description={forecastErrorText(create.error, t)}
          />
        ) : null}
        {!canRun ? <Alert type="info" showIcon title={t('forecast:settings.readOnly')} /> : null}
        <div className="fc-run-row">
          <Button
            type="primary"
            size="large"
            icon={<ExperimentOutlined />}
            disabled={!canRun || !request}
            loading={create.isPending}
            onClick={() =>
              request && create.mutate(request, { onSuccess: (run) => onStarted(run.id) })
            }
            data-testid="fc-cv-run"
          >
            {t(
              settings.kind === 'comparison'
                ? 'validation.runComparison'
                : 'validation.runCrossValidation',
            )}
          </Button>
          {!input.inspection ? (
            <Typography.Text type="secondary">{t('forecast:settings.needData')}</Typography.Text>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
