import type { Company, PayrollSummary } from '@bus/domain';
import { Alert, Button, Card, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { canEditCompany } from '../../../lib/data-access';
import { useCompanies } from '../api/get-companies';
import { usePayrollSummary } from '../api/get-payroll-summary';
import { NoDataNotice } from './no-data-notice';
import { PayrollYearView } from './payroll-year-view';

type PayrollTabProps = {
  companyId: string | null;
  onSelectCompany: (id: string | null) => void;
  onGoUpload: () => void;
};

/** A year from the URL (`?year=`), or null to let the server pick the newest with a register. */
function yearParam(value: string | null): number | null {
  const year = Number(value);
  return Number.isInteger(year) && year >= 1990 && year <= 2100 ? year : null;
}

/**
 * Payroll tab (issue 19, ADR 0013): a company's payroll registers of a year — headcount and pay
 * per job type beside the published standards, the months, the reconciliation with the
 * statements, the registers and (for managers) the employee rows. Company and year may come from
 * the URL (`?company=&year=`, the upload notice's and the transport-cost screen's links).
 */
export function PayrollTab({ companyId, onSelectCompany, onGoUpload }: PayrollTabProps) {
  const { t } = useTranslation(['payroll', 'financial', 'errors']);
  const companies = useCompanies('');
  const [params, setParams] = useSearchParams();
  const linked = params.get('company');
  const selectedId = linked ?? companyId;
  const urlYear = yearParam(params.get('year'));
  const [year, setYear] = useState<number | null>(urlYear);
  const summary = usePayrollSummary(selectedId, year);
  const company = companies.data?.items.find((item) => item.id === selectedId);

  // A link names the company: the other tabs follow it.
  useEffect(() => {
    if (linked && linked !== companyId) onSelectCompany(linked);
  }, [linked, companyId, onSelectCompany]);
  // The pane stays mounted: a link followed later brings its year.
  useEffect(() => {
    if (urlYear !== null) setYear(urlYear);
  }, [urlYear]);

  const chooseCompany = (id: string) => {
    setYear(null);
    onSelectCompany(id);
    // The link's company and year no longer hold once another is chosen.
    if (linked) setParams({}, { replace: true });
  };

  if (companies.isPending) return <Skeleton active />;
  if (companies.isError) {
    return (
      <QueryError
        title={t('financial:manage.companiesLoadFailed')}
        error={companies.error}
        onRetry={() => void companies.refetch()}
      />
    );
  }
  if (companies.data.items.length === 0) return <NoDataNotice onGoUpload={onGoUpload} />;

  return (
    <div className="fdc-payroll" data-testid="fdc-payroll">
      <Card className="fdc-card">
        <Typography.Paragraph type="secondary">{t('payroll:intro')}</Typography.Paragraph>
        <Space wrap size="middle" className="fdc-analyze-controls">
          <Select
            className="fdc-company-select"
            data-testid="fdc-payroll-company"
            placeholder={t('payroll:selectCompany')}
            aria-label={t('payroll:company')}
            value={selectedId ?? undefined}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={chooseCompany}
            options={companies.data.items.map((c) => ({ value: c.id, label: c.name }))}
          />
          <Select
            className="fdc-year-select"
            data-testid="fdc-payroll-year"
            aria-label={t('payroll:fiscalYear')}
            placeholder={t('payroll:fiscalYear')}
            disabled={!summary.data || summary.data.years.length === 0}
            value={summary.data?.years.length ? summary.data.fiscalYear : undefined}
            onChange={(value: number) => setYear(value)}
            options={(summary.data?.years ?? []).map((y) => ({
              value: y,
              label: t('payroll:yearOption', { year: y }),
            }))}
          />
        </Space>
      </Card>
      <PayrollBody
        selectedId={selectedId}
        company={company}
        summary={summary}
        onGoUpload={onGoUpload}
      />
    </div>
  );
}

type PayrollBodyProps = {
  selectedId: string | null;
  company: Company | undefined;
  summary: ReturnType<typeof usePayrollSummary>;
  onGoUpload: () => void;
};

function PayrollBody({ selectedId, company, summary, onGoUpload }: PayrollBodyProps) {
  const { t } = useTranslation(['payroll', 'errors']);
  if (!selectedId) return <Alert type="info" showIcon title={t('payroll:noCompany')} />;
  if (summary.isPending) {
    return (
      <div role="status" aria-label={t('payroll:loading')} data-testid="fdc-payroll-loading">
        <Skeleton active />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <QueryError
        title={t('payroll:loadFailed')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  if (summary.data.coverage.source === 'none') {
    return <PayrollEmpty summary={summary.data} onGoUpload={onGoUpload} />;
  }
  return <PayrollYearView summary={summary.data} canEdit={canEditCompany(company)} />;
}

/** No register for the company (or the year yet): how one is uploaded. */
function PayrollEmpty({
  summary,
  onGoUpload,
}: {
  summary: PayrollSummary;
  onGoUpload: () => void;
}) {
  const { t } = useTranslation('payroll');
  return (
    <Alert
      type="info"
      showIcon
      data-testid="fdc-payroll-empty"
      title={
        summary.years.length === 0
          ? t('empty.noneTitle')
          : t('empty.title', { year: summary.fiscalYear })
      }
      description={t('empty.text')}
      action={
        <Button type="primary" onClick={onGoUpload}>
          {t('empty.action')}
        </Button>
      }
    />
  );
}
