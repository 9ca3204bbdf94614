import { Card, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyGate, CostingTitle } from '../../../components/company-gate';
import { CompanySelect } from '../../../components/costing-period-select';
import { PlanningPeriodSelect } from '../../../components/planning-period-select';
import { RefreshButton } from '../../../components/refresh-button';
import { useCanEdit } from '../../../lib/data-access';
import { useCostingSocket } from '../../../lib/use-costing-socket';
import { COST_ALLOCATION_ROOT } from '../api/keys';
import { DriverLinesPanel } from '../components/driver-lines-panel';
import { EntitiesPanel } from '../components/entities-panel';
import { ResultPanel } from '../components/result-panel';
import { RunsPanel } from '../components/runs-panel';
import { isTab, useAllocationParams } from '../hooks/use-allocation-params';
import '../../../components/costing-page.css';
import '../components/cost-allocation.css';

/**
 * /cost-allocation (spec §2 "Cost allocation and cost estimation screens"; issue 15 §1–§2;
 * domain.md §4): the period's service entities, the driver of every cost line, the calculation
 * and its stored runs, for a company and a period 'YYYY-MM' (default 2024-01).
 */
export function CostAllocationPage() {
  const { t } = useTranslation(['costAllocation', 'nav', 'errors']);
  const params = useAllocationParams();
  const { companies, items, company, period, periods, tab } = params;
  const canEdit = useCanEdit(company);
  useCostingSocket(company?.id ?? null);
  const title = (
    <CostingTitle text={t('nav:titles.costAllocation')} readOnly={!!company && !canEdit} />
  );

  return (
    <CompanyGate
      companies={companies}
      company={company}
      header={title}
      errorTitle={t('costAllocation:errors.companies')}
    >
      {(company) => {
        // Each company and period has its own table, drafts and runs: panels start afresh.
        const scope = `${company.id}:${period}`;
        return (
          <div className="costing-page al-page">
            {title}
            <Typography.Paragraph type="secondary">
              {t('costAllocation:intro')}
            </Typography.Paragraph>
            <Card className="costing-block" size="small">
              <Space wrap align="center" className="al-pickers">
                <CompanySelect
                  ns="costAllocation"
                  className="al-company"
                  company={company}
                  companies={items}
                  onSelect={params.select}
                />
                <PlanningPeriodSelect
                  ns="costAllocation"
                  company={company}
                  periods={periods}
                  period={period}
                  onSelect={params.select}
                />
                <RefreshButton
                  queryKey={COST_ALLOCATION_ROOT}
                  label={t('costAllocation:actions.refresh')}
                />
              </Space>
            </Card>
            <Tabs
              activeKey={tab}
              onChange={(next) => {
                if (isTab(next)) params.selectTab(next);
              }}
              items={[
                {
                  key: 'entities',
                  label: t('costAllocation:tabs.entities'),
                  children: (
                    <EntitiesPanel
                      key={scope}
                      companyId={company.id}
                      period={period}
                      canEdit={canEdit}
                    />
                  ),
                },
                {
                  key: 'drivers',
                  label: t('costAllocation:tabs.drivers'),
                  children: (
                    <DriverLinesPanel
                      key={scope}
                      companyId={company.id}
                      period={period}
                      includeNonOperating={params.includeNonOperating}
                      onIncludeNonOperating={params.setIncludeNonOperating}
                      canEdit={canEdit}
                    />
                  ),
                },
                {
                  key: 'result',
                  label: t('costAllocation:tabs.result'),
                  children: (
                    <ResultPanel
                      key={scope}
                      companyId={company.id}
                      period={period}
                      includeNonOperating={params.includeNonOperating}
                      onIncludeNonOperating={params.setIncludeNonOperating}
                      canEdit={canEdit}
                      runId={params.runId}
                      onShowRun={params.showRun}
                    />
                  ),
                },
                {
                  key: 'runs',
                  label: t('costAllocation:tabs.runs'),
                  children: (
                    <RunsPanel
                      key={scope}
                      companyId={company.id}
                      period={period}
                      onShowRun={params.showRun}
                    />
                  ),
                },
              ]}
            />
          </div>
        );
      }}
    </CompanyGate>
  );
}
