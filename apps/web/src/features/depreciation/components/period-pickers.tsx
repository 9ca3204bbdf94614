import { DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Periods } from '../lib/periods';

const MONTH_FORMAT = 'YYYY-MM';
/** Months the pickers offer: the contract's MonthPeriod range (1990..2100). */
const FIRST = dayjs('1990-01-01');
const LAST = dayjs('2100-12-01');

function MonthPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
}) {
  const id = useId();
  return (
    <div className="dep-picker">
      <label htmlFor={id} className="dep-picker-label">
        {label}
      </label>
      <DatePicker
        id={id}
        picker="month"
        allowClear={false}
        format={MONTH_FORMAT}
        value={dayjs(`${value}-01`)}
        minDate={FIRST}
        maxDate={LAST}
        onChange={(next: Dayjs | null) => {
          if (next) onChange(next.format(MONTH_FORMAT));
        }}
      />
    </div>
  );
}

/**
 * The base and estimate periods of the depreciation screens (spec §9 defaults 2024-01 and 2025-01):
 * each is the first month of the year of depreciation it reports.
 */
export function PeriodPickers({
  periods,
  onChange,
}: {
  periods: Periods;
  onChange: (next: Partial<Periods>) => void;
}) {
  const { t } = useTranslation('depreciation');
  return (
    <Space wrap size={12} align="end">
      <MonthPicker
        label={t('periods.base')}
        value={periods.base}
        onChange={(base) => onChange({ base })}
      />
      <MonthPicker
        label={t('periods.estimate')}
        value={periods.estimate}
        onChange={(estimate) => onChange({ estimate })}
      />
    </Space>
  );
}
