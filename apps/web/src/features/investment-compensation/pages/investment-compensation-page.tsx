import { Alert, Button, Card, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataPrompt } from '../../../components/data-prompt';
import { useCostingCompanies } from '../../../lib/costing-companies';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../../../lib/use-auth';
import { useInvestment } from '../api/investment';
import { CompanyPicker } from '../components/company-picker';
import { InvestmentWorkspace } from '../components/investment-workspace';
import { StatusDots } from '../components/status-dots';
import { yearOptions } from '../lib/years';
import '../components/investment.css';

/** /investment-compensation (costing-and-forecasting.md §2 "Investment compensation screen"). */
export function InvestmentCompensationPage() {
  const { t } = useTranslation(['investment', 'nav', 'errors']);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const companies = useCostingCompanies();
  const items = companies.data?.items ?? [];
  const company = items.find((item) => item.id === params.get('company')) ?? items[0] ?? null;
  const years = yearOptions(new Date(), company?.latestFiscalYear ?? null);
  const yearParam = Number(params.get('year'));
  const fiscalYear = years.includes(yearParam)
    ? yearParam
    : (company?.latestFiscalYear ?? (years[0] as number));
  const query = useInvestment(user?.id ?? '', company?.id ?? null, fiscalYear);
  const view = query.data;
  const target = useMemo(
    () => (user && company ? { userId: user.id, companyId: company.id, fiscalYear } : null),
    [user, company, fiscalYear],
  );

  const select = (next: { company?: string; year?: number }) => {
    const search = new URLSearchParams(params);
    if (next.company) search.set('company', next.company);
    if (next.year) search.set('year', String(next.year));
    setParams(search);
  };

  const header = (
    <>
      <Typography.Title level={1}>{t('nav:titles.investmentCompensation')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('investment:intro')}</Typography.Paragraph>
    </>
  );
  if (companies.isPending) return <Spin className="ic-spinner" />;
  if (companies.isError)
    return (
      <div className="ic-page">
        {header}
        <Alert
          type="error"
          showIcon
          title={t('investment:errors.companies')}
          description={errorMessage(companies.error, t)}
          action={
            <Button onClick={() => void companies.refetch()}>
              {t('investment:actions.retry')}
            </Button>
          }
        />
      </div>
    );
  if (!company)
    return (
      <div className="ic-page">
        {header}
        <DataPrompt />
      </div>
    );

  const missing = view?.missing ?? [];
  return (
    <div className="ic-page">
      {header}
      <Card className="ic-block" data-testid="ic-header">
        <CompanyPicker
          companies={items}
          company={company}
          fiscalYear={fiscalYear}
          years={years}
          onChange={select}
        />
        {view ? <StatusDots view={view} /> : null}
      </Card>
      {query.isPending ? <Spin className="ic-spinner" /> : null}
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('investment:errors.load')}
          description={errorMessage(query.error, t)}
          action={
            <Button onClick={() => void query.refetch()}>{t('investment:actions.retry')}</Button>
          }
        />
      ) : null}
      {view && missing.length > 0 ? (
        <DataPrompt
          description={t('investment:missingPrompt', {
            year: fiscalYear,
            statements: missing.map((type) => t(`investment:missing.${type}`)).join(', '),
          })}
        />
      ) : null}
      {view && target && missing.length === 0 ? (
        <InvestmentWorkspace key={`${company.id}-${fiscalYear}`} target={target} view={view} />
      ) : null}
    </div>
  );
}
