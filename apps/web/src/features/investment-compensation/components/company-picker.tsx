import type { Company } from '@bus/domain';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyLabel, YearSelect } from '../../../components/costing-period-select';
import type { PeriodChange } from '../../../lib/costing-period';

type Props = {
  companies: Company[];
  company: Company;
  fiscalYear: number;
  years: number[];
  onChange: (next: PeriodChange) => void;
};

const searchText = (c: Company) =>
  [c.name, c.organisation.name, c.businessNumber ?? '', c.industry ?? ''].join(' ').toLowerCase();

/**
 * Spec §2 company selector: searchable by name, business number or industry, in the server's
 * Korean-name order; and the fiscal year.
 */
export function CompanyPicker({ companies, company, fiscalYear, years, onChange }: Props) {
  const { t } = useTranslation('investment');
  const detail = (c: Company) =>
    [c.businessNumber ?? t('pickers.noBusinessNumber'), c.industry ?? t('pickers.noIndustry')].join(
      ' · ',
    );
  return (
    <div className="ic-pickers">
      <Select
        className="ic-company"
        aria-label={t('pickers.company')}
        placeholder={t('pickers.companyPlaceholder')}
        value={company.id}
        onChange={(id: string) => onChange({ company: id })}
        showSearch={{
          filterOption: (input, option) =>
            (option?.search ?? '').includes(input.trim().toLowerCase()),
        }}
        options={companies.map((c) => ({
          value: c.id,
          label: companyLabel(c),
          search: searchText(c),
          detail: detail(c),
        }))}
        optionRender={(option) => (
          <div className="ic-company-option">
            <span>{option.data.label}</span>
            <Typography.Text type="secondary" className="costing-small costing-block">
              {option.data.detail}
            </Typography.Text>
          </div>
        )}
      />
      <YearSelect
        ns="investment"
        company={company}
        years={years}
        fiscalYear={fiscalYear}
        onSelect={onChange}
      />
      <Typography.Text type="secondary" className="costing-small ic-company-detail">
        {detail(company)}
      </Typography.Text>
    </div>
  );
}
