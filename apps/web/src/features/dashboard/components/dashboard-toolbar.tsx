import { DownloadOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  years: readonly number[];
  fiscalYear: number | null;
  onYear: (year: number) => void;
  onExport: () => void;
  exporting: boolean;
  /** The page is being refetched for another year (the previous one stays on screen). */
  updating: boolean;
};

/** The year picker (years with statements, newest first) and the export of what is shown. */
export function DashboardToolbar({
  years,
  fiscalYear,
  onYear,
  onExport,
  exporting,
  updating,
}: Props) {
  const { t } = useTranslation('dashboard');
  const latest = years[0];
  return (
    <Space wrap className="dash-toolbar">
      <label htmlFor="dash-year" className="dash-toolbar-label">
        {t('toolbar.year')}
      </label>
      <Select<number>
        id="dash-year"
        data-testid="dash-year"
        aria-label={t('toolbar.year')}
        className="dash-year"
        value={fiscalYear ?? undefined}
        disabled={years.length === 0}
        onChange={onYear}
        loading={updating}
        options={years.map((year) => ({
          value: year,
          label: `${t('toolbar.yearOption', { year })}${year === latest ? ` (${t('toolbar.latest')})` : ''}`,
        }))}
      />
      <Button
        icon={<DownloadOutlined />}
        onClick={onExport}
        loading={exporting}
        disabled={fiscalYear === null}
        data-testid="dash-export"
      >
        {t('toolbar.export')}
      </Button>
    </Space>
  );
}
