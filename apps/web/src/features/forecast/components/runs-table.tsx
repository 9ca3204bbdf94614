import {
  BarChartOutlined,
  DeleteOutlined,
  EyeOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import type { ForecastRunSummary, RunStatus } from '@bus/domain';
import { Button, Card, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { ACTIONS_COLUMN, RowActions } from '../../../components/row-actions';
import { formatDate, formatPercent } from '../../../lib/format';
import { runLink } from '../lib/run-links';
import { AccuracyPanel } from './accuracy-panel';

const STATUS_COLORS: Record<RunStatus, string> = {
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'warning',
};

type RunsTableProps = {
  variant: 'saved' | 'logs';
  runs: ForecastRunSummary[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  canWrite: boolean;
  deleting: string | null;
  onPage: (page: number) => void;
  onDelete: (run: ForecastRunSummary) => void;
  onUnsave?: (run: ForecastRunSummary) => void;
};

/**
 * Saved forecasts (each opening to its realised accuracy) or the forecast logs of every run
 * (spec §7), newest first, with view and delete.
 */
export function RunsTable(props: RunsTableProps) {
  const { variant, runs, canWrite } = props;
  const { t, i18n } = useTranslation(['forecastDashboard', 'forecast']);
  const lng = i18n.resolvedLanguage ?? 'ko';
  // Opened by a labelled button in the row and shown under the list, not inside it: a table
  // nested in a sideways-scrolling row is cut off on a phone.
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (id: string) => setOpen((current) => (current === id ? null : id));
  const opened = runs.find((run) => run.id === open);
  const model = (run: ForecastRunSummary) => t(`forecast:models.${run.model}.name`);
  const first: ColumnsType<ForecastRunSummary>[number] = {
    key: 'first',
    title: variant === 'saved' ? t('columns.name') : t('columns.created'),
    render: (_, run) => (
      <div className="fc-run-first">
        <span className="fc-run-name">
          {variant === 'saved' ? run.name : formatDate(run.createdAt, lng, { time: true })}
        </span>
        {/* A phone shows only this column and the actions: what the others say, in one line. */}
        <span className="fc-phone-only">
          {[variant === 'logs' ? t(`status.${run.status}`) : null, model(run), run.companyName]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
    ),
  };
  const logsOnly: ColumnsType<ForecastRunSummary> = [
    {
      key: 'kind',
      title: t('columns.kind'),
      responsive: ['md'],
      render: (_, run) => t(`forecast:kinds.${run.kind}`),
    },
    {
      key: 'status',
      title: t('columns.status'),
      responsive: ['md'],
      render: (_, run) => <Tag color={STATUS_COLORS[run.status]}>{t(`status.${run.status}`)}</Tag>,
    },
  ];
  const columns: ColumnsType<ForecastRunSummary> = [
    first,
    ...(variant === 'logs' ? logsOnly : []),
    { key: 'model', title: t('columns.model'), responsive: ['md'], render: (_, run) => model(run) },
    {
      key: 'company',
      title: t('columns.company'),
      responsive: ['md'],
      render: (_, run) => run.companyName ?? '-',
    },
    {
      key: 'span',
      title: t('columns.span'),
      responsive: ['lg'],
      render: (_, run) =>
        t('columns.spanValue', {
          first: run.firstPeriod,
          last: run.lastPeriod,
          horizon: run.horizon,
        }),
    },
    {
      key: 'mape',
      title: t('columns.mape'),
      align: 'right',
      responsive: ['md'],
      render: (_, run) => (
        <span className="costing-amount">{formatPercent(run.metrics?.mape)}</span>
      ),
    },
    variant === 'saved'
      ? {
          key: 'created',
          title: t('columns.created'),
          responsive: ['lg'],
          render: (_, run) => formatDate(run.createdAt, lng),
        }
      : {
          key: 'by',
          title: t('columns.by'),
          responsive: ['lg'],
          render: (_, run) => run.createdBy?.name ?? '-',
        },
    {
      key: 'actions',
      title: t('columns.actions'),
      ...ACTIONS_COLUMN,
      render: (_, run) => (
        <RowActions>
          <ButtonLink
            to={runLink(run)}
            size="small"
            icon={<EyeOutlined />}
            data-testid={`fc-view-${run.id}`}
          >
            {t('actions.view')}
          </ButtonLink>
          {variant === 'saved' ? (
            <Button
              size="small"
              icon={<BarChartOutlined />}
              aria-expanded={open === run.id}
              onClick={() => toggle(run.id)}
              data-testid={`fc-accuracy-${run.id}`}
            >
              {t('actions.accuracy')}
            </Button>
          ) : null}
          {canWrite && variant === 'saved' && props.onUnsave ? (
            <Button
              size="small"
              icon={<MinusCircleOutlined />}
              onClick={() => props.onUnsave?.(run)}
            >
              {t('forecast:actions.unsave')}
            </Button>
          ) : null}
          {canWrite ? (
            <Popconfirm
              title={t('forecast:actions.deleteConfirm')}
              okText={t('forecast:actions.delete')}
              cancelText={t('forecast:actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => props.onDelete(run)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                loading={props.deleting === run.id}
                aria-label={t('actions.deleteOne', { name: run.name ?? run.model })}
                data-testid={`fc-delete-${run.id}`}
              />
            </Popconfirm>
          ) : null}
        </RowActions>
      ),
    },
  ];
  return (
    <div className="fc-stack">
      <Table<ForecastRunSummary>
        size="small"
        rowKey="id"
        loading={props.loading}
        dataSource={runs}
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid={`fc-runs-${variant}`}
        locale={{
          emptyText: <Typography.Text type="secondary">{t(`empty.${variant}`)}</Typography.Text>,
        }}
        pagination={{
          current: props.page,
          pageSize: props.pageSize,
          total: props.total,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: props.onPage,
        }}
      />
      {opened ? (
        <Card
          size="small"
          title={t('accuracy.title', { name: opened.name ?? '' })}
          extra={
            <Button size="small" onClick={() => setOpen(null)}>
              {t('accuracy.close')}
            </Button>
          }
        >
          <AccuracyPanel runId={opened.id} />
        </Card>
      ) : null}
    </div>
  );
}
