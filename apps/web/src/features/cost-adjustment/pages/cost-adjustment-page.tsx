import { Card, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyGate, CostingTitle } from '../../../components/company-gate';
import { CompanySelect, YearSelect } from '../../../components/costing-period-select';
import { RefreshButton } from '../../../components/refresh-button';
import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';
import { canEditCompany } from '../../../lib/data-access';
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
  const canEdit = canEditCompany(company);
  const title = (
    <CostingTitle text={t('nav:titles.costAdjustment')} readOnly={!!company && !canEdit} />
  );

  return (
    <CompanyGate
      companies={companies}
      company={company}
      header={title}
      errorTitle={t('costAdjustment:errors.companies')}
    >
      {(company) => (
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
              <RefreshButton
                queryKey={COSTING_QUERY_ROOT}
                label={t('costAdjustment:actions.refresh')}
              />
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
                children: <DepreciationTab companyId={company.id} fiscalYear={fiscalYear} />,
              },
              {
                key: 'other',
                label: t('costAdjustment:tabs.other'),
                children: (
                  <OtherAdjustmentsTab
                    companyId={company.id}
                    fiscalYear={fiscalYear}
                    readOnly={!canEdit}
                  />
                ),
              },
            ]}
          />
        </div>
      )}
    </CompanyGate>
  );
}
