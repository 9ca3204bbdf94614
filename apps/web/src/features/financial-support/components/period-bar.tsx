import { DownloadOutlined, SyncOutlined } from '@ant-design/icons';
import type { Company } from '@bus/domain';
import { Button, Card, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  companies: readonly Company[];
  company: Company;
  years: readonly number[];
  fiscalYear: number;
  onSelect: (next: { company?: string; year?: number }) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Null while there is nothing to export (no data for the period). */
  exportHref: string | null;
  /** The export is on the total-cost basis; say so when the screen shows the standard cost. */
  exportNote: boolean;
};

/** Company and fiscal year pickers with the recalculate and export actions. */
export function PeriodBar(props: Props) {
  const { t } = useTranslation('financialSupport');
  const { company, fiscalYear } = props;
  return (
    <Card className="fs-block">
      <Space wrap align="center">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('pickers.company')}
          className="fs-company"
          placeholder={t('pickers.companyPlaceholder')}
          value={company.id}
          onChange={(id: string) => props.onSelect({ company: id })}
          options={props.companies.map((item) => ({ value: item.id, label: item.name }))}
        />
        <Select<number>
          aria-label={t('pickers.year')}
          value={fiscalYear}
          onChange={(year) => props.onSelect({ year })}
          options={props.years.map((year) => ({
            value: year,
            label:
              t('pickers.yearOption', { year }) +
              (year === company.latestFiscalYear ? ` (${t('pickers.latest')})` : ''),
          }))}
        />
        <Button icon={<SyncOutlined />} loading={props.refreshing} onClick={props.onRefresh}>
          {t('actions.refresh')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          href={props.exportHref ?? undefined}
          disabled={props.exportHref === null}
        >
          {t('actions.export')}
        </Button>
      </Space>
      {props.exportNote ? (
        <Typography.Paragraph type="secondary" className="fs-small fs-bar-note">
          {t('exportNote')}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
