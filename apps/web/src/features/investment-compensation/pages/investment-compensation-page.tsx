import { Card, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyGate, CostingTitle } from '../../../components/company-gate';
import { MissingStatementsPrompt } from '../../../components/missing-statements-prompt';
import { QueryError } from '../../../components/query-error';
import { useCostingCompanies } from '../../../lib/costing-companies';
import { useCostingPeriod } from '../../../lib/costing-period';
import { useCanEdit } from '../../../lib/data-access';
import { useAuth } from '../../../lib/use-auth';
import { useInvestment } from '../api/investment';
import { CompanyPicker } from '../components/company-picker';
import { InvestmentWorkspace } from '../components/investment-workspace';
import { StatusDots } from '../components/status-dots';
import '../../../components/costing-page.css';
import '../components/investment.css';

/** /investment-compensation (costing-and-forecasting.md §2 "Investment compensation screen"). */
export function InvestmentCompensationPage() {
  const { t } = useTranslation(['investment', 'nav', 'errors']);
  const { user } = useAuth();
  const companies = useCostingCompanies();
  const items = companies.data?.items ?? [];
  const { company, fiscalYear, years, select } = useCostingPeriod(items);
  const query = useInvestment(user?.id ?? '', company?.id ?? null, fiscalYear);
  const view = query.data;
  const canEdit = useCanEdit(company);
  const target = useMemo(
    () => (user && company ? { userId: user.id, companyId: company.id, fiscalYear } : null),
    [user, company, fiscalYear],
  );

  const header = (
    <>
      <CostingTitle
        text={t('nav:titles.investmentCompensation')}
        readOnly={!!company && !canEdit}
      />
      <Typography.Paragraph type="secondary">{t('investment:intro')}</Typography.Paragraph>
    </>
  );
  return (
    <CompanyGate
      companies={companies}
      company={company}
      header={header}
      errorTitle={t('investment:errors.companies')}
    >
      {(company) => {
        const missing = view?.missing ?? [];
        return (
          <div className="costing-page">
            {header}
            <Card className="costing-block" data-testid="ic-header">
              <CompanyPicker
                companies={items}
                company={company}
                fiscalYear={fiscalYear}
                years={years}
                onChange={select}
              />
              {view ? <StatusDots view={view} /> : null}
            </Card>
            {query.isPending ? <Spin className="costing-spinner" /> : null}
            {query.isError ? (
              <QueryError
                title={t('investment:errors.load')}
                error={query.error}
                onRetry={() => void query.refetch()}
              />
            ) : null}
            {view && missing.length > 0 ? (
              <MissingStatementsPrompt
                missing={missing}
                describe={(statements) =>
                  t('investment:missingPrompt', { year: fiscalYear, statements })
                }
              />
            ) : null}
            {view && target && missing.length === 0 ? (
              <InvestmentWorkspace
                key={`${company.id}-${fiscalYear}`}
                target={target}
                view={view}
                readOnly={!canEdit}
              />
            ) : null}
          </div>
        );
      }}
    </CompanyGate>
  );
}
