import { FORECAST_MODELS, type ForecastModelName, type RunKind } from '@bus/domain';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCostingCompanies } from '../../../lib/costing-companies';
import { MODEL_ORDER } from '../lib/models';

export type Filters = {
  companyId?: string;
  model?: ForecastModelName;
  kind?: RunKind;
  from?: string;
  to?: string;
};

const DATE = 'YYYY-MM-DD';

/** Filters of the dashboard's lists: company, model, (logs) kind, and the creation date range. */
export function RunFilters({
  value,
  onChange,
  withKind,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
  withKind: boolean;
}) {
  const { t } = useTranslation(['forecastDashboard', 'forecast']);
  const companies = useCostingCompanies();
  const models = MODEL_ORDER.filter((model) =>
    (FORECAST_MODELS as readonly string[]).includes(model),
  );
  const set = (patch: Filters) => onChange({ ...value, ...patch });
  return (
    <div className="fc-filters" data-testid="fc-filters">
      <Select
        allowClear
        className="fc-filter"
        aria-label={t('filters.company')}
        placeholder={t('filters.allCompanies')}
        value={value.companyId}
        loading={companies.isPending}
        options={(companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={(companyId?: string) => set({ companyId })}
      />
      <Select<ForecastModelName>
        allowClear
        className="fc-filter"
        aria-label={t('filters.model')}
        placeholder={t('filters.allModels')}
        value={value.model}
        options={models.map((model) => ({
          value: model,
          label: t(`forecast:models.${model}.name`),
        }))}
        onChange={(model?: ForecastModelName) => set({ model })}
        data-testid="fc-filter-model"
      />
      {withKind ? (
        <Select<RunKind>
          allowClear
          className="fc-filter"
          aria-label={t('filters.kind')}
          placeholder={t('filters.allKinds')}
          value={value.kind}
          options={(['forecast', 'cross-validation', 'comparison'] as const).map((kind) => ({
            value: kind,
            label: t(`forecast:kinds.${kind}`),
          }))}
          onChange={(kind?: RunKind) => set({ kind })}
        />
      ) : null}
      <DatePicker.RangePicker
        className="fc-filter-dates"
        aria-label={t('filters.dates')}
        placeholder={[t('filters.from'), t('filters.to')]}
        value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
        onChange={(range) => set({ from: range?.[0]?.format(DATE), to: range?.[1]?.format(DATE) })}
      />
    </div>
  );
}
