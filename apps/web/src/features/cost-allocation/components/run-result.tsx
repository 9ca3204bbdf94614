import { CheckCircleOutlined, DownloadOutlined, WarningOutlined } from '@ant-design/icons';
import type { AllocationRunView } from '@bus/domain';
import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKRW, formatPercent } from '../../../lib/format';
import { runExportUrl } from '../api/get-run';
import { AllocationRowsTable } from './allocation-rows-table';
import { EntityMetricsTable } from './entity-metrics-table';
import { ShareChart } from './share-chart';

/** Bars drawn; the rest is one "others" bar (a long list is in the tables). */
const MAX_BARS = 20;

/** Whether the run adds up: entity totals and row totals each equal the allocated total. */
function addsUp(run: AllocationRunView): boolean {
  const { entities, rows, total } = run.result;
  const byEntities = entities.reduce((sum, entity) => sum + entity.total, 0);
  const byRows = rows.reduce((sum, row) => sum + row.total, 0);
  return byEntities === total && byRows === total;
}

/** The option label shown on every result (issue 15 §2: "labelled on the result"). */
export function OptionTag({ includeNonOperating }: { includeNonOperating: boolean }) {
  const { t } = useTranslation('costAllocation');
  return includeNonOperating ? (
    <Tag color="gold" data-testid="al-option-tag">
      {t('result.optionOn')}
    </Tag>
  ) : (
    <Tag data-testid="al-option-tag">{t('result.optionOff')}</Tag>
  );
}

/**
 * One stored calculation (issue 15 §2): what it allocated and how (option, scenario, author), the
 * check that the totals add up, each entity's share as a chart, the per-entity figures and the
 * rows by account; exportable to xlsx.
 */
export function RunResult({ run }: { run: AllocationRunView }) {
  const { t, i18n } = useTranslation('costAllocation');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const { result, inputs } = run;
  const customDrivers = inputs.customDrivers;
  const won = (value: number) => formatKRW(value, 'won', lng);
  const sorted = [...result.entities].sort((a, b) => b.share - a.share);
  const rest = sorted.slice(MAX_BARS);
  const bars = [
    ...sorted.slice(0, MAX_BARS).map((entity) => ({
      name: entity.name,
      share: entity.share,
      amount: won(entity.total),
    })),
    ...(rest.length > 0
      ? [
          {
            name: t('result.chart.others', { count: rest.length }),
            share: rest.reduce((sum, entity) => sum + entity.share, 0),
            amount: won(rest.reduce((sum, entity) => sum + entity.total, 0)),
          },
        ]
      : []),
  ];
  const chartLabel = t('result.chart.label', {
    shares: sorted
      .slice(0, MAX_BARS)
      .map((entity) => `${entity.name} ${formatPercent(entity.share * 100)}`)
      .join(', '),
  });
  const ok = addsUp(run);
  const changePercent =
    result.total === 0 ? 0 : ((result.estimateTotal - result.total) / result.total) * 100;

  return (
    <div className="al-stack" data-testid="al-run">
      <Card
        size="small"
        title={
          <span className="al-run-title">
            {run.label ??
              t('result.untitled', { when: formatDate(run.createdAt, lng, { time: true }) })}
            <OptionTag includeNonOperating={run.includeNonOperating} />
          </span>
        }
        extra={
          <Button icon={<DownloadOutlined />} href={runExportUrl(run.id)} download>
            {t('result.export')}
          </Button>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'total',
              label: run.includeNonOperating ? t('result.totalCost') : t('result.operatingExpense'),
              children: (
                <strong className="costing-amount" data-testid="al-run-total">
                  {won(result.total)}
                </strong>
              ),
            },
            {
              key: 'estimate',
              label: t('result.estimateTotal', { scenario: inputs.scenario.name }),
              children: (
                <span className="costing-amount">
                  {won(result.estimateTotal)} ({changePercent > 0 ? '+' : ''}
                  {formatPercent(changePercent)})
                </span>
              ),
            },
            { key: 'entities', label: t('result.entityCount'), children: run.entityCount },
            {
              key: 'by',
              label: t('result.calculatedBy'),
              children: `${run.createdBy?.name ?? '-'} · ${formatDate(run.createdAt, lng, { time: true })}`,
            },
            {
              key: 'check',
              label: t('result.check'),
              children: ok ? (
                <Typography.Text type="success" data-testid="al-check">
                  <CheckCircleOutlined /> {t('result.checkOk')}
                </Typography.Text>
              ) : (
                <Typography.Text type="danger" data-testid="al-check">
                  <WarningOutlined /> {t('result.checkFailed')}
                </Typography.Text>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('result.entities.title')}>
        <EntityMetricsTable run={run} customDrivers={customDrivers} />
      </Card>
      <Card size="small" title={t('result.chart.title')}>
        <ShareChart bars={bars} label={chartLabel} />
      </Card>
      <Card size="small" title={t('result.rows.title')}>
        <Typography.Paragraph type="secondary" className="costing-small">
          {t('result.rows.help')}
        </Typography.Paragraph>
        <AllocationRowsTable run={run} customDrivers={customDrivers} />
      </Card>
    </div>
  );
}
