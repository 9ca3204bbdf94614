import type { InvestmentAutoLoad, InvestmentCalculationView, InvestmentField } from '@bus/domain';
import type { FieldLoad } from '../hooks/use-investment-form';
import type { FormValues } from '../lib/form';

/** What every input card receives from the page. */
export type FieldsProps = {
  values: FormValues;
  onChange: (field: InvestmentField, value: number | null) => void;
  sources: InvestmentAutoLoad['fields'];
  loads: Partial<Record<InvestmentField, FieldLoad>>;
  onReload: (field: InvestmentField) => void;
  /** Debounced field-edit warnings, already translated. */
  warnings: Partial<Record<InvestmentField, string>>;
  result: InvestmentCalculationView['result'];
  disabled: boolean;
};
