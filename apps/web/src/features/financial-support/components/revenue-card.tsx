import type { FinancialSupportView } from '@bus/domain';
import { Card, Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';

type RevenueLine = FinancialSupportView['revenue']['lines'][number] & { key: string };

const KIND_COLORS: Record<RevenueLine['kind'], string> = {
  transport: 'blue',
  other: 'default',
  subsidy: 'gold',
};

/** The revenue side: the three totals and the lines under 매출액 with the kind each counts as. */
export function RevenueCard({ revenue }: { revenue: FinancialSupportView['revenue'] }) {
  const { t, i18n } = useTranslation('financialSupport');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number | null) => (value === null ? '-' : formatKRW(value, 'won', lng));
  const totals: Array<[string, number | null]> = [
    ['transportRevenue', revenue.transportRevenue],
    ['otherOperatingRevenue', revenue.otherOperatingRevenue],
    ['subsidiesReceived', revenue.subsidiesReceived],
  ];
  return (
    <Card title={t('revenue.title')} data-testid="fs-revenue">
      <Descriptions column={1} size="small" bordered className="costing-block">
        {totals.map(([key, value]) => (
          <Descriptions.Item key={key} label={t(`revenue.${key}`)}>
            <span className="costing-amount" data-testid={`fs-revenue-${key}`}>
              {won(value)}
            </span>
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Typography.Paragraph type="secondary" className="costing-small">
        {t('revenue.subsidiesNote')}
      </Typography.Paragraph>
      <Table<RevenueLine>
        size="small"
        pagination={false}
        // Two lines may share a name; their order under 매출액 tells them apart.
        dataSource={revenue.lines.map((line, index) => ({ ...line, key: String(index) }))}
        locale={{ emptyText: t('revenue.empty') }}
        title={() => t('revenue.lines')}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('revenue.line') },
          {
            key: 'kind',
            title: t('revenue.kind'),
            render: (_, line) => (
              <Tag color={KIND_COLORS[line.kind]}>{t(`revenue.kinds.${line.kind}`)}</Tag>
            ),
          },
          {
            key: 'amount',
            title: t('revenue.amount'),
            align: 'right',
            render: (_, line) => <span className="costing-amount">{won(line.amount)}</span>,
          },
        ]}
      />
    </Card>
  );
}
