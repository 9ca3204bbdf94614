import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyGate, CostingTitle } from '../../../components/company-gate';
import { CompanySelect } from '../../../components/costing-period-select';
import { MissingStatementsPrompt } from '../../../components/missing-statements-prompt';
import { PlanningPeriodSelect } from '../../../components/planning-period-select';
import { QueryError } from '../../../components/query-error';
import { RefreshButton } from '../../../components/refresh-button';
import { useCanEdit } from '../../../lib/data-access';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { periodYear } from '../../../lib/planning-period';
import { useCostingSocket } from '../../../lib/use-costing-socket';
import { useEstimate } from '../api/calculate-estimate';
import { useExportEstimate } from '../api/export-estimate';
import { useScenarios } from '../api/get-scenarios';
import { COST_ESTIMATION_ROOT } from '../api/keys';
import { ResultsPanel } from '../components/results-panel';
import { ScenariosCard } from '../components/scenarios-card';
import { useDebounced } from '../hooks/use-debounced';
import { useEstimationParams } from '../hooks/use-estimation-params';
import { useScenarioDrafts } from '../hooks/use-scenario-drafts';
import { calculationBody, MAX_COMPARED, withItem } from '../lib/scenario-drafts';
import '../../../components/costing-page.css';
import '../components/cost-estimation.css';

/** Typing a rate asks the server for the estimate once it rests this long. */
const RECALCULATE_DELAY_MS = 400;

/**
 * /cost-estimation (spec §2, §3 "Inflation rates", §5 defaults; issue 15 §3): next year's cost of
 * a company's period with per-item inflation rates, per line, item, class and entity, for up to
 * five named scenarios side by side; exportable to xlsx.
 */
export function CostEstimationPage() {
  const { t } = useTranslation(['costEstimation', 'nav', 'errors']);
  const { message } = useFeedback();
  const params = useEstimationParams();
  const { companies, items, company, period, periods } = params;
  const companyId = company?.id ?? null;
  const canEdit = useCanEdit(company);
  useCostingSocket(companyId);
  const list = useScenarios(companyId, period);
  const drafts = useScenarioDrafts(list.data);
  const body = calculationBody(drafts.drafts, period, params.includeNonOperating);
  const settledBody = useDebounced(body, RECALCULATE_DELAY_MS);
  const estimate = useEstimate(companyId, settledBody);
  const exportEstimate = useExportEstimate(companyId ?? '');
  const compared = drafts.drafts.filter((draft) => draft.compared);
  const active = drafts.active;

  const title = (
    <CostingTitle text={t('nav:titles.costEstimation')} readOnly={!!company && !canEdit} />
  );

  return (
    <CompanyGate
      companies={companies}
      company={company}
      header={title}
      errorTitle={t('costEstimation:errors.companies')}
    >
      {(company) => {
        const calculation = estimate.data;
        const missing = calculation?.missing ?? [];
        // The open scenario's place in the result shown (which may be the one before the last edit).
        const activeIndex =
          active?.compared && calculation
            ? calculation.scenarios.findIndex((scenario) =>
                active.id ? scenario.id === active.id : scenario.name === active.name.trim(),
              )
            : -1;
        return (
          <div className="costing-page ce-page">
            {title}
            <Typography.Paragraph type="secondary">
              {t('costEstimation:intro')}
            </Typography.Paragraph>
            <Card className="costing-block" size="small">
              <Space wrap align="center" className="ce-pickers">
                <CompanySelect
                  ns="costEstimation"
                  className="ce-company"
                  company={company}
                  companies={items}
                  onSelect={params.select}
                />
                <PlanningPeriodSelect
                  ns="costEstimation"
                  company={company}
                  periods={periods}
                  period={period}
                  onSelect={params.select}
                />
                <Checkbox
                  checked={params.includeNonOperating}
                  onChange={(event) => params.setIncludeNonOperating(event.target.checked)}
                >
                  {t('costEstimation:includeNonOperating')}
                </Checkbox>
                <RefreshButton
                  queryKey={COST_ESTIMATION_ROOT}
                  label={t('costEstimation:actions.refresh')}
                />
                <Button
                  icon={<DownloadOutlined />}
                  disabled={!body || missing.length > 0}
                  loading={exportEstimate.isPending}
                  onClick={() => {
                    if (!body) return;
                    exportEstimate.mutate(body, {
                      onError: (error) =>
                        message.error(
                          `${t('costEstimation:errors.export')} ${errorMessage(error, t)}`,
                        ),
                    });
                  }}
                >
                  {t('costEstimation:actions.export')}
                </Button>
              </Space>
            </Card>

            {list.isPending ? <Spin className="costing-spinner" /> : null}
            {list.isError ? (
              <QueryError
                title={t('costEstimation:errors.scenarios')}
                error={list.error}
                onRetry={() => void list.refetch()}
              />
            ) : null}
            {list.data ? (
              <ScenariosCard
                key={`${company.id}:${period}`}
                companyId={company.id}
                period={period}
                list={list.data}
                drafts={drafts}
                canEdit={canEdit}
              />
            ) : null}

            {drafts.drafts.length > 0 && compared.length === 0 ? (
              <Alert
                className="costing-block"
                type="info"
                showIcon
                title={t('costEstimation:compare.none', { max: MAX_COMPARED })}
              />
            ) : null}
            {compared.length > 0 && !body ? (
              <Alert
                className="costing-block"
                type="error"
                showIcon
                role="alert"
                data-testid="ce-invalid"
                title={t('errors:codes.estimation/abnormal-rate')}
                description={t('costEstimation:compare.invalid')}
              />
            ) : null}
            {estimate.isError ? (
              <QueryError
                className="costing-block"
                title={t('costEstimation:errors.calculate')}
                error={estimate.error}
                onRetry={() => void estimate.refetch()}
              />
            ) : null}
            {body && estimate.isPending ? <Spin className="costing-spinner" /> : null}
            {calculation && missing.length > 0 ? (
              <MissingStatementsPrompt
                missing={missing}
                describe={(statements) =>
                  t('costEstimation:missing.description', { year: periodYear(period), statements })
                }
              />
            ) : null}
            {calculation && missing.length === 0 ? (
              <div className={estimate.isPlaceholderData ? 'ce-stale' : undefined}>
                <ResultsPanel
                  calculation={calculation}
                  active={active}
                  activeIndex={activeIndex}
                  view={params.view}
                  onView={params.selectView}
                  onItem={(lineKey, item) => {
                    if (active) drafts.replace(active.key, withItem(active, lineKey, item));
                  }}
                  onUnmappedRate={(rate) => {
                    if (active) drafts.edit(active.key, { unmappedRate: rate });
                  }}
                />
              </div>
            ) : null}
          </div>
        );
      }}
    </CompanyGate>
  );
}
