import { Select } from 'antd';
import { useMemo } from 'react';
import { timezoneOptions } from '../lib/timezones';

type Props = {
  id?: string;
  value?: string;
  onChange?: (zone: string) => void;
  placeholder?: string;
  'aria-label'?: string;
};

/** Every IANA time zone, searchable by city or by offset ("서울" is not a zone name, "Seoul" is). */
export function TimezoneSelect({ id, value, onChange, placeholder, ...rest }: Props) {
  const options = useMemo(() => timezoneOptions(new Date(), value), [value]);
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      aria-label={rest['aria-label']}
      options={options.map(({ value: zone, label }) => ({ value: zone, label }))}
      showSearch={{ optionFilterProp: 'label' }}
      data-testid="timezone-select"
    />
  );
}
