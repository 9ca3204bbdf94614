import type { AssetSchedule } from '@bus/domain';
import { Grid, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';

type Row = AssetSchedule['rows'][number];

/** How many months the schedule may show at once (a year to five years). */
export const SCHEDULE_MONTH_OPTIONS = [12, 24, 36, 60] as const;

type Props = {
  schedule: AssetSchedule;
  months: number;
  onMonthsChange: (months: number) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
};

/**
 * The monthly schedule (월할상각, issue 15 §4): one row per asset of the page, one column per month
 * from the base period, each row's sum, and per-month totals over the whole register.
 */
export function ScheduleTable({
  schedule,
  months,
  onMonthsChange,
  page,
  pageSize,
  onPageChange,
  loading = false,
}: Props) {
  const { t, i18n } = useTranslation('depreciation');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number) => formatKRW(value, 'won', lng, { suffix: false });
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  // The asset column stays in view while the months scroll, where there is room for both (≥ 768 px).
  const wide = Grid.useBreakpoint().md === true;
  const columns: ColumnsType<Row> = [
    {
      key: 'asset',
      title: t('schedule.asset'),
      fixed: wide ? 'left' : undefined,
      render: (_, row) => (
        <span className="dep-schedule-asset">
          {row.code ? <span className="dep-hint">{row.code}</span> : null}
          <span>{row.name}</span>
        </span>
      ),
    },
    ...schedule.months.map((month, index) => ({
      key: month,
      title: month,
      align: 'right' as const,
      render: (_: unknown, row: Row) => (
        <span className="costing-amount">{won(row.amounts[index] ?? 0)}</span>
      ),
    })),
    {
      key: 'sum',
      title: t('schedule.sum'),
      align: 'right',
      render: (_, row) => <strong className="costing-amount">{won(sum(row.amounts))}</strong>,
    },
  ];

  return (
    <div className="dep-stack">
      <Space wrap align="center">
        <Typography.Text type="secondary">{t('schedule.unit')}</Typography.Text>
        <Select<number>
          aria-label={t('schedule.months')}
          value={months}
          onChange={onMonthsChange}
          options={SCHEDULE_MONTH_OPTIONS.map((value) => ({
            value,
            label: t('schedule.monthsOption', { count: value }),
          }))}
        />
      </Space>
      <Table<Row>
        data-testid="dep-schedule"
        size="small"
        rowKey="assetId"
        loading={loading}
        columns={columns}
        dataSource={schedule.rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('register.empty') }}
        pagination={{
          current: page,
          pageSize,
          total: schedule.total,
          showSizeChanger: false,
          onChange: onPageChange,
          hideOnSinglePage: true,
        }}
        summary={() =>
          schedule.total > 0 ? (
            <Table.Summary fixed="bottom">
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} className="dep-summary-label">
                  <strong>{t('schedule.total')}</strong>
                </Table.Summary.Cell>
                {schedule.totals.map((value, index) => (
                  <Table.Summary.Cell key={schedule.months[index]} index={index + 1} align="right">
                    <strong className="costing-amount">{won(value)}</strong>
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={schedule.totals.length + 1} align="right">
                  <strong className="costing-amount" data-testid="dep-schedule-total">
                    {won(sum(schedule.totals))}
                  </strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </div>
  );
}
