import type { DashboardCompany, DashboardReference } from '@bus/domain';
import { Alert, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataPrompt } from '../../../components/data-prompt';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { hasNoStatements } from '../lib/cards';
import { cardLinks } from '../lib/links';
import { BusDayCard } from './bus-day-card';
import { CostingCard } from './costing-card';
import { ForecastCard } from './forecast-card';
import { RatiosCard } from './ratios-card';
import { StatementsCard } from './statements-card';
import { SupportCard } from './support-card';

/** The problem a company's figures stopped at, worded as its screens word the same refusal. */
function problemText(problem: NonNullable<DashboardCompany['problem']>, t: TFunction) {
  const error = new ApiError({
    type: 'about:blank',
    title: problem.code,
    status: 400,
    code: problem.code,
    params: problem.params as Record<string, never>,
  });
  return errorMessage(error, t);
}

/** One company's cards for the year: statements, total cost, support, per bus-day, ratios, forecast. */
export function CompanyDetail({
  company,
  references,
}: {
  company: DashboardCompany;
  references: readonly DashboardReference[];
}) {
  const { t } = useTranslation(['dashboard', 'errors', 'common']);
  const links = cardLinks(company);
  const empty = hasNoStatements(company);
  return (
    <section className="dash-company" data-testid="dash-company" data-company-id={company.id}>
      <div className="dash-company-head">
        <Typography.Title level={2} className="dash-company-name">
          {company.name}
        </Typography.Title>
        <span className="dash-small dash-muted">
          {t('dashboard:company.organisation', { name: company.organisation.name })}
        </span>
        {company.access === 'read' ? <Tag>{t('dashboard:company.readOnly')}</Tag> : null}
      </div>
      {company.problem ? (
        <Alert
          type="error"
          showIcon
          className="dash-alert"
          title={t('dashboard:states.problem', { year: company.fiscalYear })}
          description={problemText(company.problem, t)}
        />
      ) : null}
      {empty ? (
        <DataPrompt
          description={`${t('dashboard:states.noStatementsYear', { year: company.fiscalYear })}. ${t('dashboard:states.noStatementsYearText')}`}
        />
      ) : null}
      <div className="dash-grid">
        <StatementsCard company={company} link={links.statements} />
        {empty ? null : (
          <>
            <CostingCard company={company} links={links} />
            <SupportCard company={company} link={links.support} />
            <RatiosCard company={company} link={links.ratios} />
            <BusDayCard company={company} references={references} link={links.busDay} />
          </>
        )}
        <ForecastCard company={company} link={links.forecast} />
      </div>
    </section>
  );
}
