import { ReloadOutlined } from '@ant-design/icons';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanySelect, YearSelect } from '../../../components/costing-period-select';
import { DataPrompt } from '../../../components/data-prompt';
import { QueryError } from '../../../components/query-error';
import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';
import { DepreciationTab } from '../components/depreciation-tab';
import { OtherAdjustmentsTab } from '../components/other-adjustments-tab';
import { isTab, usePeriodParams } from '../hooks/use-period-params';
import '../../../components/costing-page.css';
import '../components/cost-adjustment.css';

/** /cost-adjustment (costing-and-forecasting.md §2 "Cost adjustment screen"). */
export function CostAdjustmentPage() {
  const { t } = useTranslation(['costAdjustment', 'nav', 'errors']);
  const { companies, items, company, years, fiscalYear, tab, select, selectTab } =
    usePeriodParams();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: COSTING_QUERY_ROOT }) > 0;
  const title = <Typography.Title level={1}>{t('nav:titles.costAdjustment')}</Typography.Title>;

  if (companies.isPending) return <Spin className="costing-spinner" />;
  if (companies.isError)
    return (
      <div className="costing-page">
        {title}
        <QueryError
          title={t('costAdjustment:errors.companies')}
          error={companies.error}
          onRetry={() => void companies.refetch()}
        />
      </div>
    );
  if (!company)
    return (
      <div className="costing-page">
        {title}
        <DataPrompt />
      </div>
    );

  return (
    <div className="costing-page">
      {title}
      <Typography.Paragraph type="secondary">{t('costAdjustment:intro')}</Typography.Paragraph>
      <Card className="costing-block" size="small">
        <Space wrap align="center" className="ca-pickers">
          <CompanySelect
            ns="costAdjustment"
            className="ca-company"
            company={company}
            companies={items}
            onSelect={select}
          />
          <YearSelect
            ns="costAdjustment"
            company={company}
            years={years}
            fiscalYear={fiscalYear}
            onSelect={select}
          />
          <Button
            icon={<ReloadOutlined />}
            loading={fetching}
            onClick={() => void queryClient.invalidateQueries({ queryKey: COSTING_QUERY_ROOT })}
          >
            {t('costAdjustment:actions.refresh')}
          </Button>
        </Space>
      </Card>
      <Tabs
        activeKey={tab}
        onChange={(next) => {
          if (isTab(next)) selectTab(next);
        }}
        items={[
          {
            key: 'depreciation',
            label: t('costAdjustment:tabs.depreciation'),
            // No depreciation results exist in the product yet (/depreciation is a later issue),
            // so there is no data source to read: the tab shows its empty state.
            children: <DepreciationTab inputs={null} fiscalYear={fiscalYear} />,
          },
          {
            key: 'other',
            label: t('costAdjustment:tabs.other'),
            children: <OtherAdjustmentsTab companyId={company.id} fiscalYear={fiscalYear} />,
          },
        ]}
      />
    </div>
  );
}
