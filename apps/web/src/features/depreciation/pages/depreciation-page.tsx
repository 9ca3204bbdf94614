import { BarChartOutlined } from '@ant-design/icons';
import type { Company } from '@bus/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { CompanyGate, CostingTitle } from '../../../components/company-gate';
import { CompanySelect } from '../../../components/costing-period-select';
import { QueryError } from '../../../components/query-error';
import { RefreshButton } from '../../../components/refresh-button';
import { useCanEdit } from '../../../lib/data-access';
import { useCostingSocket } from '../../../lib/use-costing-socket';
import { useEntities } from '../api/get-entities';
import { useResults } from '../api/get-results';
import { DEPRECIATION_ROOT } from '../api/keys';
import { EntitiesNotice } from '../components/entities-notice';
import { ManagementSummary } from '../components/management-summary';
import { PageLayout } from '../components/page-layout';
import { PeriodPickers } from '../components/period-pickers';
import { RegisterSection } from '../components/register-section';
import { ScheduleSection } from '../components/schedule-section';
import { useCompanyParam } from '../hooks/use-company-param';
import { usePeriods } from '../lib/periods';
import '../../../components/costing-page.css';
import '../components/depreciation.css';

/**
 * /depreciation and /depreciation-management (issue 15 §4): a company's asset register, its
 * monthly schedule, the base and estimate years' totals and the reconciliation with the
 * statements.
 */
export function DepreciationPage() {
  const { t } = useTranslation(['depreciation', 'nav']);
  const { companies, items, company, select } = useCompanyParam();
  const canEdit = useCanEdit(company);
  useCostingSocket(company?.id ?? null);
  const title = (
    <CostingTitle text={t('nav:titles.depreciation')} readOnly={!!company && !canEdit} />
  );

  return (
    <CompanyGate
      companies={companies}
      company={company}
      header={title}
      errorTitle={t('depreciation:errors.companies')}
      emptyDescription={t('depreciation:noCompanies')}
    >
      {(company) => (
        <Management
          key={company.id}
          title={title}
          company={company}
          companies={items}
          canEdit={canEdit}
          onSelect={select}
        />
      )}
    </CompanyGate>
  );
}

function Management({
  title,
  company,
  companies,
  canEdit,
  onSelect,
}: {
  title: React.ReactNode;
  company: Company;
  companies: readonly Company[];
  canEdit: boolean;
  onSelect: (next: { company?: string }) => void;
}) {
  const { t } = useTranslation('depreciation');
  const { periods, set, search } = usePeriods();
  const entities = useEntities(company.id, periods.base);
  const results = useResults(company.id, periods, 1, 1);

  const controls = (
    <>
      <CompanySelect
        ns="depreciation"
        className="dep-company"
        company={company}
        companies={companies}
        onSelect={onSelect}
      />
      <PeriodPickers periods={periods} onChange={set} />
      <RefreshButton queryKey={DEPRECIATION_ROOT} label={t('actions.refresh')} />
      <ButtonLink icon={<BarChartOutlined />} to={`/depreciation-results?${search}`}>
        {t('actions.openResults')}
      </ButtonLink>
    </>
  );
  const summary = results.isError ? (
    <QueryError
      title={t('errors.results')}
      error={results.error}
      onRetry={() => void results.refetch()}
    />
  ) : (
    <ManagementSummary results={results.data} periods={periods} />
  );

  return (
    <PageLayout title={title} intro={t('intro')} controls={controls}>
      {entities.isError ? <EntitiesNotice onRetry={() => void entities.refetch()} /> : null}
      {summary}
      <RegisterSection company={company} entities={entities.data ?? []} canEdit={canEdit} />
      <ScheduleSection companyId={company.id} from={periods.base} />
    </PageLayout>
  );
}
