import type { ParameterSpec } from '@bus/domain';
import { InputNumber, Select, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLabel, paramHelp, paramLabel, rangeText } from '../lib/param-text';
import { checkValue, type ParamValue } from '../lib/params';

type FieldProps = {
  spec: ParameterSpec;
  value: ParamValue | undefined;
  onChange: (value: ParamValue) => void;
};

/** Why the value is refused, in the user's language, or null. */
function useProblemText(spec: ParameterSpec, value: ParamValue | undefined): string | null {
  const { t } = useTranslation('forecast');
  const problem = checkValue(spec, value);
  if (!problem) return null;
  if (problem.kind === 'required') return t('params.problems.required');
  return t(`params.problems.${problem.kind}`, { min: problem.min, max: problem.max });
}

/**
 * One parameter of a model's form (spec §3 "Model parameters"): a number within its range, a
 * switch, or a choice; its label, what it does, its range and default.
 */
export function ParameterField({ spec, value, onChange }: FieldProps) {
  const { t } = useTranslation(['forecast', 'forecastParams']);
  const id = useId();
  const label = paramLabel(spec.name, t);
  const help = paramHelp(spec.name, t);
  const problem = useProblemText(spec, value);
  const describedBy = `${id}-hint`;

  return (
    <div className="fc-param" data-testid={`fc-param-${spec.name}`}>
      <label htmlFor={id} className="fc-field-label">
        {label}{' '}
        <Typography.Text code className="fc-param-name">
          {spec.name}
        </Typography.Text>
      </label>
      {spec.kind === 'number' ? (
        <InputNumber
          id={id}
          className="fc-full"
          value={typeof value === 'number' ? value : null}
          step={spec.step}
          // As typed, not padded to the step's decimals (0.05, not 0.050).
          formatter={(shown, info) =>
            info.userTyping || shown === undefined || String(shown) === ''
              ? info.input
              : String(Number(shown))
          }
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      ) : spec.kind === 'boolean' ? (
        <Switch
          id={id}
          checked={value === true}
          aria-describedby={describedBy}
          onChange={(checked) => onChange(checked)}
        />
      ) : (
        <Select
          id={id}
          className="fc-full"
          value={typeof value === 'string' ? value : spec.default}
          aria-describedby={describedBy}
          options={spec.options.map((option) => ({
            value: option,
            label: optionLabel(spec.name, option, t),
          }))}
          onChange={(next: string) => onChange(next)}
        />
      )}
      <div id={describedBy} className="fc-param-hint">
        {problem ? (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{rangeText(spec, t)}</Typography.Text>
        )}
        {help ? <Typography.Text type="secondary">{help}</Typography.Text> : null}
      </div>
    </div>
  );
}
