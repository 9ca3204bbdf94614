import { DASHBOARD_LANGUAGES, type DashboardLanguage, type DashboardView } from '@bus/domain';
import { Empty, Pagination, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataPrompt } from '../../../components/data-prompt';
import { OrganisationNotice } from '../../../components/organisation-notice';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useAuth } from '../../../lib/use-auth';
import { useExportDashboard } from '../api/export-dashboard';
import { useDashboard } from '../api/get-dashboard';
import { AccountStrip } from '../components/account-strip';
import { CompanyDetail } from '../components/company-detail';
import { ComparisonTable } from '../components/comparison-table';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { DashboardToolbar } from '../components/dashboard-toolbar';
import { NoticesCard } from '../components/notices-card';
import { ShortcutRow } from '../components/shortcut-row';
import './dashboard.css';

function isDashboardLanguage(value: string | undefined): value is DashboardLanguage {
  return (DASHBOARD_LANGUAGES as readonly (string | undefined)[]).includes(value);
}

/** Year, company and page of the dashboard, kept in the URL so a link opens the same view. */
function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year'));
  const page = Number(params.get('page'));
  // From the URL of the moment, not of the render that drew the control: a table row drawn
  // before the year changed keeps its click handler, and its click must keep the new year.
  const latest = useRef(params);
  latest.current = params;
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return {
    fiscalYear: Number.isInteger(year) && year >= 1990 && year <= 2100 ? year : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    companyId: params.get('company'),
    set,
  };
}

/** Nothing to show yet: no company, or no company with a statement. */
function EmptyFigures({ view }: { view: DashboardView }) {
  const { t } = useTranslation('dashboard');
  if (view.total > 0) return <DataPrompt description={t('states.noStatements')} />;
  if (!view.overseer) {
    return (
      <DataPrompt description={`${t('states.noCompanies')}. ${t('states.noCompaniesText')}`} />
    );
  }
  return (
    <Empty
      description={
        <>
          <Typography.Text strong>{t('states.noCompaniesOverseer')}</Typography.Text>
          <br />
          {t('states.noCompaniesOverseerText')}
        </>
      }
    />
  );
}

/**
 * The companies side by side across the page's width (when there are several), then the chosen
 * one's cards beside the unread notices.
 */
function Figures({
  view,
  companyId,
  onCompany,
  onPage,
}: {
  view: DashboardView;
  companyId: string | null;
  onCompany: (id: string) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('dashboard');
  const empty = view.total === 0 || view.fiscalYear === null;
  const selected = view.companies.find((c) => c.id === companyId) ?? view.companies[0] ?? null;
  return (
    <>
      {!empty && view.companies.length > 1 ? (
        <section className="dash-section">
          <Typography.Title level={2} className="dash-section-title">
            {t('compare.title')}
          </Typography.Title>
          <ComparisonTable
            companies={view.companies}
            selectedId={selected?.id ?? null}
            onSelect={onCompany}
          />
          {view.total > view.pageSize ? (
            <Pagination
              className="dash-pagination"
              current={view.page}
              pageSize={view.pageSize}
              total={view.total}
              showSizeChanger={false}
              onChange={onPage}
            />
          ) : null}
        </section>
      ) : null}
      <div className="dash-layout">
        <div className="dash-main">
          {empty ? <EmptyFigures view={view} /> : null}
          {!empty && selected ? (
            <CompanyDetail company={selected} references={view.references} />
          ) : null}
        </div>
        <aside className="dash-side">
          <NoticesCard notices={view.notices} />
        </aside>
      </div>
    </>
  );
}

/**
 * /dashboard (issue 18 §4): "where does my company stand?" for the user's organisation, or every
 * operator an overseer oversees side by side, in one request; each card opens its own screen.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation(['dashboard', 'common', 'errors']);
  const { user } = useAuth();
  const { message } = useFeedback();
  const params = useDashboardParams();
  const dashboard = useDashboard(params.fiscalYear, params.page);
  const exporter = useExportDashboard();
  if (!user) return null;
  const view = dashboard.data;
  const lang: DashboardLanguage = isDashboardLanguage(i18n.resolvedLanguage)
    ? i18n.resolvedLanguage
    : 'ko';

  const intro = () => {
    if (!view || view.fiscalYear === null) return t('dashboard:introNoYear');
    if (view.overseer) {
      return t('dashboard:introOverseer', { count: view.total, year: view.fiscalYear });
    }
    return t('dashboard:intro', { year: view.fiscalYear });
  };
  const exportShown = () => {
    if (!view) return;
    exporter
      .mutateAsync({ fiscalYear: view.fiscalYear, page: params.page, lang })
      .catch((error: unknown) => {
        void message.error(`${t('dashboard:toolbar.exportFailed')}: ${errorMessage(error, t)}`);
      });
  };

  return (
    <div data-testid="dashboard" className="page-wide dash-page">
      <header className="dash-head">
        <div>
          <Typography.Title level={1} className="dash-title">
            {t('dashboard:title')}
          </Typography.Title>
          <AccountStrip user={user} />
        </div>
        <DashboardToolbar
          years={view?.years ?? []}
          fiscalYear={view?.fiscalYear ?? null}
          onYear={(year) => params.set({ year: String(year), page: null })}
          onExport={exportShown}
          exporting={exporter.isPending}
          updating={dashboard.isPlaceholderData && dashboard.isFetching}
        />
      </header>
      <OrganisationNotice user={user} className="dash-organisation-notice" />
      <Typography.Paragraph type="secondary" className="dash-intro">
        {intro()}
      </Typography.Paragraph>
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <QueryError
          title={t('dashboard:states.loadFailed')}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <Figures
          view={dashboard.data}
          companyId={params.companyId}
          onCompany={(id) => params.set({ company: id })}
          onPage={(page) => params.set({ page: String(page), company: null })}
        />
      )}
      <ShortcutRow />
    </div>
  );
}
