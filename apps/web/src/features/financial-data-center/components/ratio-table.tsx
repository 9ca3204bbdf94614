import type { PeriodRatios, RatioKey, RatioSet, RatioValue } from '@bus/domain';
import { Card, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { RatioDetail } from './ratio-detail';

type Row = { key: RatioKey; current: RatioValue | undefined; previous: RatioValue | undefined };

const find = (period: PeriodRatios, key: RatioKey) => period.ratios.find((r) => r.key === key);

function Value({ ratio }: { ratio: RatioValue | undefined }) {
  const { t } = useTranslation('financial');
  return (
    <span className="fdc-amount">
      {formatPercent(ratio?.value)}
      {ratio?.affectedByCapitalErosion && ratio.value !== null && (
        <Tooltip title={t('analyze.erosionAffected')}>
          <Tag color="red" className="fdc-erosion-tag">
            {t('analyze.erosionShort')}
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}

/** One §2 ratio group (growth, income, asset/capital): current and previous period side by side. */
export function RatioTable({
  group,
  keys,
  set,
}: {
  group: 'growth' | 'income' | 'capital';
  keys: readonly RatioKey[];
  set: RatioSet;
}) {
  const { t } = useTranslation('financial');
  const rows: Row[] = keys.map((key) => ({
    key,
    current: find(set.current, key),
    previous: find(set.previous, key),
  }));
  const columns: TableColumnsType<Row> = [
    {
      title: t('analyze.ratio'),
      key: 'name',

      render: (_v, row) => t(`ratios.${row.key}`),
    },
    {
      title: t('analyze.periodYear', { year: set.current.fiscalYear }),
      key: 'current',
      align: 'right',
      width: '30%',
      render: (_v, row) => <Value ratio={row.current} />,
    },
    {
      title: t('analyze.periodYear', { year: set.previous.fiscalYear }),
      key: 'previous',
      align: 'right',
      width: '30%',
      render: (_v, row) => <Value ratio={row.previous} />,
    },
  ];
  return (
    <Card
      title={t(`analyze.groups.${group}`)}
      className="fdc-card fdc-ratio-card"
      data-testid={`fdc-ratio-group-${group}`}
    >
      <Table<Row>
        size="middle"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        // Three columns fit a phone; the same widths keep the three groups aligned.
        tableLayout="fixed"
        expandable={{
          expandedRowRender: (row) => (
            <RatioDetail
              current={row.current}
              previous={row.previous}
              currentYear={set.current.fiscalYear}
              previousYear={set.previous.fiscalYear}
            />
          ),
          expandRowByClick: false,
        }}
      />
    </Card>
  );
}
