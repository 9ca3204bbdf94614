import { type FinancialSupportRecord, hasRole } from '@bus/domain';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataPrompt } from '../../../components/data-prompt';
import { MissingStatementsPrompt } from '../../../components/missing-statements-prompt';
import { QueryError } from '../../../components/query-error';
import { ReadOnlyTag } from '../../../components/read-only-tag';
import { useCostingCompanies } from '../../../lib/costing-companies';
import { useCostingPeriod } from '../../../lib/costing-period';
import { canEditCompany, isRefusal } from '../../../lib/data-access';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useAuth } from '../../../lib/use-auth';
import { useRefusalNotice } from '../../../lib/use-refusal-notice';
import { useDeleteSupport } from '../api/delete-support';
import { exportUrl, useSaveSupport, useSupportRecords } from '../api/financial-support';
import { CostBasisCard } from '../components/cost-basis-card';
import { HistoryTable } from '../components/history-table';
import { PeriodBar } from '../components/period-bar';
import { ProblemList } from '../components/problem-list';
import { ResultCard } from '../components/result-card';
import { RevenueCard } from '../components/revenue-card';
import { SaveCard } from '../components/save-card';
import { useSupportCalculation } from '../hooks/use-support-calculation';
import { supportErrorText } from '../lib/support-error';
import '../../../components/costing-page.css';
import '../components/financial-support.css';

/** /financial-support: transport loss and financial support (docs/user-guide/financial-support-rule.md). */
export function FinancialSupportPage() {
  const { t } = useTranslation(['financialSupport', 'errors', 'nav']);
  const companies = useCostingCompanies();
  const items = companies.data?.items ?? [];
  const period = useCostingPeriod(items);

  if (companies.isPending) return <Spin className="costing-spinner" />;
  if (companies.isError)
    return (
      <QueryError
        title={t('errors.companies')}
        error={companies.error}
        onRetry={() => void companies.refetch()}
      />
    );
  return (
    <div className="costing-page">
      <div className="costing-title">
        <Typography.Title level={1}>{t('nav:titles.financialSupport')}</Typography.Title>
        {period.company && !canEditCompany(period.company) ? <ReadOnlyTag /> : null}
      </div>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {period.company ? (
        <SupportScreen
          key={period.company.id}
          period={{ ...period, company: period.company }}
          companies={items}
        />
      ) : (
        <DataPrompt />
      )}
    </div>
  );
}

type Period = ReturnType<typeof useCostingPeriod>;
type ScreenProps = {
  period: Period & { company: NonNullable<Period['company']> };
  companies: NonNullable<ReturnType<typeof useCostingCompanies>['data']>['items'];
};

/** The screen for one company (keyed by it, so the standard-cost inputs start empty per company). */
function SupportScreen({ period, companies }: ScreenProps) {
  const { t, i18n } = useTranslation(['financialSupport', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const { company, fiscalYear } = period;
  const calc = useSupportCalculation(company.id, fiscalYear);
  const { view, query } = calc;
  const missing = view?.missing ?? [];
  const hasData = !!view && missing.length === 0;
  // The workbook is on the basis shown: never the total cost while the standard cost is chosen.
  const exportable = hasData && !calc.incomplete && !calc.recomputing;

  return (
    <>
      <PeriodBar
        companies={companies}
        company={company}
        years={period.years}
        fiscalYear={fiscalYear}
        onSelect={period.select}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
        exportHref={exportable ? exportUrl(company.id, fiscalYear, calc.standard) : null}
      />
      {query.isPending && !calc.incomplete ? <Spin className="costing-spinner" /> : null}
      {query.isError ? (
        <QueryError
          className="costing-block"
          title={t('errors.load')}
          error={query.error}
          description={supportErrorText(query.error, t, lng)}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {view && missing.length > 0 ? (
        <MissingStatementsPrompt
          missing={missing}
          describe={(statements) => t('missing.description', { year: fiscalYear, statements })}
        />
      ) : null}
      {hasData || calc.incomplete ? <Calculation calc={calc} /> : null}
      <Snapshots
        companyId={company.id}
        fiscalYear={fiscalYear}
        calc={calc}
        ready={hasData}
        readOnly={!canEditCompany(company)}
      />
    </>
  );
}

type Calc = ReturnType<typeof useSupportCalculation>;

function Calculation({ calc }: { calc: Calc }) {
  const { view } = calc;
  return (
    <>
      {view ? <ProblemList problems={view.problems} /> : null}
      <div className="fs-grid">
        <CostBasisCard
          basis={calc.basis}
          onBasis={calc.setBasis}
          draft={calc.draft}
          onDraft={calc.setDraft}
          view={view}
          recomputing={calc.recomputing}
          incomplete={calc.incomplete}
        />
        {view ? <RevenueCard revenue={view.revenue} /> : null}
      </div>
      {view?.result ? <ResultCard result={view.result} /> : null}
    </>
  );
}

/** Saving a snapshot of the result on screen, and the company's saved snapshots. */
type SnapshotsProps = {
  companyId: string;
  fiscalYear: number;
  calc: Calc;
  ready: boolean;
  /** A reader (issue 14 §8): the saved snapshots, no save. */
  readOnly: boolean;
};

function Snapshots(props: SnapshotsProps) {
  const { t } = useTranslation('financialSupport');
  const { message } = useFeedback();
  const records = useSupportRecords(props.companyId);
  const save = useSaveSupport(props.companyId, props.fiscalYear);
  const remove = useRecordRemoval(props.companyId, props.readOnly);
  const { calc } = props;
  const ready = props.ready && !!calc.view?.result && !calc.recomputing && !calc.incomplete;

  const onSave = async (note: string) => {
    try {
      await save.mutateAsync({ ...(calc.standard ?? {}), ...(note ? { note } : {}) });
      void message.success(t('save.saved'));
      return true;
    } catch {
      // The mutation keeps the error; SaveCard shows it translated (403 for a viewer included).
      return false;
    }
  };
  return (
    <>
      {props.ready ? (
        <SaveCard
          readOnly={props.readOnly}
          ready={ready}
          saving={save.isPending}
          error={save.error}
          onSave={onSave}
        />
      ) : null}
      <HistoryTable
        records={records.data?.items ?? []}
        loading={records.isPending}
        error={records.error}
        onRetry={() => void records.refetch()}
        deletable={remove.deletable}
        onDelete={remove.run}
        deletingId={remove.pendingId}
      />
    </>
  );
}

/**
 * Deleting a saved result: offered to its author and to managers and above, where the user may
 * write the company. The server decides: its 403 (or 404, gone meanwhile) is said by the shared
 * refusal notice, and the list shows what is stored.
 */
function useRecordRemoval(companyId: string, readOnly: boolean) {
  const { t } = useTranslation(['financialSupport', 'errors']);
  const { message } = useFeedback();
  const { user } = useAuth();
  const refused = useRefusalNotice();
  const remove = useDeleteSupport(companyId);
  const deletable = (record: FinancialSupportRecord) =>
    !readOnly && (record.savedBy.id === user?.id || hasRole(user?.role, 'manager'));
  const run = (record: FinancialSupportRecord) =>
    remove.mutateAsync(record.id).then(
      () => void message.success(t('history.deleted')),
      (error: unknown) => {
        if (isRefusal(error)) return refused(error);
        void message.error(`${t('history.deleteFailed')}: ${errorMessage(error, t)}`);
      },
    );
  return { deletable, run, pendingId: remove.isPending ? (remove.variables ?? null) : null };
}
