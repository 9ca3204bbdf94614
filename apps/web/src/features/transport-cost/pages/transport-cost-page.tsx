import { DownloadOutlined, ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import { COST_CATEGORIES, type CostCategory } from '@bus/domain';
import { Alert, Button, Card, Select, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanySelect, YearSelect } from '../../../components/costing-period-select';
import { DataPrompt } from '../../../components/data-prompt';
import { MissingStatementsPrompt } from '../../../components/missing-statements-prompt';
import { QueryError } from '../../../components/query-error';
import { ReadOnlyTag } from '../../../components/read-only-tag';
import { isIntegrityError, useCostingCompanies } from '../../../lib/costing-companies';
import { type PeriodChange, useCostingPeriod } from '../../../lib/costing-period';
import { useCanEdit } from '../../../lib/data-access';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../../../lib/use-auth';
import { useCostingSocket } from '../../../lib/use-costing-socket';
import { useRefusalNotice } from '../../../lib/use-refusal-notice';
import { useInvestmentStatus } from '../api/investment-sync';
import { exportUrl, useTransportCost } from '../api/transport-cost';
import { AutosaveStatusTag } from '../components/autosave-status';
import { CategoryTable } from '../components/category-table';
import { ConflictModal } from '../components/conflict-modal';
import { EditModal, type EditValues } from '../components/edit-modal';
import { InvestmentSyncNotice } from '../components/investment-sync-notice';
import { PayrollReconciliationNotice } from '../components/payroll-reconciliation-notice';
import { RefetchButton } from '../components/refetch-button';
import { SummaryCard } from '../components/summary-card';
import { useAutosave } from '../hooks/use-autosave';
import {
  type ScreenLine,
  screenFigures,
  screenLines,
  withDecision,
  withMove,
} from '../lib/working-copy';
import '../../../components/costing-page.css';
import '../components/transport-cost.css';

type TableId = CostCategory | 'excluded';
const TABLES: readonly TableId[] = [...COST_CATEGORIES, 'excluded'];

/**
 * Which table shows a line: a recommended-to-exclude line stays in that table while it is
 * excluded; once restored it joins its category (and its sums).
 */
function tableOf(line: ScreenLine): TableId {
  return line.recommendedExclude && line.excluded ? 'excluded' : line.category;
}

/** /transportation-general-cost (costing-and-forecasting.md §2 "Total transportation cost v3"). */
export function TransportCostPage() {
  const { t } = useTranslation(['transportCost', 'errors']);
  const { user } = useAuth();
  const companies = useCostingCompanies();
  const items = companies.data?.items ?? [];
  const period = useCostingPeriod(items);
  const { company, fiscalYear, years } = period;

  const query = useTransportCost(company?.id ?? null, fiscalYear);
  const view = query.data;
  useCostingSocket(company?.id ?? null);
  const status = useInvestmentStatus(company?.id ?? null, fiscalYear);
  // The 300 s check may be newer than the view (someone saved the calculator meanwhile).
  const investment =
    status.data && status.dataUpdatedAt > query.dataUpdatedAt ? status.data : view?.investment;
  const target = useMemo(
    () => (user && company ? { userId: user.id, companyId: company.id, fiscalYear } : null),
    [user, company, fiscalYear],
  );
  const canWrite = useCanEdit(company);
  const onRefused = useRefusalNotice();
  const autosave = useAutosave(target, view, { readOnly: !canWrite, onRefused });
  const [selected, setSelected] = useState<Record<string, string[]>>({});
  const [batchTarget, setBatchTarget] = useState<CostCategory | null>(null);
  const [editing, setEditing] = useState<ScreenLine | null>(null);

  const lines = useMemo(
    () => (view ? screenLines(view, autosave.adjustments) : []),
    [view, autosave.adjustments],
  );
  const figures = useMemo(
    () => (view ? screenFigures(view, autosave.adjustments) : null),
    [view, autosave.adjustments],
  );
  const selectedKeys = Object.values(selected).flat();

  // A selection belongs to one period's lines.
  const select = (next: PeriodChange) => {
    setSelected({});
    period.select(next);
  };

  const move = (line: ScreenLine, category: CostCategory) =>
    autosave.change(withDecision(autosave.adjustments, line, { category }));
  const exclude = (line: ScreenLine, excluded: boolean) =>
    autosave.change(withDecision(autosave.adjustments, line, { excluded }));
  const applyEdit = (line: ScreenLine, values: EditValues) => {
    const note = values.note.trim();
    autosave.change(
      withDecision(autosave.adjustments, line, {
        amount: values.amount,
        category: values.category,
        ...(note ? { note } : {}),
      }),
    );
    setEditing(null);
  };
  const refetchFromDataCenter = () => {
    if (autosave.adjustments.length === 0) {
      void query.refetch();
      return;
    }
    autosave.change([]);
    autosave.saveNow();
  };
  const batchMove = () => {
    if (!batchTarget) return;
    const chosen = lines.filter((line) => selectedKeys.includes(line.key));
    if (chosen.length === 0) return;
    autosave.change(withMove(autosave.adjustments, chosen, batchTarget));
    setSelected({});
  };

  if (companies.isPending) return <Spin className="costing-spinner" />;
  if (companies.isError)
    return (
      <QueryError
        title={t('errors.companies')}
        error={companies.error}
        onRetry={() => void companies.refetch()}
      />
    );
  if (!company) return <DataPrompt />;

  const missing = view?.missing ?? [];
  const editable = canWrite && !!view && missing.length === 0 && !autosave.conflict;

  return (
    <div className="costing-page">
      <div className="costing-title">
        <Typography.Title level={1}>{t('nav:titles.transportationGeneralCost')}</Typography.Title>
        {canWrite ? null : <ReadOnlyTag />}
      </div>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Card className="costing-block">
        <Space wrap align="center">
          <CompanySelect
            ns="transportCost"
            className="tc-company"
            company={company}
            companies={items}
            onSelect={select}
          />
          <YearSelect
            ns="transportCost"
            company={company}
            years={years}
            fiscalYear={fiscalYear}
            onSelect={select}
          />
          <Button
            icon={<SyncOutlined />}
            type="primary"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('actions.classify')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void companies.refetch()}>
            {t('actions.refresh')}
          </Button>
          {canWrite ? (
            <RefetchButton disabled={!editable} onRefetch={refetchFromDataCenter} />
          ) : null}
          <Button
            icon={<DownloadOutlined />}
            href={exportUrl(company.id, fiscalYear)}
            disabled={!view || missing.length > 0 || autosave.dirty}
          >
            {t('actions.export')}
          </Button>
          {canWrite ? (
            <AutosaveStatusTag status={autosave.status} lastSavedAt={autosave.lastSavedAt} />
          ) : null}
          {canWrite && autosave.status === 'failed' && !autosave.conflict ? (
            <Button onClick={autosave.saveNow}>{t('actions.save')}</Button>
          ) : null}
        </Space>
      </Card>

      {!autosave.online ? (
        <Alert className="costing-block" type="warning" showIcon title={t('autosave.offline')} />
      ) : null}
      {autosave.restored && autosave.dirty ? (
        <Alert className="costing-block" type="info" showIcon title={t('autosave.restored')} />
      ) : null}
      {autosave.status === 'failed' && !autosave.conflict ? (
        <Alert
          className="costing-block"
          type="error"
          showIcon
          title={t('errors.save')}
          description={`${errorMessage(autosave.error, t)} ${t('autosave.failedHelp')}`}
        />
      ) : null}

      {query.isPending ? <Spin className="costing-spinner" /> : null}
      {query.isError ? (
        <QueryError
          title={t('errors.load')}
          error={query.error}
          description={isIntegrityError(query.error) ? t('errors.integrity') : undefined}
          onRetry={() => void query.refetch()}
        />
      ) : null}

      <PayrollReconciliationNotice companyId={company.id} fiscalYear={fiscalYear} />

      {view && missing.length > 0 ? (
        <MissingStatementsPrompt
          missing={missing}
          describe={(statements) => t('missing.description', { year: fiscalYear, statements })}
        />
      ) : null}

      {view && figures && missing.length === 0 ? (
        <>
          {investment?.differs ? (
            <InvestmentSyncNotice
              companyId={company.id}
              fiscalYear={fiscalYear}
              source={investment}
              canWrite={canWrite}
            />
          ) : null}
          {view.unmatchedAdjustments.length > 0 ? (
            <Alert
              className="costing-block"
              type="warning"
              showIcon
              title={t('unmatched', { count: view.unmatchedAdjustments.length })}
            />
          ) : null}
          <div className="costing-layout tc-layout">
            <div className="tc-tables">
              {canWrite ? (
                <Card className="costing-block" size="small">
                  <Space wrap>
                    <span>{t('batch.selected', { count: selectedKeys.length })}</span>
                    <Select<CostCategory>
                      aria-label={t('batch.target')}
                      placeholder={t('batch.target')}
                      className="tc-move"
                      value={batchTarget ?? undefined}
                      onChange={setBatchTarget}
                      options={COST_CATEGORIES.map((value) => ({
                        value,
                        label: t(`categories.${value}`),
                      }))}
                    />
                    <Button
                      disabled={!editable || selectedKeys.length === 0 || !batchTarget}
                      onClick={batchMove}
                    >
                      {t('batch.move')}
                    </Button>
                  </Space>
                </Card>
              ) : null}
              {TABLES.map((table) => (
                <CategoryTable
                  key={table}
                  table={table}
                  lines={lines.filter((line) => tableOf(line) === table)}
                  selected={selected[table] ?? []}
                  onSelect={(keys) => setSelected((prev) => ({ ...prev, [table]: keys }))}
                  onMove={move}
                  onEdit={setEditing}
                  onExclude={exclude}
                  disabled={!editable}
                  readOnly={!canWrite}
                />
              ))}
            </div>
            <div className="costing-side">
              <SummaryCard view={view} figures={figures} />
            </div>
          </div>
        </>
      ) : null}

      <EditModal line={editing} onCancel={() => setEditing(null)} onApply={applyEdit} />
      <ConflictModal
        conflict={autosave.conflict}
        onKeepMine={autosave.keepMine}
        onTakeTheirs={autosave.takeTheirs}
      />
    </div>
  );
}
