import { UndoOutlined } from '@ant-design/icons';
import type { ParameterSpec } from '@bus/domain';
import { Alert, Button, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { memberOf } from '../lib/param-text';
import {
  type ParamMode,
  type ParamValue,
  type ParamValues,
  visibleParameters,
} from '../lib/params';
import { ParameterField } from './parameter-field';

type ParameterFormProps = {
  specs: readonly ParameterSpec[];
  mode: ParamMode;
  values: ParamValues;
  autoOptimize: boolean;
  onMode: (mode: ParamMode) => void;
  onValue: (name: string, value: ParamValue) => void;
  onReset: () => void;
};

/** The shown fields in groups: the model's own, then each ensemble member's (prophet.…, xgboost.…). */
function groups(specs: readonly ParameterSpec[]): Array<{ key: string; specs: ParameterSpec[] }> {
  const out = new Map<string, ParameterSpec[]>();
  for (const spec of specs) {
    const key = memberOf(spec.name).member ?? '';
    out.set(key, [...(out.get(key) ?? []), spec]);
  }
  return [...out].map(([key, list]) => ({ key, specs: list }));
}

/**
 * The model's parameters (spec §2, §3): basic or advanced mode — a switch resets every value to
 * its default — and, with auto-optimisation on, no inputs at all (the model tunes itself).
 */
export function ParameterForm(props: ParameterFormProps) {
  const { specs, mode, values, autoOptimize } = props;
  const { t } = useTranslation('forecast');
  if (autoOptimize) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('params.autoOptimized')}
        description={t('params.autoOptimizedDetail')}
        data-testid="fc-params-auto"
      />
    );
  }
  if (specs.length === 0) {
    return <Typography.Text type="secondary">{t('params.none')}</Typography.Text>;
  }
  const shown = visibleParameters(specs, mode);
  const hasAdvanced = specs.some((spec) => spec.level === 'advanced');
  return (
    <div className="fc-stack" data-testid="fc-params">
      <div className="fc-toolbar">
        {hasAdvanced ? (
          <Segmented<ParamMode>
            aria-label={t('params.mode')}
            value={mode}
            onChange={props.onMode}
            options={[
              { value: 'basic', label: t('params.basic') },
              { value: 'advanced', label: t('params.advanced') },
            ]}
            data-testid="fc-param-mode"
          />
        ) : null}
        <Button size="small" icon={<UndoOutlined />} onClick={props.onReset}>
          {t('params.reset')}
        </Button>
      </div>
      {hasAdvanced ? (
        <Typography.Text type="secondary" className="fc-note">
          {t('params.modeNote')}
        </Typography.Text>
      ) : null}
      {shown.length === 0 ? (
        <Typography.Text type="secondary">{t('params.noneBasic')}</Typography.Text>
      ) : null}
      {groups(shown).map((group) => (
        <fieldset key={group.key} className="fc-param-group">
          {group.key ? (
            <legend>{t(`models.${group.key}.name`, { defaultValue: group.key })}</legend>
          ) : null}
          <div className="fc-param-grid">
            {group.specs.map((spec) => (
              <ParameterField
                key={spec.name}
                spec={spec}
                value={values[spec.name]}
                onChange={(value) => props.onValue(spec.name, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
