import { DownloadOutlined, ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import { COST_CATEGORIES, type CostCategory, hasRole } from '@bus/domain';
import { Alert, Button, Card, Select, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataPrompt } from '../../../components/data-prompt';
import { useCostingCompanies } from '../../../lib/costing-companies';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../../../lib/use-auth';
import { useCostingSocket } from '../../../lib/use-costing-socket';
import { useInvestmentStatus } from '../api/investment-sync';
import { exportUrl, isIntegrityError, useTransportCost } from '../api/transport-cost';
import { AutosaveStatusTag } from '../components/autosave-status';
import { CategoryTable } from '../components/category-table';
import { ConflictModal } from '../components/conflict-modal';
import { EditModal, type EditValues } from '../components/edit-modal';
import { InvestmentSyncNotice } from '../components/investment-sync-notice';
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
import '../components/transport-cost.css';

/** Spec §2 period options: the five years before the current one (plus the company's latest). */
export function yearOptions(now: Date, latest: number | null): number[] {
  const current = now.getFullYear();
  const years = [1, 2, 3, 4, 5].map((back) => current - back);
  if (latest !== null && !years.includes(latest)) years.push(latest);
  return years.sort((a, b) => b - a);
}

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
  const [params, setParams] = useSearchParams();
  const companies = useCostingCompanies();
  const items = companies.data?.items ?? [];
  const companyParam = params.get('company');
  const company = items.find((item) => item.id === companyParam) ?? items[0] ?? null;
  const years = yearOptions(new Date(), company?.latestFiscalYear ?? null);
  const yearParam = Number(params.get('year'));
  const fiscalYear = years.includes(yearParam)
    ? yearParam
    : (company?.latestFiscalYear ?? (years[0] as number));

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
  const autosave = useAutosave(target, view);
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

  const select = (next: { company?: string; year?: number }) => {
    const search = new URLSearchParams(params);
    if (next.company) search.set('company', next.company);
    if (next.year) search.set('year', String(next.year));
    setSelected({});
    setParams(search);
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

  if (companies.isPending) return <Spin className="tc-spinner" />;
  if (companies.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('errors.companies')}
        description={errorMessage(companies.error, t)}
        action={<Button onClick={() => void companies.refetch()}>{t('actions.retry')}</Button>}
      />
    );
  if (!company) return <DataPrompt />;

  const missing = view?.missing ?? [];
  const editable = !!view && missing.length === 0 && !autosave.conflict;
  const canWrite = hasRole(user?.role, 'user');

  return (
    <div className="tc-page">
      <Typography.Title level={1}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Card className="tc-block">
        <Space wrap align="center">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('pickers.company')}
            className="tc-company"
            placeholder={t('pickers.companyPlaceholder')}
            value={company.id}
            onChange={(id: string) => select({ company: id })}
            options={items.map((item) => ({ value: item.id, label: item.name }))}
          />
          <Select<number>
            aria-label={t('pickers.year')}
            value={fiscalYear}
            onChange={(year) => select({ year })}
            options={years.map((year) => ({
              value: year,
              label:
                t('pickers.yearOption', { year }) +
                (year === company.latestFiscalYear ? ` (${t('pickers.latest')})` : ''),
            }))}
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
          <RefetchButton disabled={!editable || !canWrite} onRefetch={refetchFromDataCenter} />
          <Button
            icon={<DownloadOutlined />}
            href={exportUrl(company.id, fiscalYear)}
            disabled={!view || missing.length > 0 || autosave.dirty}
          >
            {t('actions.export')}
          </Button>
          <AutosaveStatusTag status={autosave.status} lastSavedAt={autosave.lastSavedAt} />
          {autosave.status === 'failed' && !autosave.conflict ? (
            <Button onClick={autosave.saveNow}>{t('actions.save')}</Button>
          ) : null}
        </Space>
      </Card>

      {!autosave.online ? (
        <Alert className="tc-block" type="warning" showIcon title={t('autosave.offline')} />
      ) : null}
      {autosave.restored && autosave.dirty ? (
        <Alert className="tc-block" type="info" showIcon title={t('autosave.restored')} />
      ) : null}
      {autosave.status === 'failed' && !autosave.conflict ? (
        <Alert
          className="tc-block"
          type="error"
          showIcon
          title={t('errors.save')}
          description={`${errorMessage(autosave.error, t)} ${t('autosave.failedHelp')}`}
        />
      ) : null}

      {query.isPending ? <Spin className="tc-spinner" /> : null}
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('errors.load')}
          description={
            isIntegrityError(query.error) ? t('errors.integrity') : errorMessage(query.error, t)
          }
          action={<Button onClick={() => void query.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : null}

      {view && missing.length > 0 ? (
        <DataPrompt
          description={t('missing.description', {
            year: fiscalYear,
            statements: missing.map((type) => t(`missing.${type}`)).join(', '),
          })}
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
              className="tc-block"
              type="warning"
              showIcon
              title={t('unmatched', { count: view.unmatchedAdjustments.length })}
            />
          ) : null}
          <div className="tc-layout">
            <div className="tc-tables">
              <Card className="tc-block" size="small">
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
                />
              ))}
            </div>
            <div className="tc-side">
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
