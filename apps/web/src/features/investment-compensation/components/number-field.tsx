import { CheckCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { InvestmentAutoLoad, InvestmentField } from '@bus/domain';
import { Button, InputNumber, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldLoad } from '../hooks/use-investment-form';
import { sourceText } from '../lib/source-text';

type Source = InvestmentAutoLoad['fields'][string];

/** Thousands separators on the integer part only, so decimals (an average) stay readable. */
export function formatAmountText(value: string | number | undefined): string {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Percent with at most 4 decimals, back to a fraction without binary noise (4.6 → 0.046). */
const toFraction = (percent: number) => Number((percent / 100).toFixed(10));
const toPercent = (fraction: number) => Number((fraction * 100).toFixed(8));

type Props = {
  field: InvestmentField;
  value: number | null;
  onChange: (value: number | null) => void;
  kind?: 'amount' | 'percent';
  disabled?: boolean;
  source?: Source;
  load?: FieldLoad;
  onReload?: () => void;
  /** The debounced field-edit warning (spec §5). */
  warning?: string | null;
  extra?: ReactNode;
};

/** One calculator input with its label, source, fallback note, reload button and warning. */
export function NumberField(props: Props) {
  const { field, value, onChange, kind = 'amount', disabled, source, load, onReload } = props;
  const { t } = useTranslation('investment');
  const id = `ic-field-${field}`;
  const label = t(`fields.${field}`);
  const percent = kind === 'percent';
  return (
    <div className="ic-field" data-testid={id}>
      <label htmlFor={id} className="ic-label">
        {label}
        {percent ? ` (%)` : null}
      </label>
      <div className="ic-field-row">
        <InputNumber<number>
          id={id}
          className="ic-input"
          value={value === null ? null : percent ? toPercent(value) : value}
          onChange={(next) => onChange(next === null ? null : percent ? toFraction(next) : next)}
          disabled={disabled}
          status={props.warning ? 'warning' : undefined}
          {...(percent
            ? { min: 0, max: 100, step: 0.01, precision: 4 }
            : // antd's default parser drops the separators again; an empty input is "no value".
              { formatter: formatAmountText, step: 1_000_000 })}
          suffix={percent ? '%' : t('units.won')}
        />
        {onReload ? (
          <Tooltip title={t('actions.reloadField')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('actions.reloadFieldNamed', { field: label })}
              loading={load === 'loading'}
              onClick={onReload}
            />
          </Tooltip>
        ) : null}
        {props.extra}
      </div>
      <FieldMeta field={field} source={source} load={load} />
      {props.warning ? (
        <Typography.Text type="warning" className="costing-small costing-block" role="status">
          {props.warning}
        </Typography.Text>
      ) : null}
    </div>
  );
}

function FieldMeta({
  field,
  source,
  load,
}: {
  field: InvestmentField;
  source?: Source;
  load?: FieldLoad;
}) {
  const { t } = useTranslation('investment');
  if (!source && load !== 'loaded') return null;
  return (
    <div className="ic-field-meta">
      {load === 'loaded' ? (
        <Tag color="success" icon={<CheckCircleOutlined />} data-testid="ic-loaded">
          {t('field.loaded')}
        </Tag>
      ) : null}
      {source?.fallback ? (
        <Tag color="warning">
          {t('field.fallback', {
            fallback: t(`fallbacks.${source.fallback}`, { defaultValue: source.fallback }),
          })}
        </Tag>
      ) : null}
      {source ? (
        <Typography.Text type="secondary" className="costing-small">
          {t('field.source', { source: sourceText(source.source, field, t) })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
