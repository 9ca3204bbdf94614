import { FORECAST_MAX_HORIZON, FORECAST_MIN_HORIZON } from '@bus/domain';
import { InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type HorizonFieldProps = {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Spec §5's recommended range for this model and length, null where it gives none. */
  recommended: { min: number; max: number } | null;
  modelName: string;
  /** Whether a series has been read (the recommendation depends on its length). */
  hasData: boolean;
};

/** Horizon in periods (1–120, 12 by default) with the model's recommendation beside it. */
export function HorizonField(props: HorizonFieldProps) {
  const { id, value, onChange, recommended, modelName, hasData } = props;
  const { t } = useTranslation('forecast');
  const invalid =
    value === null ||
    !Number.isInteger(value) ||
    value < FORECAST_MIN_HORIZON ||
    value > FORECAST_MAX_HORIZON;
  const outside =
    !invalid && recommended !== null && (value < recommended.min || value > recommended.max);
  return (
    <div className="fc-stack-tight">
      <InputNumber
        id={id}
        className="fc-horizon"
        value={value}
        min={FORECAST_MIN_HORIZON}
        max={FORECAST_MAX_HORIZON}
        precision={0}
        status={invalid ? 'error' : outside ? 'warning' : undefined}
        aria-describedby={`${id}-hint`}
        suffix={t('settings.months')}
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        data-testid="fc-horizon"
      />
      <span id={`${id}-hint`} className="fc-param-hint">
        {invalid ? (
          <Typography.Text type="danger" role="alert">
            {t('settings.horizonInvalid', { min: FORECAST_MIN_HORIZON, max: FORECAST_MAX_HORIZON })}
          </Typography.Text>
        ) : null}
        {recommended ? (
          <Typography.Text type={outside ? 'warning' : 'secondary'} data-testid="fc-horizon-advice">
            {t(outside ? 'settings.horizonOutside' : 'settings.horizonAdvice', {
              model: modelName,
              min: recommended.min,
              max: recommended.max,
            })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {t(hasData ? 'settings.horizonNoAdvice' : 'settings.horizonAfterData')}
          </Typography.Text>
        )}
      </span>
    </div>
  );
}
