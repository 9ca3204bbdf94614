import { Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCostingCompanies } from '../../../lib/costing-companies';
import type { RunSettings } from '../hooks/use-run-settings';
import type { SeriesInput } from '../hooks/use-series-input';

/** The three switches of a run: the 24-month limit, Korean holidays, auto-optimisation. */
export function RunSwitches({
  input,
  settings,
  update,
  holidaysApply,
}: {
  input: SeriesInput;
  settings: RunSettings;
  update: (patch: Partial<RunSettings>) => void;
  /** Whether the chosen model reads the holiday calendar at all. */
  holidaysApply: boolean;
}) {
  const { t } = useTranslation('forecast');
  const rows = [
    {
      key: 'limit24Months',
      checked: input.limit24Months,
      onChange: input.setLimit24Months,
      disabled: input.reading,
    },
    {
      key: 'holidays',
      checked: settings.holidays,
      onChange: (holidays: boolean) => update({ holidays }),
      disabled: !holidaysApply,
    },
    {
      key: 'autoOptimize',
      checked: settings.autoOptimize,
      onChange: (autoOptimize: boolean) => update({ autoOptimize }),
      disabled: false,
    },
  ];
  return (
    <div className="fc-switches">
      {rows.map((row) => (
        <div key={row.key} className="fc-switch-row">
          <Switch
            id={`fc-${row.key}`}
            checked={row.checked}
            disabled={row.disabled}
            onChange={row.onChange}
            aria-describedby={`fc-${row.key}-hint`}
            data-testid={`fc-${row.key}`}
          />
          <div>
            <label htmlFor={`fc-${row.key}`} className="fc-switch-label">
              {t(`settings.${row.key}.label`)}
            </label>
            <Typography.Text type="secondary" id={`fc-${row.key}-hint`} className="fc-note">
              {row.key === 'holidays' && !holidaysApply
                ? t('settings.holidays.notUsed')
                : t(`settings.${row.key}.hint`)}
            </Typography.Text>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The company a run is about (optional, spec §3) and, for a file or the grid, a name to store the
 * series under, so the forecast can later be scored on newer actuals (realised accuracy).
 */
export function RunCompany({
  input,
  settings,
  update,
}: {
  input: SeriesInput;
  settings: RunSettings;
  update: (patch: Partial<RunSettings>) => void;
}) {
  const { t } = useTranslation('forecast');
  const companies = useCostingCompanies();
  const writable = (companies.data?.items ?? []).filter((company) => company.access === 'write');
  if (input.source?.kind === 'saved') {
    return (
      <Typography.Paragraph type="secondary" className="fc-block-top">
        {t('settings.company.fromSaved', { company: input.source.series.companyName })}
      </Typography.Paragraph>
    );
  }
  if (writable.length === 0) return null;
  return (
    <div className="fc-company-row">
      <div className="fc-field">
        <label htmlFor="fc-company" className="fc-field-label">
          {t('settings.company.label')}
        </label>
        <Select
          id="fc-company"
          allowClear
          className="fc-company"
          placeholder={t('settings.company.none')}
          value={settings.companyId ?? undefined}
          options={writable.map((company) => ({ value: company.id, label: company.name }))}
          onChange={(companyId?: string) => update({ companyId: companyId ?? null })}
        />
      </div>
      {settings.companyId ? (
        <div className="fc-field">
          <label htmlFor="fc-save-series" className="fc-field-label">
            {t('settings.company.saveAs')}
          </label>
          <Input
            id="fc-save-series"
            maxLength={100}
            placeholder={t('settings.company.saveAsPlaceholder')}
            value={settings.saveSeriesAs}
            onChange={(event) => update({ saveSeriesAs: event.target.value })}
          />
        </div>
      ) : null}
    </div>
  );
}
