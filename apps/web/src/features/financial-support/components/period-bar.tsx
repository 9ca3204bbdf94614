import { DownloadOutlined, SyncOutlined } from '@ant-design/icons';
import type { Company } from '@bus/domain';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanySelect, YearSelect } from '../../../components/costing-period-select';
import type { PeriodChange } from '../../../lib/costing-period';

type Props = {
  companies: readonly Company[];
  company: Company;
  years: readonly number[];
  fiscalYear: number;
  onSelect: (next: PeriodChange) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Null while there is nothing to export (no data for the period, an incomplete basis). */
  exportHref: string | null;
};

/** Company and fiscal year pickers with the recalculate and export actions. */
export function PeriodBar(props: Props) {
  const { t } = useTranslation('financialSupport');
  const { company, fiscalYear } = props;
  return (
    <Card className="costing-block">
      <Space wrap align="center">
        <CompanySelect
          ns="financialSupport"
          className="fs-company"
          company={company}
          companies={props.companies}
          onSelect={props.onSelect}
        />
        <YearSelect
          ns="financialSupport"
          company={company}
          years={props.years}
          fiscalYear={fiscalYear}
          onSelect={props.onSelect}
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
    </Card>
  );
}
