import type { Company } from '@bus/domain';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  companies: Company[];
  company: Company;
  fiscalYear: number;
  years: number[];
  onChange: (next: { company?: string; year?: number }) => void;
};

const searchText = (c: Company) =>
  [c.name, c.businessNumber ?? '', c.industry ?? ''].join(' ').toLowerCase();

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
          label: c.name,
          search: searchText(c),
          detail: detail(c),
        }))}
        optionRender={(option) => (
          <div className="ic-company-option">
            <span>{option.data.label}</span>
            <Typography.Text type="secondary" className="ic-small ic-block">
              {option.data.detail}
            </Typography.Text>
          </div>
        )}
      />
      <Select<number>
        aria-label={t('pickers.year')}
        value={fiscalYear}
        onChange={(year) => onChange({ year })}
        options={years.map((year) => ({
          value: year,
          label:
            t('pickers.yearOption', { year }) +
            (year === company.latestFiscalYear ? ` (${t('pickers.latest')})` : ''),
        }))}
      />
      <Typography.Text type="secondary" className="ic-small ic-company-detail">
        {detail(company)}
      </Typography.Text>
    </div>
  );
}
