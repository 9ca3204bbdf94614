import { DownloadOutlined, TableOutlined } from '@ant-design/icons';
import type { Company } from '@bus/domain';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { CompanyGate, CostingTitle } from '../../../components/company-gate';
import { CompanySelect } from '../../../components/costing-period-select';
import { QueryError } from '../../../components/query-error';
import { RefreshButton } from '../../../components/refresh-button';
import { useCostingSocket } from '../../../lib/use-costing-socket';
import { resultsExportUrl } from '../api/files';
import { useEntities } from '../api/get-entities';
import { useResults } from '../api/get-results';
import { DEPRECIATION_ROOT } from '../api/keys';
import { EntitiesNotice } from '../components/entities-notice';
import { PageLayout } from '../components/page-layout';
import { PeriodPickers } from '../components/period-pickers';
import { ResultsView } from '../components/results-view';
import { useCompanyParam } from '../hooks/use-company-param';
import { usePeriods } from '../lib/periods';
import '../../../components/costing-page.css';
import '../components/depreciation.css';

/** By-asset rows per page (the server pages them; by entity and by class cover every asset). */
const PAGE_SIZE = 20;

/** /depreciation-results (issue 15 §5): by entity, by class and by asset, with charts and xlsx. */
export function DepreciationResultsPage() {
  const { t } = useTranslation(['depreciation', 'nav']);
  const { companies, items, company, select } = useCompanyParam();
  useCostingSocket(company?.id ?? null);
  const title = <CostingTitle text={t('nav:titles.depreciationResults')} />;

  return (
    <CompanyGate
      companies={companies}
      company={company}
      header={title}
      errorTitle={t('depreciation:errors.companies')}
      emptyDescription={t('depreciation:noCompanies')}
    >
      {(company) => (
        <Results
          key={company.id}
          title={title}
          company={company}
          companies={items}
          onSelect={select}
        />
      )}
    </CompanyGate>
  );
}

function Results({
  title,
  company,
  companies,
  onSelect,
}: {
  title: React.ReactNode;
  company: Company;
  companies: readonly Company[];
  onSelect: (next: { company?: string }) => void;
}) {
  const { t, i18n } = useTranslation('depreciation');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const { periods, set, search } = usePeriods();
  const [page, setPage] = useState(1);
  const results = useResults(company.id, periods, page, PAGE_SIZE);
  const entities = useEntities(company.id, periods.base);

  const controls = (
    <>
      <CompanySelect
        ns="depreciation"
        className="dep-company"
        company={company}
        companies={companies}
        onSelect={onSelect}
      />
      <PeriodPickers
        periods={periods}
        onChange={(next) => {
          set(next);
          setPage(1);
        }}
      />
      <RefreshButton queryKey={DEPRECIATION_ROOT} label={t('actions.refresh')} />
      <Button icon={<DownloadOutlined />} href={resultsExportUrl(company.id, periods, lng)}>
        {t('actions.exportResults')}
      </Button>
      <ButtonLink icon={<TableOutlined />} to={`/depreciation?${search}`}>
        {t('actions.openManagement')}
      </ButtonLink>
    </>
  );

  let body: React.ReactNode;
  if (results.isError) {
    body = (
      <QueryError
        title={t('errors.results')}
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  } else if (!results.data) {
    body = (
      <Card>
        <Skeleton active />
      </Card>
    );
  } else if (results.data.assetCount === 0) {
    body = (
      <Result
        status="info"
        data-testid="dep-results-empty"
        title={t('results.noAssets')}
        subTitle={t('results.noAssetsHint')}
        extra={
          <ButtonLink type="primary" to={`/depreciation?${search}`}>
            {t('actions.openManagement')}
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <ResultsView
        results={results.data}
        periods={periods}
        entities={entities.data ?? []}
        loading={results.isPlaceholderData}
        assetPagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: results.data.byAssetTotal,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    );
  }
  return (
    <PageLayout title={title} intro={t('resultsIntro')} controls={controls}>
      {entities.isError ? <EntitiesNotice onRetry={() => void entities.refetch()} /> : null}
      {body}
    </PageLayout>
  );
}
